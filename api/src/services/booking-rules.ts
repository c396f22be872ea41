import { addDays, ONLINE_CHANGE_CUTOFF_DAYS, toVenueDate, zonedInstant } from '@party/domain';

// Narrow adapters for rules @party/domain does not state yet. Each names the domain function it
// awaits; when that lands, call it instead and delete the adapter.

/**
 * The spec's calendar disables past dates and unavailable dates. A party can be booked online while
 * it starts after `now` (venue time) on a date that is not unavailable.
 * Awaits a domain rule such as `isPartyStartBookable(date, time, now, unavailableDates, timeZone)`.
 */
export function isPartyStartBookable(
  date: string,
  time: string,
  now: Date,
  unavailableDates: readonly string[],
  timeZone: string,
): boolean {
  if (unavailableDates.some((unavailable) => toVenueDate(unavailable, timeZone) === date)) return false;
  return zonedInstant(date, time, timeZone).getTime() > now.getTime();
}

/**
 * The invitation's RSVP-by date: the last day on which online changes are still open, so the
 * parent can adjust numbers after the answers are in.
 * Awaits a domain rule such as `rsvpByDate(eventDate)`.
 */
export function rsvpByDate(eventDate: string): string {
  return addDays(eventDate, -(ONLINE_CHANGE_CUTOFF_DAYS + 1));
}

/**
 * Guests who count for the edit flow's per_child add-ons: entries of the guest list with any of
 * name, email or phone filled in (the browser starts the list with empty rows).
 * Awaits a domain rule such as `guestCount(guestNames)`.
 */
export function countGuests(guests: ReadonlyArray<{ name?: string; email?: string; phone?: string }>): number {
  return guests.filter((guest) => [guest.name, guest.email, guest.phone].some((value) => (value ?? '').trim() !== '')).length;
}
