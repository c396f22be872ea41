import { addDays, clockTime, isIsoDate, minutesOfDay, toVenueDate, venueDate, venueWallClock, type Instant } from '../dates';
import { BOOKING_HORIZON_DAYS } from '../limits';
import type { ClockTime, IsoDate } from '../types';

/**
 * When the centre can be hired on a day: start times from `opens`, ends up to `closes` (venue wall
 * clock, HH:mm). The venue sets it from its console (GET /api/after-hours-terms answers it,
 * decision 042): every rule of a hire's times takes it as an argument, none keeps a copy.
 */
export interface AfterHoursWindow {
  opens: string;
  closes: string;
}

/** After-hours hire starts every 15 minutes within the venue's window, ends every 30, at least 2 hours long. */
export const AFTER_HOURS_TIMES = {
  startStepMinutes: 15,
  endStepMinutes: 30,
  minimumHours: 2,
  /** Today's earliest start is now plus this, rounded up to the next quarter hour. */
  todayLeadMinutes: 15,
  /** Bookable from 48 hours ahead (to BOOKING_HORIZON_DAYS ahead, as parties are). */
  earliestHoursAhead: 48,
} as const;

const MINIMUM = AFTER_HOURS_TIMES.minimumHours * 60;
const HOUR_MS = 3_600_000;

/**
 * The first and last bookable dates: the venue's date 48 hours from now, and today plus 12 x 30
 * calendar days (venue time zone).
 */
export function afterHoursDateWindow(now: Instant, timeZone: string): { first: IsoDate; last: IsoDate } {
  const nowMs = typeof now === 'number' ? now : now.getTime();
  return {
    first: venueDate(nowMs + AFTER_HOURS_TIMES.earliestHoursAhead * HOUR_MS, timeZone),
    last: addDays(venueDate(nowMs, timeZone), BOOKING_HORIZON_DAYS),
  };
}

/** A date is bookable inside the window of afterHoursDateWindow and not on the unavailable list. */
export function isAfterHoursDateBookable(
  date: IsoDate,
  now: Instant,
  unavailableDates: readonly string[] = [],
  timeZone: string,
): boolean {
  if (!isIsoDate(date)) return false;
  const { first, last } = afterHoursDateWindow(now, timeZone);
  if (date < first || date > last) return false;
  return !unavailableDates.some((unavailable) => toVenueDate(unavailable, timeZone) === date);
}

/** The latest start time of the window: 2 hours before it closes ('20:00' for 09:00-22:00). */
export function latestAfterHoursStart(window: AfterHoursWindow): ClockTime {
  return clockTime(minutesOfDay(window.closes) - MINIMUM);
}

/** Whether a time is a start time: from the window's opening every 15 minutes, leaving 2 hours before it closes. */
export function isAfterHoursStartTime(time: string, window: AfterHoursWindow): boolean {
  const start = minutesOfDay(time);
  const opening = minutesOfDay(window.opens);
  return start >= opening && start + MINIMUM <= minutesOfDay(window.closes) && (start - opening) % AFTER_HOURS_TIMES.startStepMinutes === 0;
}

/** Every start time of a day: from the window's opening every 15 minutes, keeping those that leave 2 hours before it closes. */
export function allAfterHoursStartTimes(window: AfterHoursWindow): ClockTime[] {
  const times: ClockTime[] = [];
  const closing = minutesOfDay(window.closes);
  for (let m = minutesOfDay(window.opens); m >= 0 && m + MINIMUM <= closing; m += AFTER_HOURS_TIMES.startStepMinutes) times.push(clockTime(m));
  return times;
}

/** Today's earliest start: now plus 15 minutes, rounded up to the next quarter hour (venue time). */
export function earliestStartMinutesToday(now: Instant, timeZone: string): number {
  const { secondsOfDay } = venueWallClock(now, timeZone);
  const quarter = AFTER_HOURS_TIMES.startStepMinutes * 60;
  const earliest = Math.ceil((secondsOfDay + AFTER_HOURS_TIMES.todayLeadMinutes * 60) / quarter) * quarter;
  return earliest / 60;
}

