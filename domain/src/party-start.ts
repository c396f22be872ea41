import { addDays, clockTime, minutesOfDay, toVenueDate, venueDate, zonedInstant, type Instant } from './dates';
import { BOOKING_HORIZON_DAYS } from './limits';
import type { ClockTime, IsoDate } from './types';

/** The days a party can be booked on: today to BOOKING_HORIZON_DAYS ahead (venue time), as after-hours hires. */
export function partyDateWindow(now: Instant, timeZone: string): { first: IsoDate; last: IsoDate } {
  const first = venueDate(now, timeZone);
  return { first, last: addDays(first, BOOKING_HORIZON_DAYS) };
}

/** Why a party cannot be booked online to start then: it would have started, it is too far ahead, or its day is unavailable. */
export type PartyStartProblem = 'started' | 'too-far' | 'unavailable';

/**
 * The calendar disables past, unavailable and too distant dates: a party can be booked online
 * while it starts after `now` (venue time), no later than the booking horizon, on a date that is
 * not unavailable. Answers why not, or undefined when it can.
 */
export function partyStartProblem(
  date: IsoDate,
  time: ClockTime,
  now: Instant,
  unavailableDates: readonly string[],
  timeZone: string,
): PartyStartProblem | undefined {
  if (hasEventStarted(date, time, now, timeZone)) return 'started';
  if (date > partyDateWindow(now, timeZone).last) return 'too-far';
  if (unavailableDates.some((unavailable) => toVenueDate(unavailable, timeZone) === date)) return 'unavailable';
  return undefined;
}

/** Whether a party can be booked online to start then (see partyStartProblem). */
export function isPartyStartBookable(
  date: IsoDate,
  time: ClockTime,
  now: Instant,
  unavailableDates: readonly string[],
  timeZone: string,
): boolean {
  return partyStartProblem(date, time, now, unavailableDates, timeZone) === undefined;
}

/** An event (a party or an after-hours hire) has started once its start time, venue time, is reached. */
export function hasEventStarted(date: IsoDate, time: ClockTime, now: Instant, timeZone: string): boolean {
  return zonedInstant(date, time, timeZone).getTime() <= new Date(now).getTime();
}

/** When a party of `hours` starting at `time` ends, on the same day ('10:00', 2 -> '12:00'). */
export function partyEndTime(time: ClockTime, hours: number): ClockTime {
  return clockTime(Math.min(minutesOfDay(time) + Math.round(hours * 60), 24 * 60 - 1));
}
