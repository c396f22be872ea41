import { wholeNumber } from './fields';
import { described, z } from './zod';

// The venue's choices for the days before and after a party (decision 065, migration 026's
// venue_settings): each reminder on or off, and how long an attendance form is kept after its party.

/** The fewest and most days a form may be kept after its party. */
export const FORM_RETENTION_DAYS = { min: 1, max: 3650 } as const;

/** GET and PUT /api/staff/venue-settings (owners and managers): the same shape both ways. */
export const venueSettingsSchema = z.object({
  reminders: z.object({
    'parent-week': z.boolean(),
    'parent-day': z.boolean(),
    'guest-day': z.boolean(),
    'thank-you': z.boolean(),
  }),
  formRetentionDays: described(
    wholeNumber(FORM_RETENTION_DAYS.min, FORM_RETENTION_DAYS.max, {
      type: { error: 'Give the number of days to keep the forms' },
      whole: 'Give a whole number of days',
      min: `Keep the forms at least ${FORM_RETENTION_DAYS.min} day after the party`,
      max: `Keep the forms at most ${FORM_RETENTION_DAYS.max} days after the party`,
    }),
    'Days an attendance form is kept after its party, then erased.',
  ),
});

export type StaffVenueSettings = z.output<typeof venueSettingsSchema>;
