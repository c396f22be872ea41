import { easterSunday, isPublicHoliday, publicHolidaysOf } from './public-holidays';

test.each([
  { year: 2026, easter: '2026-04-05' },
  { year: 2027, easter: '2027-03-28' },
  { year: 2028, easter: '2028-04-16' },
  { year: 2038, easter: '2038-04-25' },
])('Easter Sunday $year is $easter', ({ year, easter }) => {
  expect(easterSunday(year)).toBe(easter);
});

test("New South Wales' public holidays of 2027, as the state publishes them", () => {
  expect(publicHolidaysOf(2027)).toEqual([
    { date: '2027-01-01', name: "New Year's Day" },
    { date: '2027-01-26', name: 'Australia Day' },
    { date: '2027-03-26', name: 'Good Friday' },
    { date: '2027-03-27', name: 'Easter Saturday' },
    { date: '2027-03-28', name: 'Easter Sunday' },
    { date: '2027-03-29', name: 'Easter Monday' },
    { date: '2027-04-25', name: 'Anzac Day' },
    { date: '2027-06-14', name: "King's Birthday" },
    { date: '2027-10-04', name: 'Labour Day' },
    { date: '2027-12-25', name: 'Christmas Day' },
    { date: '2027-12-26', name: 'Boxing Day' },
    { date: '2027-12-27', name: 'Christmas Day (additional day)' },
    { date: '2027-12-28', name: 'Boxing Day (additional day)' },
  ]);
});

test.each([
  { name: 'Australia Day on a Sunday is kept on the Monday too (2025)', date: '2025-01-27', holiday: true },
  { name: "New Year's Day on a Saturday is kept on the Monday too (2022)", date: '2022-01-03', holiday: true },
  { name: 'Anzac Day on a Sunday adds no Monday (2027)', date: '2027-04-26', holiday: false },
  { name: "King's Birthday 2026 is the second Monday of June", date: '2026-06-08', holiday: true },
  { name: 'Labour Day 2026 is the first Monday of October', date: '2026-10-05', holiday: true },
  { name: 'the Bank Holiday in August is for banks only', date: '2026-08-03', holiday: false },
  { name: 'an ordinary Monday', date: '2027-02-01', holiday: false },
])('$name', ({ date, holiday }) => {
  expect(isPublicHoliday(date)).toBe(holiday);
});
