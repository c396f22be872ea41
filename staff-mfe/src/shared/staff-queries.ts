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

/** The tag of one booking's data (its page, its bill, its door): a change to the booking invalidates it. */
export const staffBookingTag = (reference: string) => ({ type: 'StaffBooking' as const, id: reference });

/** A page's read with nothing to choose (the hours, the coupons, one's sessions), read afresh. */
export const readPage = (address: string) => ({ query: () => address, ...READ_AFRESH });

/**
 * A read of one thing by its key (a day's sheet by date, a booking by reference), read afresh and
 * tagged so that a change to that thing reads it again.
 */
export const readByKey = <Tag>(address: (key: string) => string, tag: (key: string) => Tag) => ({
  query: address,
  providesTags: (_result: unknown, _error: unknown, key: string) => [tag(key)],
  ...READ_AFRESH,
});
