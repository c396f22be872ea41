import { toCents, toDollars, type AfterHoursPricing } from '@party/domain';
import type { PaymentRow } from '@party/shared-ui';
import type { AfterHoursBooking } from '@party/domain';

/**
 * What the venue keeps toward the booking: everything received, less what it owes back. An edit
 * leaves the new total less this to pay (never below 0).
 */
function kept(booking: AfterHoursBooking): number {
  return toDollars(toCents(booking.totalPaidAmount) - toCents(booking.amountOwedBack));
}

/**
 * The summary's payment rows for the price as the form stands: everything paid, and what that
 * price leaves to pay. The server works the figures out again on Update Booking, and the page
 * then shows its own (the payment panel shows the saved booking's as recorded).
 */
export function paidRows(booking: AfterHoursBooking) {
  return (pricing: AfterHoursPricing): PaymentRow[] => [
    { row: 'paid', amount: booking.totalPaidAmount },
    { row: 'balance', amount: toDollars(Math.max(0, toCents(pricing.total) - toCents(kept(booking)))) },
  ];
}
