import { z } from './zod';

/** GET /api/venue: the venue the site runs for, as its deployment configures it. */
export const venueSchema = z
  .object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.string(),
    openingHours: z.array(z.object({ days: z.string(), hours: z.string() })),
    /** IANA time zone in which every date and time of a booking is read. */
    timeZone: z.string(),
  })
  .check(z.meta({ id: 'Venue', description: "The venue's details, set by the deployment's environment" }));
