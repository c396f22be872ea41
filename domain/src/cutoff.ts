import { addDays, daysBetween, isIsoDate, venueDate, type Instant } from './dates';
import { ONLINE_CHANGE_CUTOFF_DAYS } from './limits';
import type { IsoDate } from './types';

/** Calendar days from today (in the venue's time zone) to the event date; negative once it has passed. */
export function daysUntilEvent(eventDate: IsoDate, now: Instant, timeZone: string): number {
  if (!isIsoDate(eventDate)) throw new RangeError(`Not a yyyy-MM-dd date: ${eventDate}`);
  return daysBetween(venueDate(now, timeZone), eventDate);
}

/**
 * The last day online changes are open. They close when the event is 4 days or less away, so the
 * last open day is 5 calendar days before the event. The one statement of the cutoff's boundary.
 */
export function lastOnlineChangeDate(eventDate: IsoDate): IsoDate {
  if (!isIsoDate(eventDate)) throw new RangeError(`Not a yyyy-MM-dd date: ${eventDate}`);
  return addDays(eventDate, -(ONLINE_CHANGE_CUTOFF_DAYS + 1));
}

/**
 * Online changes close when the event is 4 days or less away: today, in the venue's time zone,
 * must be on or before the last open day.
 */
export function areOnlineChangesOpen(eventDate: IsoDate, now: Instant, timeZone: string): boolean {
  return venueDate(now, timeZone) <= lastOnlineChangeDate(eventDate);
}

/**
 * The invitation's RSVP-by date: the last day online changes are open, so the parent can adjust
 * numbers after the answers are in.
 */
export function rsvpByDate(eventDate: IsoDate): IsoDate {
  return lastOnlineChangeDate(eventDate);
}