/** The start times offered on a date: all of them on a later date, none on a past date, and today only those from the earliest start on. */
export function afterHoursStartTimes(date: IsoDate, now: Instant, timeZone: string, window: AfterHoursWindow): ClockTime[] {
  if (!isIsoDate(date)) return [];
  const today = venueDate(now, timeZone);
  if (date < today) return [];
  const all = allAfterHoursStartTimes(window);
  if (date > today) return all;
  const earliest = earliestStartMinutesToday(now, timeZone);
  return all.filter((time) => minutesOfDay(time) >= earliest);
}

/** End times run from start plus 2 hours up to the window's closing, every 30 minutes (none for a start the window does not offer). */
export function afterHoursEndTimes(startTime: string, window: AfterHoursWindow): ClockTime[] {
  if (!isAfterHoursStartTime(startTime, window)) return [];
  const times: ClockTime[] = [];
  const closing = minutesOfDay(window.closes);
  for (let m = minutesOfDay(startTime) + MINIMUM; m <= closing; m += AFTER_HOURS_TIMES.endStepMinutes) times.push(clockTime(m));
  return times;
}

/** Whether an end time is one of those offered for the start time. */
export function isAfterHoursEndTime(startTime: string, endTime: string, window: AfterHoursWindow): boolean {
  return afterHoursEndTimes(startTime, window).includes(endTime);
}

/** Hours from start to end (e.g. 2.5); 0 unless the end is after the start. */
export function afterHoursDurationHours(startTime: string, endTime: string): number {
  const minutes = minutesOfDay(endTime) - minutesOfDay(startTime);
  return Number.isFinite(minutes) && minutes > 0 ? minutes / 60 : 0;
}

/**
 * A time of a day when the centre is taken (a hire, or a party in any room, decision 014): venue
 * wall clock, the start included and the end excluded, so back to back is free.
 */
export interface TakenTime {
  start: ClockTime;
  end: ClockTime;
}

/** Whether [startTime, endTime) shares a moment with a taken time (back to back does not). */
export function overlapsTakenTime(startTime: string, endTime: string, taken: readonly TakenTime[]): boolean {
  return overlapsInMinutes(minutesOfDay(startTime), minutesOfDay(endTime), taken);
}

function overlapsInMinutes(start: number, end: number, taken: readonly TakenTime[]): boolean {
  return taken.some((time) => start < minutesOfDay(time.end) && minutesOfDay(time.start) < end);
}

/** The start times, of those given, whose first 2 hours cross no taken time. */
export function startTimesThatFit(startTimes: readonly ClockTime[], taken: readonly TakenTime[]): ClockTime[] {
  return startTimes.filter((time) => !overlapsInMinutes(minutesOfDay(time), minutesOfDay(time) + MINIMUM, taken));
}

/** The end times offered for the start time whose whole hire, from the start, crosses no taken time. */
export function endTimesThatFit(startTime: string, taken: readonly TakenTime[], window: AfterHoursWindow): ClockTime[] {
  return afterHoursEndTimes(startTime, window).filter((end) => !overlapsTakenTime(startTime, end, taken));
}

/** A day is fully taken when not one start time of it leaves 2 hours free. */
export function isAfterHoursDayFullyTaken(taken: readonly TakenTime[], window: AfterHoursWindow): boolean {
  return startTimesThatFit(allAfterHoursStartTimes(window), taken).length === 0;
}

/**
 * A day's taken times as the after-hours pages need them, from ranges in minutes of the day (the
 * end may be 1440, midnight): only what falls within the window, in order, with ranges that
 * overlap or touch joined (nothing fits between two that touch).
 */
export function joinTakenTimes(ranges: ReadonlyArray<readonly [start: number, end: number]>, window: AfterHoursWindow): TakenTime[] {
  const opening = minutesOfDay(window.opens);
  const closing = minutesOfDay(window.closes);
  const clipped = ranges
    .map(([start, end]) => [Math.max(start, opening), Math.min(end, closing)] as const)
    .filter(([start, end]) => start < end)
    .sort((a, b) => a[0] - b[0]);
  const joined: Array<[number, number]> = [];
  for (const [start, end] of clipped) {
    const last = joined.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else joined.push([start, end]);
  }
  return joined.map(([start, end]) => ({ start: clockTime(start), end: clockTime(end) }));
}
