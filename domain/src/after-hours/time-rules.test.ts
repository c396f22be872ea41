import {
  afterHoursDateWindow,
  afterHoursDurationHours,
  afterHoursEndTimes,
  afterHoursStartTimes,
  allAfterHoursStartTimes,
  earliestStartMinutesToday,
  endTimesThatFit,
  isAfterHoursDateBookable,
  isAfterHoursDayFullyTaken,
  isAfterHoursEndTime,
  isAfterHoursStartTime,
  joinTakenTimes,
  overlapsTakenTime,
  startTimesThatFit,
  type TakenTime,
} from './time-rules';
import { clockTime } from '../dates';

const SYDNEY = 'Australia/Sydney';
/** The spec's window, the seed's (SPEC.md §9). */
const WINDOW = { opens: '09:00', closes: '22:00' };
/** 12:00 on Sunday 10 March 2024 in Sydney (AEDT, +11). */
const noonMarch10 = Date.parse('2024-03-10T01:00:00Z');

test.each([
  { name: 'the first date is 48 hours ahead', now: '2024-03-10T01:00:00Z', first: '2024-03-12', last: '2025-03-05' },
  { name: 'after Sydney midnight the window moves a day, whatever UTC says', now: '2024-03-10T14:00:00Z', first: '2024-03-13', last: '2025-03-06' },
  { name: '48 hours are elapsed time: across the start of summer time they end an hour later on the clock', now: '2024-10-04T13:30:00Z', first: '2024-10-07', last: '2025-09-29' },
  { name: 'across the end of summer time 48 hours end an hour earlier on the clock', now: '2024-04-05T13:30:00Z', first: '2024-04-07', last: '2025-04-01' },
])('after-hours dates run from 48 hours ahead to 12 x 30 days ahead: $name', ({ now, first, last }) => {
  expect(afterHoursDateWindow(Date.parse(now), SYDNEY)).toEqual({ first, last });
});

test.each([
  { name: 'the first date of the window is bookable', date: '2024-03-12', unavailable: [], bookable: true },
  { name: 'the day before the window is not', date: '2024-03-11', unavailable: [], bookable: false },
  { name: 'the last date (today + 360 days) is bookable', date: '2025-03-05', unavailable: [], bookable: true },
  { name: 'the day after the window is not', date: '2025-03-06', unavailable: [], bookable: false },
  { name: 'an unavailable date is not', date: '2024-03-20', unavailable: ['2024-03-20'], bookable: false },
  { name: 'an unavailable date stored as a UTC timestamp is matched by its Sydney date', date: '2024-03-20', unavailable: ['2024-03-19T13:00:00.000Z'], bookable: false },
  { name: 'other unavailable dates do not matter', date: '2024-03-21', unavailable: ['2024-03-20'], bookable: true },
  { name: 'a malformed date is not', date: '2024-3-21', unavailable: [], bookable: false },
])('isAfterHoursDateBookable: $name', ({ date, unavailable, bookable }) => {
  expect(isAfterHoursDateBookable(date, noonMarch10, unavailable, SYDNEY)).toBe(bookable);
});

test('start times run 09:00 to 20:00 every 15 minutes, leaving 2 hours before 22:00', () => {
  const times = allAfterHoursStartTimes(WINDOW);
  expect(times).toHaveLength(45);
  expect(times.slice(0, 3)).toEqual(['09:00', '09:15', '09:30']);
  expect(times.at(-1)).toBe('20:00');
});

test.each([
  { name: '09:00 opens the day', time: '09:00', valid: true },
  { name: '08:45 is before opening', time: '08:45', valid: false },
  { name: '20:00 leaves exactly 2 hours before 22:00', time: '20:00', valid: true },
  { name: '20:15 would pass 22:00 after 2 hours', time: '20:15', valid: false },
  { name: '21:00 would pass 22:00 after 2 hours', time: '21:00', valid: false },
  { name: '09:10 is not on a quarter hour', time: '09:10', valid: false },
  { name: 'rubbish is not a time', time: 'noon', valid: false },
])('isAfterHoursStartTime: $name', ({ time, valid }) => {
  expect(isAfterHoursStartTime(time, WINDOW)).toBe(valid);
});

const sydneyAt = (time: string) => Date.parse(`2024-03-10T${time}+11:00`);

test.each([
  { name: 'on a quarter hour: now + 15 minutes', now: '10:00:00', earliest: '10:15' },
  { name: 'a minute past: rounds up to the next quarter', now: '10:01:00', earliest: '10:30' },
  { name: 'seconds past a quarter: rounds up', now: '10:00:30', earliest: '10:30' },
  { name: 'a minute before a quarter', now: '10:14:00', earliest: '10:30' },
  { name: '09:50 + 15 minutes is 10:05, rounded up to 10:15', now: '09:50:00', earliest: '10:15' },
  { name: 'early morning: the earliest is before opening', now: '07:00:00', earliest: '07:15' },
])("today's earliest start is now + 15 minutes rounded up to the next quarter hour: $name", ({ now, earliest }) => {
  expect(clockTime(earliestStartMinutesToday(sydneyAt(now), SYDNEY))).toBe(earliest);
});

