// What the staff console's queries have in common (each feature's api.ts declares its own).

/**
 * A staff query's answer is read again each time a page shows it, and dropped once no page does:
 * the venue's data changes under the staff's hands (another tablet at the door, the counter, a
 * late RSVP), and private data (parents' phones, children's allergies) stays in the tab no longer
 * than a page shows it.
 */
export const READ_AFRESH = { keepUnusedDataFor: 0 } as const;

/** The tag of one venue day's data (the run sheet, the kitchen, the times free): a change on the day invalidates it. */
export const staffDayTag = (date: string) => ({ type: 'StaffDay' as const, id: date });
