import { toCents, toDollars, type AfterHoursPricing } from '@party/domain';
import type { PaymentRow } from '@party/shared-ui';
import type { AfterHoursRecord } from '../../shared/api';

/** What the booking has paid and what it still owes, as the API recorded them. */
export interface BookingMoney {
  paid: number;
  remaining: number;
}

export function bookingMoney(booking: AfterHoursRecord): BookingMoney {
  const paid = booking.totalPaidAmount;
  return { paid, remaining: booking.status === 'canceled' ? 0 : toDollars(Math.max(0, toCents(booking.pricing.total) - toCents(paid))) };
}

/** The summary's payment rows for the price as the form stands: paid so far, and what that price leaves to pay. */
export function paidRows(booking: AfterHoursRecord) {
  const { paid } = bookingMoney(booking);
  return (pricing: AfterHoursPricing): PaymentRow[] => [
    { row: 'paid', amount: paid },
    { row: 'balance', amount: toDollars(Math.max(0, toCents(pricing.total) - toCents(paid))) },
  ];
}
