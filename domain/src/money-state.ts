import type { BookingStatus } from './contract/bookings';
import type { StaffMoney } from './contract/staff-day';
import { dayjs, venueDate, type Instant } from './dates';
import { formatAud } from './format';

// A booking's money in one line, as the front desk reads it on the run sheet and a booking's page:
// whether anything is left to take on the day, and, for a booking nobody has paid for, until when
// it keeps its room (decision 032).

export type StaffMoneyTone = 'paid' | 'due' | 'unpaid' | 'canceled';

export interface StaffMoneyState {
  /** 'Paid in full', '$150.00 due on the day', 'Unpaid, held until 3:45 PM'... */
  label: string;
  /** What the line calls for: nothing ('paid'), taking money ('due', 'unpaid'), or none at all ('canceled'). */
  tone: StaffMoneyTone;
  /** 'Owes back $20.00' when the venue must refund the customer; undefined otherwise. */
  owedBack?: string;
}

/** A clock time of an instant at the venue, with its day when that is not `now`'s day: '3:45 PM', 'Fri 11 Jul, 3:45 PM'. */
function venueTime(iso: string, now: Instant, timeZone: string): string {
  const at = dayjs(iso).tz(timeZone);
  const time = at.format('h:mm A');
  return venueDate(Date.parse(iso), timeZone) === venueDate(now, timeZone) ? time : `${at.format('ddd D MMM')}, ${time}`;
}

/**
 * The money state of a booking: canceled; unpaid (nothing paid: held until its hold's deadline, or
 * no longer held once that has passed); an amount due on the day (a deposit paid); or paid in
 * full. What the venue owes back is said beside it, whatever the state.
 */
export function staffMoneyState(money: StaffMoney, status: BookingStatus, now: Instant, timeZone: string): StaffMoneyState {
  const owedBack = money.owedBack > 0 ? `Owes back ${formatAud(money.owedBack)}` : undefined;
  if (status === 'canceled') return { label: 'Canceled', tone: 'canceled', owedBack };
  if (status === 'pending') {
    const held = money.holdUntil !== null && Date.parse(money.holdUntil) > new Date(now).getTime();
    if (held) return { label: `Unpaid, held until ${venueTime(money.holdUntil!, now, timeZone)}`, tone: 'unpaid', owedBack };
    return {
      label: money.holdUntil === null ? 'Unpaid, not held' : `Unpaid, hold ran out at ${venueTime(money.holdUntil, now, timeZone)}`,
      tone: 'unpaid',
      owedBack,
    };
  }
  if (money.due > 0) return { label: `${formatAud(money.due)} due on the day`, tone: 'due', owedBack };
  return { label: 'Paid in full', tone: 'paid', owedBack };
}
