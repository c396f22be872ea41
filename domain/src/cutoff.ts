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
 * numbers after the answers are in. A party booked at shorter notice than that has no such day
 * left: its guests answer by the day before it, or by the day itself when that is today. Never a
 * day already past while the party is still to come (decision 028).
 */
export function rsvpByDate(eventDate: IsoDate, now: Instant, timeZone: string): IsoDate {
  const today = venueDate(now, timeZone);
  const lastOpenDay = lastOnlineChangeDate(eventDate);
  if (lastOpenDay >= today || eventDate < today) return lastOpenDay;
  const eve = addDays(eventDate, -1);
  return eve >= today ? eve : today;
}
