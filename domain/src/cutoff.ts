import { daysBetween, isIsoDate, venueDate, type Instant } from './dates';
import { ONLINE_CHANGE_CUTOFF_DAYS } from './limits';
import type { IsoDate } from './types';
import { venue } from './venue';

/** Calendar days from today (in the venue's time zone) to the event date; negative once it has passed. */
export function daysUntilEvent(eventDate: IsoDate, now: Instant, timeZone: string = venue.timeZone): number {
  if (!isIsoDate(eventDate)) throw new RangeError(`Not a yyyy-MM-dd date: ${eventDate}`);
  return daysBetween(venueDate(now, timeZone), eventDate);
}

/**
 * Online changes close when the event is 4 days or less away: the event date minus today, in
 * calendar days in the venue's time zone, must be 5 or more for them to be open.
 */
export function areOnlineChangesOpen(eventDate: IsoDate, now: Instant, timeZone: string = venue.timeZone): boolean {
  return daysUntilEvent(eventDate, now, timeZone) > ONLINE_CHANGE_CUTOFF_DAYS;
}
