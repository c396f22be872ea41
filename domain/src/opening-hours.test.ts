import { fitsOpeningHours, hoursOn, openingHoursLines, type WeeklyHours } from './opening-hours';

// The sample venue's hours (SPEC.md §9): Mon-Thu 9:30am-5:30pm, Fri 9:30am-7:30pm, Sat-Sun
// 9:30am-6:00pm, public holidays 10:00am-5:00pm.
const weekday = { opens: '09:30', closes: '17:30' };
const hours: WeeklyHours = {
  days: { mon: weekday, tue: weekday, wed: weekday, thu: weekday, fri: { opens: '09:30', closes: '19:30' }, sat: { opens: '09:30', closes: '18:00' }, sun: { opens: '09:30', closes: '18:00' } },
  publicHolidays: { opens: '10:00', closes: '17:00' },
};

test("the lines join days with the same hours, Monday first, then public holidays: the spec's words", () => {
  expect(openingHoursLines(hours)).toEqual([
    { days: 'Mon-Thu', hours: '9:30am-5:30pm' },
    { days: 'Fri', hours: '9:30am-7:30pm' },
    { days: 'Sat-Sun', hours: '9:30am-6:00pm' },
    { days: 'Public holidays', hours: '10:00am-5:00pm' },
  ]);
});

test('a day the venue is closed reads Closed, and splits the days around it', () => {
  expect(openingHoursLines({ ...hours, days: { ...hours.days, tue: null }, publicHolidays: null })).toEqual([
    { days: 'Mon', hours: '9:30am-5:30pm' },
    { days: 'Tue', hours: 'Closed' },
    { days: 'Wed-Thu', hours: '9:30am-5:30pm' },
    { days: 'Fri', hours: '9:30am-7:30pm' },
    { days: 'Sat-Sun', hours: '9:30am-6:00pm' },
    { days: 'Public holidays', hours: 'Closed' },
  ]);
});

test.each([
  { name: 'a Monday keeps Monday hours', date: '2027-02-01', day: weekday },
  { name: 'Australia Day 2027 (a Tuesday) keeps public-holiday hours', date: '2027-01-26', day: hours.publicHolidays },
  { name: 'Anzac Day 2027 (a Sunday) keeps public-holiday hours', date: '2027-04-25', day: hours.publicHolidays },
  { name: 'Good Friday 2027 keeps public-holiday hours', date: '2027-03-26', day: hours.publicHolidays },
])('$name', ({ date, day }) => {
  expect(hoursOn(date, hours)).toEqual(day);
});

test.each([
  { name: 'a 2.5-hour party from 3:00 PM on a Monday ends at closing', date: '2027-02-01', time: '15:00', minutes: 150, fits: true },
  { name: 'a 2.5-hour party from 4:00 PM on a Monday ends after closing', date: '2027-02-01', time: '16:00', minutes: 150, fits: false },
  { name: 'a party from 9:00 AM starts before opening', date: '2027-02-01', time: '09:00', minutes: 120, fits: false },
  { name: 'a party from 9:30 AM on Anzac Day starts before its 10:00 AM opening', date: '2027-04-25', time: '09:30', minutes: 120, fits: false },
  { name: 'a 2-hour party from 3:00 PM on Anzac Day ends at its 5:00 PM closing', date: '2027-04-25', time: '15:00', minutes: 120, fits: true },
  { name: 'a 2-hour party from 4:00 PM on a Sunday that is no holiday ends at 6:00 PM closing', date: '2027-05-02', time: '16:00', minutes: 120, fits: true },
  { name: 'a day the venue is closed', date: '2027-02-02', time: '12:00', minutes: 60, fits: false, closedTuesday: true },
])('$name', ({ date, time, minutes, fits, closedTuesday }) => {
  const week = closedTuesday ? { ...hours, days: { ...hours.days, tue: null } } : hours;
  expect(fitsOpeningHours(date, time, minutes, week)).toBe(fits);
});
