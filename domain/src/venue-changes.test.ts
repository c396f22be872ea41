import type { WeeklyHours } from './opening-hours';
import { bookingExceptions, closureMeets, touchedByHoursChange, withinHours, type BookedTime, type BookingHours, type ClosedTime } from './venue-changes';

// Which bookings a closure or an hours change touches, and why the run sheet flags one (decision
// 059). 2031-06-20 is a Friday; 2031-12-25 a public holiday.

const day = { opens: '09:30', closes: '17:30' };
const WEEK: WeeklyHours = { days: { mon: day, tue: day, wed: day, thu: day, fri: { opens: '09:30', closes: '19:30' }, sat: day, sun: null }, publicHolidays: { opens: '10:00', closes: '17:00' } };
const HOURS: BookingHours = { week: WEEK, afterHours: { opens: '09:00', closes: '22:00' } };
const party = (overrides: Partial<BookedTime> = {}): BookedTime => ({ kind: 'party', date: '2031-06-20', startTime: '10:00', endTime: '12:00', roomId: 'ocean-room', ...overrides });
const hire = (overrides: Partial<BookedTime> = {}): BookedTime => ({ kind: 'hire', date: '2031-06-20', startTime: '18:00', endTime: '21:00', roomId: null, ...overrides });
const block = (start: string | null, end: string | null, roomId: string | null = null): ClosedTime => ({ start, end, roomId });

test.each([
  { name: 'a closed day closes every party', booked: party(), closure: block(null, null), meets: true },
  { name: 'a closed day closes the hire', booked: hire(), closure: block(null, null), meets: true },
  { name: "a block of the party's room meeting its time closes it", booked: party(), closure: block('11:30', '15:00', 'ocean-room'), meets: true },
  { name: 'a block of another room does not', booked: party(), closure: block('10:00', '12:00', 'space-room'), meets: false },
  { name: 'a block of one room never closes a hire (decision 040)', booked: hire(), closure: block('18:00', '21:00', 'ocean-room'), meets: false },
  { name: 'a block of the whole centre meeting the hire closes it', booked: hire(), closure: block('20:00', '22:00'), meets: true },
  { name: 'a block ending as the party starts is back to back: it does not meet', booked: party(), closure: block('08:00', '10:00'), meets: false },
  { name: 'a block starting as the party ends does not meet', booked: party(), closure: block('12:00', '13:00'), meets: false },
])('$name', ({ booked, closure, meets }) => {
  expect(closureMeets(booked, closure)).toBe(meets);
});

test.each([
  { name: "a party within its weekday's hours", booked: party(), within: true },
  { name: 'a party ending at closing time', booked: party({ startTime: '17:30', endTime: '19:30' }), within: true },
  { name: 'a party ending after closing time', booked: party({ startTime: '18:00', endTime: '20:00' }), within: false },
  { name: 'a party starting before opening', booked: party({ startTime: '09:00', endTime: '11:00' }), within: false },
  { name: 'a party on a day the venue does not open (Sunday)', booked: party({ date: '2031-06-22' }), within: false },
  { name: "a party on a public holiday keeps the holiday's hours, not its weekday's", booked: party({ date: '2031-12-25', startTime: '09:30', endTime: '11:30' }), within: false },
  { name: 'a hire within the after-hours window', booked: hire(), within: true },
  { name: 'a hire ending after the window', booked: hire({ startTime: '20:00', endTime: '22:30' }), within: false },
])('within the hours: $name ($within)', ({ booked, within }) => {
  expect(withinHours(booked, HOURS)).toBe(within);
});

const fridayTo = (closes: string): BookingHours => ({ ...HOURS, week: { ...WEEK, days: { ...WEEK.days, fri: { opens: '09:30', closes } } } });

test.each([
  { name: 'within the hours before, outside after: touched', booked: party({ startTime: '16:00', endTime: '18:00' }), before: HOURS, after: fridayTo('17:00'), touched: true },
  { name: 'within both: not touched', booked: party(), before: HOURS, after: fridayTo('17:00'), touched: false },
  { name: 'outside both (kept at an earlier change): not asked again', booked: party({ startTime: '16:00', endTime: '18:00' }), before: fridayTo('17:00'), after: fridayTo('16:30'), touched: false },
  { name: 'outside before, within after: not touched', booked: party({ startTime: '16:00', endTime: '18:00' }), before: fridayTo('17:00'), after: HOURS, touched: false },
  { name: 'a hire the window no longer holds: touched', booked: hire(), before: HOURS, after: { ...HOURS, afterHours: { opens: '09:00', closes: '20:00' } }, touched: true },
  { name: "a party on a day the venue stops opening: touched", booked: party(), before: HOURS, after: { ...HOURS, week: { ...WEEK, days: { ...WEEK.days, fri: null } } }, touched: true },
])('an hours change: $name', ({ booked, before, after, touched }) => {
  expect(touchedByHoursChange(booked, before, after)).toBe(touched);
});

test('a booking on a closed time, outside the hours, is flagged for each: the closures meeting it, then the hours', () => {
  const closures = [block('11:30', '15:00', 'ocean-room'), block('08:00', '09:00'), block('10:00', '11:00', 'space-room')];
  expect(bookingExceptions(party({ startTime: '18:00', endTime: '20:00' }), closures, HOURS)).toEqual([{ kind: 'outside-hours', hours: { opens: '09:30', closes: '19:30' } }]);
  expect(bookingExceptions(party(), closures, HOURS)).toEqual([{ kind: 'closed', closure: closures[0] }]);
  expect(bookingExceptions(party({ date: '2031-06-22' }), [], HOURS)).toEqual([{ kind: 'outside-hours', hours: null }]);
  expect(bookingExceptions(hire({ endTime: '22:30' }), [block(null, null)], HOURS)).toEqual([
    { kind: 'closed', closure: block(null, null) },
    { kind: 'outside-hours', hours: { opens: '09:00', closes: '22:00' } },
  ]);
});
