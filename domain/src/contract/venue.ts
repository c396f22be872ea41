import type { OpeningHours } from '../opening-hours';
import { z } from './zod';

/** One line of the hours as the venue answers them; its type is the one the hours' rule writes. */
const openingHoursLineSchema = z.object({ days: z.string(), hours: z.string() }) satisfies z.ZodMiniType<OpeningHours>;

/** GET /api/venue: the venue the site runs for, as its deployment configures it. */
export const venueSchema = z
  .object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.string(),
    openingHours: z.array(openingHoursLineSchema),
    /** IANA time zone in which every date and time of a booking is read. */
    timeZone: z.string(),
  })
  .check(z.meta({ id: 'Venue', description: "The venue's details, set by the deployment's environment" }));

/** The venue's details, as GET /api/venue answers them. */
export type Venue = z.output<typeof venueSchema>;