test.each([
  { name: 'a later date offers every start time', date: '2024-03-11', now: '12:00:00', first: '09:00', count: 45 },
  { name: 'today before opening offers every start time', date: '2024-03-10', now: '08:00:00', first: '09:00', count: 45 },
  { name: 'today offers only times from the earliest start', date: '2024-03-10', now: '12:01:00', first: '12:30', count: 31 },
  { name: 'today at 19:45 offers 20:00 only', date: '2024-03-10', now: '19:45:00', first: '20:00', count: 1 },
  { name: 'today after 19:45 offers nothing', date: '2024-03-10', now: '19:46:00', first: undefined, count: 0 },
  { name: 'a past date offers nothing', date: '2024-03-09', now: '12:00:00', first: undefined, count: 0 },
])('afterHoursStartTimes: $name', ({ date, now, first, count }) => {
  const times = afterHoursStartTimes(date, sydneyAt(now), SYDNEY, WINDOW);
  expect(times[0]).toBe(first);
  expect(times).toHaveLength(count);
});

test.each([
  { name: 'from 09:00: 11:00 to 22:00 every 30 minutes', start: '09:00', first: '11:00', last: '22:00', count: 23 },
  { name: 'from 18:15: 20:15 to 21:45', start: '18:15', first: '20:15', last: '21:45', count: 4 },
  { name: 'from 19:45: 21:45 only', start: '19:45', first: '21:45', last: '21:45', count: 1 },
  { name: 'from 20:00: 22:00 only', start: '20:00', first: '22:00', last: '22:00', count: 1 },
  { name: 'from 20:15 (2 hours would pass 22:00): none', start: '20:15', first: undefined, last: undefined, count: 0 },
])('end times run from start + 2 hours up to 22:00 every 30 minutes: $name', ({ start, first, last, count }) => {
  const times = afterHoursEndTimes(start, WINDOW);
  expect([times[0], times.at(-1), times.length]).toEqual([first, last, count]);
});

test.each([
  { name: 'an offered end time', start: '18:00', end: '21:30', valid: true },
  { name: 'less than 2 hours', start: '18:00', end: '19:30', valid: false },
  { name: 'not on the 30-minute step from the start', start: '18:00', end: '20:15', valid: false },
  { name: 'after 22:00', start: '18:00', end: '22:30', valid: false },
])('isAfterHoursEndTime: $name', ({ start, end, valid }) => {
  expect(isAfterHoursEndTime(start, end, WINDOW)).toBe(valid);
});

test.each([
  { name: 'two hours', start: '18:00', end: '20:00', hours: 2 },
  { name: 'three and a half hours', start: '18:00', end: '21:30', hours: 3.5 },
  { name: 'an end before the start is 0', start: '18:00', end: '17:00', hours: 0 },
  { name: 'a missing end is 0', start: '18:00', end: '', hours: 0 },
])('duration in hours: $name', ({ start, end, hours }) => {
  expect(afterHoursDurationHours(start, end)).toBe(hours);
});

/** Taken times written '09:30-16:00'. */
const taken = (...ranges: string[]): TakenTime[] =>
  ranges.map((range) => {
    const [start = '', end = ''] = range.split('-');
    return { start, end };
  });

test.each([
  { name: 'inside a taken time', start: '10:00', end: '12:00', taken: taken('09:30-16:00'), overlaps: true },
  { name: 'starting before it and ending inside it', start: '18:00', end: '20:00', taken: taken('19:00-22:00'), overlaps: true },
  { name: 'around it', start: '09:00', end: '22:00', taken: taken('12:00-13:00'), overlaps: true },
  { name: 'ending as it starts (back to back)', start: '17:00', end: '19:00', taken: taken('19:00-22:00'), overlaps: false },
  { name: 'starting as it ends (back to back)', start: '16:00', end: '18:00', taken: taken('09:30-16:00'), overlaps: false },
  { name: 'nothing taken', start: '18:00', end: '20:00', taken: [], overlaps: false },
])('a hire overlaps a taken time when they share a moment: $name', ({ start, end, taken: times, overlaps }) => {
  expect(overlapsTakenTime(start, end, times)).toBe(overlaps);
});

test.each([
  { name: 'nothing taken: every start time fits', taken: [], first: '09:00', last: '20:00', count: 45 },
  { name: 'parties until 16:00: from 16:00', taken: taken('09:30-16:00'), first: '16:00', last: '20:00', count: 17 },
  { name: 'a hire from 19:00: starts up to 17:00 leave 2 hours before it', taken: taken('19:00-22:00'), first: '09:00', last: '17:00', count: 33 },
  {
    name: 'a gap of exactly 2 hours between two taken times fits one start',
    taken: taken('09:00-16:00', '18:00-22:00'),
    first: '16:00',
    last: '16:00',
    count: 1,
  },
  { name: 'a gap shorter than 2 hours fits none', taken: taken('09:00-16:15', '18:00-22:00'), first: undefined, last: undefined, count: 0 },
])('start times fit when their first 2 hours are free: $name', ({ taken: times, first, last, count }) => {
  const starts = startTimesThatFit(allAfterHoursStartTimes(WINDOW), times);
  expect([starts[0], starts.at(-1), starts.length]).toEqual([first, last, count]);
});

