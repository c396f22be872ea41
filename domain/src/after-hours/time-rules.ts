import { addDays, clockTime, isIsoDate, minutesOfDay, toVenueDate, venueDate, venueWallClock, type Instant } from '../dates';
import { BOOKING_HORIZON_DAYS } from '../limits';
import type { ClockTime, IsoDate } from '../types';

/** After-hours hire runs 09:00 to 22:00; starts every 15 minutes, ends every 30, at least 2 hours long. */
export const AFTER_HOURS_TIMES = {
  opening: '09:00',
  closing: '22:00',
  startStepMinutes: 15,
  endStepMinutes: 30,
  minimumHours: 2,
  /** Today's earliest start is now plus this, rounded up to the next quarter hour. */
  todayLeadMinutes: 15,
  /** Bookable from 48 hours ahead (to BOOKING_HORIZON_DAYS ahead, as parties are). */
  earliestHoursAhead: 48,
} as const;

const OPENING = minutesOfDay(AFTER_HOURS_TIMES.opening);
const CLOSING = minutesOfDay(AFTER_HOURS_TIMES.closing);
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

/** Whether a time is a start time: 09:00 to 20:00 on a quarter hour, leaving 2 hours before 22:00. */
export function isAfterHoursStartTime(time: string): boolean {
  const start = minutesOfDay(time);
  return start >= OPENING && start + MINIMUM <= CLOSING && (start - OPENING) % AFTER_HOURS_TIMES.startStepMinutes === 0;
}

/** Every start time of a day: 09:00 to 22:00 every 15 minutes, keeping those that leave 2 hours before 22:00. */
export function allAfterHoursStartTimes(): ClockTime[] {
  const times: ClockTime[] = [];
  for (let m = OPENING; m + MINIMUM <= CLOSING; m += AFTER_HOURS_TIMES.startStepMinutes) times.push(clockTime(m));
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
export function afterHoursStartTimes(date: IsoDate, now: Instant, timeZone: string): ClockTime[] {
  if (!isIsoDate(date)) return [];
  const today = venueDate(now, timeZone);
  if (date < today) return [];
  const all = allAfterHoursStartTimes();
  if (date > today) return all;
  const earliest = earliestStartMinutesToday(now, timeZone);
  return all.filter((time) => minutesOfDay(time) >= earliest);
}

/** End times run from start plus 2 hours up to 22:00, every 30 minutes (none for an invalid start). */
export function afterHoursEndTimes(startTime: string): ClockTime[] {
  if (!isAfterHoursStartTime(startTime)) return [];
  const times: ClockTime[] = [];
  for (let m = minutesOfDay(startTime) + MINIMUM; m <= CLOSING; m += AFTER_HOURS_TIMES.endStepMinutes) times.push(clockTime(m));
  return times;
}

/** Whether an end time is one of those offered for the start time. */
export function isAfterHoursEndTime(startTime: string, endTime: string): boolean {
  return afterHoursEndTimes(startTime).includes(endTime);
}

/** Hours from start to end (e.g. 2.5); 0 unless the end is after the start. */
export function afterHoursDurationHours(startTime: string, endTime: string): number {
  const minutes = minutesOfDay(endTime) - minutesOfDay(startTime);
  return Number.isFinite(minutes) && minutes > 0 ? minutes / 60 : 0;
}
