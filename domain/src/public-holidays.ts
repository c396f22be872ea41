import { addDays } from './dates';
import type { IsoDate } from './types';

// The public holidays of New South Wales (the Public Holidays Act 2010), on which the venue keeps
// its public-holiday hours (decision 031). Worked out by rule for any year, so no list runs out.
// The Bank Holiday in August is for banks only, not a public holiday.

const iso = (year: number, month: number, day: number): IsoDate =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** 0 Sunday ... 6 Saturday, of a calendar date (no time zone: a date is a date). */
export function weekdayOf(date: IsoDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The nth (1-based) given weekday of a month: the 2nd Monday of June... */
function nthWeekday(year: number, month: number, weekday: number, nth: number): IsoDate {
  const first = iso(year, month, 1);
  const offset = (weekday - weekdayOf(first) + 7) % 7;
  return addDays(first, offset + (nth - 1) * 7);
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

/** A holiday on a Saturday or Sunday is also kept on the Monday after (New Year's Day, Australia Day). */
function withMondayAfterWeekend(date: IsoDate): IsoDate[] {
  const weekday = weekdayOf(date);
  if (weekday === 6) return [date, addDays(date, 2)];
  if (weekday === 0) return [date, addDays(date, 1)];
  return [date];
}

/** The public holidays of a year in New South Wales, each with its name, in date order. */
export function publicHolidaysOf(year: number): Array<{ date: IsoDate; name: string }> {
  const easter = easterSunday(year);
  const christmas = iso(year, 12, 25);
  const boxingDay = iso(year, 12, 26);
  // Christmas on a weekend adds the 27th; Boxing Day on a weekend adds the 28th.
  const christmasWeekday = weekdayOf(christmas);
  const extraChristmas = christmasWeekday === 6 || christmasWeekday === 0 ? [iso(year, 12, 27)] : [];
  const boxingWeekday = weekdayOf(boxingDay);
  const extraBoxing = boxingWeekday === 6 || boxingWeekday === 0 ? [iso(year, 12, 28)] : [];
  const named = (name: string) => (date: IsoDate) => ({ date, name });
  return [
    ...withMondayAfterWeekend(iso(year, 1, 1)).map(named("New Year's Day")),
    ...withMondayAfterWeekend(iso(year, 1, 26)).map(named('Australia Day')),
    named('Good Friday')(addDays(easter, -2)),
    named('Easter Saturday')(addDays(easter, -1)),
    named('Easter Sunday')(easter),
    named('Easter Monday')(addDays(easter, 1)),
    named('Anzac Day')(iso(year, 4, 25)),
    named("King's Birthday")(nthWeekday(year, 6, 1, 2)),
    named('Labour Day')(nthWeekday(year, 10, 1, 1)),
    named('Christmas Day')(christmas),
    ...extraChristmas.map(named('Christmas Day (additional day)')),
    named('Boxing Day')(boxingDay),
    ...extraBoxing.map(named('Boxing Day (additional day)')),
  ].sort((a, b) => a.date.localeCompare(b.date));
}

const cache = new Map<number, Set<IsoDate>>();

/** Whether a date is a public holiday in New South Wales. */
export function isPublicHoliday(date: IsoDate): boolean {
  const year = Number(date.slice(0, 4));
  let days = cache.get(year);
  if (!days) {
    days = new Set(publicHolidaysOf(year).map((holiday) => holiday.date));
    cache.set(year, days);
  }
  return days.has(date);
}