test('today, only the start times still offered are kept', () => {
  expect(startTimesThatFit(['19:30', '19:45', '20:00'], taken('09:30-16:00'))).toEqual(['19:30', '19:45', '20:00']);
});

test.each([
  { name: 'nothing taken: every end time', start: '18:00', taken: [], ends: ['20:00', '20:30', '21:00', '21:30', '22:00'] },
  { name: 'a hire from 21:00: ends up to 21:00', start: '18:00', taken: taken('21:00-22:00'), ends: ['20:00', '20:30', '21:00'] },
  { name: 'a taken time before the start does not matter', start: '18:00', taken: taken('09:30-16:00'), ends: ['20:00', '20:30', '21:00', '21:30', '22:00'] },
  { name: 'a taken time inside the first 2 hours: none', start: '18:00', taken: taken('19:00-19:30'), ends: [] },
  { name: 'a taken time ending on a half hour: ends before it only', start: '15:00', taken: taken('17:30-18:00'), ends: ['17:00', '17:30'] },
])('end times stop before the next taken time: $name', ({ start, taken: times, ends }) => {
  expect(endTimesThatFit(start, times, WINDOW)).toEqual(ends);
});

test.each([
  { name: 'nothing taken', taken: [], full: false },
  { name: 'parties all day leave the evening', taken: taken('09:30-18:30'), full: false },
  { name: 'a hire of the whole day', taken: taken('09:00-22:00'), full: true },
  { name: 'taken until 20:01: no 2 hours left before 22:00', taken: taken('09:00-20:15'), full: true },
  { name: 'free from 20:00: one start left', taken: taken('09:00-20:00'), full: false },
  { name: 'gaps under 2 hours only', taken: taken('09:00-10:45', '12:30-14:15', '16:00-17:45', '19:30-22:00'), full: true },
])('a day is fully taken when no start time leaves 2 hours free: $name', ({ taken: times, full }) => {
  expect(isAfterHoursDayFullyTaken(times, WINDOW)).toBe(full);
});

const at = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

test.each([
  { name: 'nothing', ranges: [], joined: [] },
  { name: 'in order, apart', ranges: [['18:00', '20:00'], ['09:30', '11:30']], joined: taken('09:30-11:30', '18:00-20:00') },
  { name: 'overlapping parties in two rooms are one taken time', ranges: [['09:30', '11:30'], ['10:00', '12:00']], joined: taken('09:30-12:00') },
  { name: 'back to back parties are one taken time', ranges: [['09:30', '11:30'], ['11:30', '13:30']], joined: taken('09:30-13:30') },
  { name: 'one inside another', ranges: [['09:00', '22:00'], ['12:00', '13:00']], joined: taken('09:00-22:00') },
  { name: 'before 09:00 is cut at 09:00', ranges: [['07:00', '10:00']], joined: taken('09:00-10:00') },
  { name: 'until midnight is cut at 22:00', ranges: [['20:00', '24:00']], joined: taken('20:00-22:00') },
  { name: 'wholly outside the hire day is left out', ranges: [['22:00', '24:00'], ['06:00', '09:00']], joined: [] },
])('a day\'s taken times, joined and cut to 09:00-22:00: $name', ({ ranges, joined }) => {
  expect(joinTakenTimes(ranges.map(([start = '', end = '']) => [at(start), at(end)] as const), WINDOW)).toEqual(joined);
});

test('another window the venue sets moves every list with it: 10:00 to 18:00 starts 10:00 to 16:00, ends up to 18:00', () => {
  const window = { opens: '10:00', closes: '18:00' };
  expect(allAfterHoursStartTimes(window).slice(0, 2)).toEqual(['10:00', '10:15']);
  expect(allAfterHoursStartTimes(window).at(-1)).toBe('16:00');
  expect(isAfterHoursStartTime('09:45', window)).toBe(false);
  expect(afterHoursEndTimes('15:00', window)).toEqual(['17:00', '17:30', '18:00']);
  expect(joinTakenTimes([[at('08:00'), at('11:00')], [at('17:00'), at('23:00')]], window)).toEqual([
    { start: '10:00', end: '11:00' },
    { start: '17:00', end: '18:00' },
  ]);
  expect(isAfterHoursDayFullyTaken([{ start: '11:00', end: '18:00' }], window)).toBe(true);
});

test('a window shorter than the 2 hours a hire lasts offers no start time', () => {
  expect(allAfterHoursStartTimes({ opens: '21:00', closes: '22:00' })).toEqual([]);
});
