import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { IsoDate, ClockTime } from './types';

// dayjs is extended here and only here; every other module imports it from this file so that the
// plugins are always present, whichever module a bundle happens to load first.
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

export { dayjs };

/** An instant: a Date or epoch milliseconds. Rules take it as an argument instead of reading the clock. */
export type Instant = Date | number;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const MINUTES_PER_DAY = 24 * 60;

/** True for a real calendar date written yyyy-MM-dd (2024-02-30 is not one). */
export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && ISO_DATE.test(value) && dayjs.utc(value).format('YYYY-MM-DD') === value;
}

/** True for a 24-hour wall-clock time written HH:mm. */
export function isClockTime(value: unknown): value is ClockTime {
  return typeof value === 'string' && CLOCK_TIME.test(value);
}

/** Minutes since midnight of an HH:mm (or HH:mm:ss) time; NaN when it is not one. */
export function minutesOfDay(time: string): number {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time);
  if (!match) return Number.NaN;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return Number.NaN;
  return hours * 60 + minutes;
}

/** The HH:mm time of a number of minutes since midnight (0 to 1439). */
export function clockTime(minutes: number): ClockTime {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= MINUTES_PER_DAY) {
    throw new RangeError(`Not a minute of the day: ${minutes}`);
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The calendar date (yyyy-MM-dd) an instant falls on in the given time zone. */
export function venueDate(instant: Instant, timeZone: string): IsoDate {
  return dayjs(instant).tz(timeZone).format('YYYY-MM-DD');
}

/** The wall-clock date and time of an instant in the given time zone, to the second. */
export function venueWallClock(instant: Instant, timeZone: string): { date: IsoDate; secondsOfDay: number } {
  const local = dayjs(instant).tz(timeZone);
  return {
    date: local.format('YYYY-MM-DD'),
    secondsOfDay: local.hour() * 3600 + local.minute() * 60 + local.second(),
  };
}

/**
 * The instant at which the venue's clocks show the given date and time. A time skipped by a
 * daylight-saving change is moved forward by the change; a repeated time takes its first occurrence.
 */
export function zonedInstant(date: IsoDate, time: ClockTime, timeZone: string): Date {
  if (!isIsoDate(date) || Number.isNaN(minutesOfDay(time))) {
    throw new RangeError(`Not a date and time: ${date} ${time}`);
  }
  return dayjs.tz(`${date} ${time.slice(0, 5)}`, timeZone).toDate();
}

/** The calendar date a number of days after (or before, when negative) another. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

/** Whole calendar days from one date to another (positive when `to` is later). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayjs.utc(to).diff(dayjs.utc(from), 'day');
}

/**
 * The venue calendar date of a stored date value. A plain yyyy-MM-dd, or a timestamp without a zone
 * (venue wall-clock time), gives its own date; a timestamp with Z or an offset is an instant and
 * gives the venue's date at that instant. Undefined when unreadable.
 */
export function toVenueDate(value: string, timeZone: string): IsoDate | undefined {
  const datePart = value.slice(0, 10);
  if (!isIsoDate(datePart)) return undefined;
  if (value.length === 10) return datePart;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return undefined;
  if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(value)) return datePart;
  const instant = Date.parse(value);
  return Number.isNaN(instant) ? undefined : venueDate(instant, timeZone);
}

// In a file of its own, without dayjs: the venue's constants need it, and a page that shows
// only the venue's name and phone number should not load dayjs for them.
export { isTimeZone } from './time-zone';
