import { addDays, clockTime, minutesOfDay, toVenueDate, venueDate, zonedInstant, type Instant } from './dates';
import { BOOKING_HORIZON_DAYS } from './limits';
import { fitsOpeningHours, type WeeklyHours } from './opening-hours';
import type { ClockTime, IsoDate } from './types';

/** The days a party can be booked on: today to BOOKING_HORIZON_DAYS ahead (venue time), as after-hours hires. */
export function partyDateWindow(now: Instant, timeZone: string): { first: IsoDate; last: IsoDate } {
  const first = venueDate(now, timeZone);
  return { first, last: addDays(first, BOOKING_HORIZON_DAYS) };
}

/**
 * Why a party cannot be booked online to start then: it would have started, it is too far ahead,
 * its day is unavailable, or it would run outside the venue's hours that day.
 */
export type PartyStartProblem = 'started' | 'too-far' | 'unavailable' | 'outside-hours';

/** What a party's start is checked against: the clock, the closed days, the venue's time zone and hours. */
export interface PartyStartRules {
  now: Instant;
  unavailableDates: readonly string[];
  timeZone: string;
  hours: WeeklyHours;
}

/** A party's date, start time (venue wall clock) and length in minutes. */
export interface PartyTime {
  date: IsoDate;
  time: ClockTime;
  minutes: number;
}

/**
 * The calendar disables past, unavailable and too distant dates, and the slots are those within
 * the day's hours: a party can be booked online while it starts after `now` (venue time), no later
 * than the booking horizon, on a date that is not unavailable, and runs from opening to closing at
 * the most (public holidays keep their own hours: decision 031). Answers why not, or undefined.
 */
export function partyStartProblem({ date, time, minutes }: PartyTime, rules: PartyStartRules): PartyStartProblem | undefined {
  if (hasEventStarted(date, time, rules.now, rules.timeZone)) return 'started';
  if (date > partyDateWindow(rules.now, rules.timeZone).last) return 'too-far';
  if (rules.unavailableDates.some((unavailable) => toVenueDate(unavailable, rules.timeZone) === date)) return 'unavailable';
  if (!fitsOpeningHours(date, time, minutes, rules.hours)) return 'outside-hours';
  return undefined;
}

/** Whether a party can be booked online to start then (see partyStartProblem). */
export function isPartyStartBookable(party: PartyTime, rules: PartyStartRules): boolean {
  return partyStartProblem(party, rules) === undefined;
}

/**
 * Which of `times` a party of `minutes` can be booked online to start at on `date`: the same answer
 * as isPartyStartBookable for each, with what the date decides (today, the horizon, a closed day)
 * worked out once. The time zone's calendar is costly to read, and the availability of a day asks
 * it for each of its slots, and the full dates for each slot of each day to the horizon.
 */
export function bookableStartsOn(date: IsoDate, times: readonly ClockTime[], minutes: number, rules: PartyStartRules): ClockTime[] {
  const { first: today, last } = partyDateWindow(rules.now, rules.timeZone);
  if (date < today || date > last) return [];
  if (rules.unavailableDates.some((unavailable) => toVenueDate(unavailable, rules.timeZone) === date)) return [];
  // A party on a later day than today's has not started, whatever its time.
  return times.filter(
    (time) => fitsOpeningHours(date, time, minutes, rules.hours) && (date > today || !hasEventStarted(date, time, rules.now, rules.timeZone)),
  );
}

/** An event (a party or an after-hours hire) has started once its start time, venue time, is reached. */
export function hasEventStarted(date: IsoDate, time: ClockTime, now: Instant, timeZone: string): boolean {
  return zonedInstant(date, time, timeZone).getTime() <= new Date(now).getTime();
}

/** When a party of `hours` starting at `time` ends, on the same day ('10:00', 2 -> '12:00'). */
export function partyEndTime(time: ClockTime, hours: number): ClockTime {
  return clockTime(Math.min(minutesOfDay(time) + Math.round(hours * 60), 24 * 60 - 1));
}
