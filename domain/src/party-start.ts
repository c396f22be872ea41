import { clockTime, minutesOfDay, toVenueDate, zonedInstant, type Instant } from './dates';
import type { ClockTime, IsoDate } from './types';

/**
 * The calendar disables past and unavailable dates: a party can be booked online while it starts
 * after `now` (venue time) on a date that is not unavailable.
 */
export function isPartyStartBookable(
  date: IsoDate,
  time: ClockTime,
  now: Instant,
  unavailableDates: readonly string[],
  timeZone: string,
): boolean {
  if (unavailableDates.some((unavailable) => toVenueDate(unavailable, timeZone) === date)) return false;
  return !hasEventStarted(date, time, now, timeZone);
}

/** An event (a party or an after-hours hire) has started once its start time, venue time, is reached. */
export function hasEventStarted(date: IsoDate, time: ClockTime, now: Instant, timeZone: string): boolean {
  return zonedInstant(date, time, timeZone).getTime() <= new Date(now).getTime();
}

/** When a party of `hours` starting at `time` ends, on the same day ('10:00', 2 -> '12:00'). */
export function partyEndTime(time: ClockTime, hours: number): ClockTime {
  return clockTime(Math.min(minutesOfDay(time) + Math.round(hours * 60), 24 * 60 - 1));
}
