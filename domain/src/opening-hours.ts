import { clockTime, minutesOfDay } from './dates';
import { isPublicHoliday, weekdayOf } from './public-holidays';
import type { ClockTime, IsoDate } from './types';

// The venue's opening hours, one home for all that reads them (decision 031): the API's slots
// and the booking refusals, and the lines of the footer and the emails.

/** One line of the hours as read: days 'Mon-Thu', hours '9:30am-5:30pm' (GET /api/venue answers these). */
export interface OpeningHours {
  days: string;
  hours: string;
}

/** The hours of one day: open from `opens` to `closes`, venue wall clock (HH:mm). */
export interface DayHours {
  opens: ClockTime;
  closes: ClockTime;
}

/** Sunday first, as Date.getDay() counts. */
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const WEEKDAY_NAMES: Record<Weekday, string> = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };

/** The venue's week: each day's hours (null when closed that day), and its hours on public holidays. */
export interface WeeklyHours {
  days: Record<Weekday, DayHours | null>;
  publicHolidays: DayHours | null;
}

/** The hours a date keeps: a public holiday's, else its weekday's; null when the venue is closed. */
export function hoursOn(date: IsoDate, hours: WeeklyHours): DayHours | null {
  if (isPublicHoliday(date)) return hours.publicHolidays;
  return hours.days[WEEKDAYS[weekdayOf(date)]!];
}

/** Whether [time, time + minutes) on the date lies within that day's hours. */
export function fitsOpeningHours(date: IsoDate, time: ClockTime, minutes: number, hours: WeeklyHours): boolean {
  const day = hoursOn(date, hours);
  if (!day) return false;
  const start = minutesOfDay(time);
  return start >= minutesOfDay(day.opens) && start + minutes <= minutesOfDay(day.closes);
}

/** A clock time as the hours lines write it: '09:30' -> '9:30am', '17:00' -> '5:00pm'. */
function hoursTime(time: ClockTime): string {
  const minutes = minutesOfDay(time);
  const hours24 = Math.floor(minutes / 60);
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${clockTime(minutes).slice(3)}${hours24 < 12 ? 'am' : 'pm'}`;
}

const dayHoursText = (day: DayHours | null) => (day ? `${hoursTime(day.opens)}-${hoursTime(day.closes)}` : 'Closed');

/**
 * The hours as lines to read, Monday first, days with the same hours joined ('Mon-Thu
 * 9:30am-5:30pm'), then public holidays: what the footer and the emails show.
 */
export function openingHoursLines(hours: WeeklyHours): OpeningHours[] {
  const week: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
  const lines: Array<{ first: Weekday; last: Weekday; hours: string }> = [];
  for (const day of week) {
    const text = dayHoursText(hours.days[day]);
    const last = lines.at(-1);
    if (last && last.hours === text) last.last = day;
    else lines.push({ first: day, last: day, hours: text });
  }
  return [
    ...lines.map((line) => ({
      days: line.first === line.last ? WEEKDAY_NAMES[line.first] : `${WEEKDAY_NAMES[line.first]}-${WEEKDAY_NAMES[line.last]}`,
      hours: line.hours,
    })),
    { days: 'Public holidays', hours: dayHoursText(hours.publicHolidays) },
  ];
}
