import type { BookingStatus } from './contract/bookings';
import type { StaffMoney } from './contract/staff-day';
import { staffMoneyState } from './money-state';

const SYDNEY = 'Australia/Sydney';
/** 10 am on Saturday 12 July 2031 in Sydney (AEST, UTC+10). */
const NOW = new Date('2031-07-12T00:00:00Z');

const money = (overrides: Partial<StaffMoney>): StaffMoney => ({ finalPrice: 400, paid: 0, due: 400, owedBack: 0, holdUntil: null, ...overrides });

test.each<{ name: string; status: BookingStatus; money: StaffMoney; label: string; tone: string; owedBack?: string }>([
  { name: 'a party paid in full', status: 'confirmed', money: money({ paid: 400, due: 0 }), label: 'Paid in full', tone: 'paid' },
  { name: 'a free party (a 100 % coupon) is paid in full', status: 'confirmed', money: money({ finalPrice: 0, due: 0 }), label: 'Paid in full', tone: 'paid' },
  { name: 'a deposit paid leaves the rest due on the day', status: 'confirmed', money: money({ paid: 100, due: 300 }), label: '$300.00 due on the day', tone: 'due' },
  { name: 'cents and thousands as the venue writes them', status: 'confirmed', money: money({ finalPrice: 1334.5, paid: 100, due: 1234.5 }), label: '$1,234.50 due on the day', tone: 'due' },
  {
    name: 'unpaid and still held: until when, venue time',
    status: 'pending',
    money: money({ holdUntil: '2031-07-12T00:30:00.000Z' }),
    label: 'Unpaid, held until 10:30 AM',
    tone: 'unpaid',
  },
  {
    name: 'unpaid, held past midnight: the day is said',
    status: 'pending',
    money: money({ holdUntil: '2031-07-12T14:15:00.000Z' }),
    label: 'Unpaid, held until Sun 13 Jul, 12:15 AM',
    tone: 'unpaid',
  },
  {
    name: 'unpaid and its hold has run out',
    status: 'pending',
    money: money({ holdUntil: '2031-07-11T23:45:00.000Z' }),
    label: 'Unpaid, hold ran out at 9:45 AM',
    tone: 'unpaid',
  },
  { name: 'unpaid, its hold ends now: no longer held', status: 'pending', money: money({ holdUntil: NOW.toISOString() }), label: 'Unpaid, hold ran out at 10:00 AM', tone: 'unpaid' },
  { name: 'unpaid with no hold on record', status: 'pending', money: money({}), label: 'Unpaid, not held', tone: 'unpaid' },
  { name: 'a canceled booking owes nothing on the day', status: 'canceled', money: money({ due: 0 }), label: 'Canceled', tone: 'canceled' },
  {
    name: 'what the venue owes back is said beside the state',
    status: 'confirmed',
    money: money({ finalPrice: 380, paid: 400, due: 0, owedBack: 20 }),
    label: 'Paid in full',
    tone: 'paid',
    owedBack: 'Owes back $20.00',
  },
  {
    name: 'a canceled booking that was paid is owed back',
    status: 'canceled',
    money: money({ paid: 100, due: 0, owedBack: 100 }),
    label: 'Canceled',
    tone: 'canceled',
    owedBack: 'Owes back $100.00',
  },
])('$name: $label', ({ status, money: bookingMoney, label, tone, owedBack }) => {
  expect(staffMoneyState(bookingMoney, status, NOW, SYDNEY)).toEqual({ label, tone, owedBack });
});

test('the hold is read on the venue clock, not the machine one', () => {
  // The same instant is 10:30 AM in Sydney and 8:30 PM the day before in Los Angeles.
  expect(staffMoneyState(money({ holdUntil: '2031-07-12T00:30:00.000Z' }), 'pending', NOW, 'America/Los_Angeles').label).toBe(
    'Unpaid, held until 5:30 PM',
  );
});
