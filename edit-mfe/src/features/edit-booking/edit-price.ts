import {
  bookingMoney,
  remainingCents,
  toCents,
  toDollars,
  type BookingRecord,
  type EditBookingQuote,
  type EditQuote,
  type PaymentOption,
} from '@party/domain';
import type { PaymentRow, PriceFigure } from '@party/shared-ui';

// The money of an edit as the page shows it. The server's quote (POST /api/bookings/{id}/quote)
// has the last word; until it answers for the choices on screen, the page shows its own estimate,
// worked out by the same domain rules from the booking's record.

/**
 * What has been paid that counts toward the booking, from its record: the final price less what
 * remains, or, once nothing remains, what was received less what is owed back.
 */
export function countedPaid(booking: Pick<BookingRecord, 'finalPrice' | 'remainingAmount' | 'totalPaidAmount' | 'amountOwedBack'>): number {
  if (toCents(booking.remainingAmount) > 0) return toDollars(toCents(booking.finalPrice) - toCents(booking.remainingAmount));
  return toDollars(Math.max(0, toCents(booking.totalPaidAmount) - toCents(booking.amountOwedBack)));
}

/**
 * The page's estimate of an edit's quote: its price (quoteEdit), and what follows for the booking's
 * money by the domain's rule (bookingMoney). A pending booking the edit makes free is confirmed.
 */
export function estimateQuote(price: EditBookingQuote, numberOfKids: number, booking: BookingRecord): EditQuote {
  const finalCents = toCents(price.finalPrice);
  const status = booking.status === 'pending' && finalCents === 0 ? 'confirmed' : booking.status;
  const receivedCents = toCents(booking.totalPaidAmount);
  const money = bookingMoney({ status, finalCents, paidCents: toCents(countedPaid(booking)), receivedCents });
  return {
    numberOfKids,
    totalPrice: price.total,
    appliedDiscountAmount: price.appliedDiscountAmount,
    finalPrice: price.finalPrice,
    totalPaidAmount: booking.totalPaidAmount,
    remainingAmount: toDollars(money.remainingCents),
    amountOwedBack: toDollars(money.owedBackCents),
    amountDueNow: price.amountDueNow,
  };
}

/** What is left to pay on the day once the chosen option's payment is made now. */
export function balanceOnTheDay(quote: Pick<EditQuote, 'remainingAmount' | 'amountDueNow'>): number {
  return toDollars(remainingCents(toCents(quote.remainingAmount), toCents(quote.amountDueNow)));
}

/**
 * What is paid: already, now by the chosen option (a deposit or the rest), on the day, and what
 * the venue owes back. Without a payment option chosen, or paying on the day, the whole balance is
 * due on the day.
 */
export function paymentRows(figures: EditQuote, option: PaymentOption | ''): PaymentRow[] {
  const paysNow = (option === 'deposit' || option === 'full') && figures.amountDueNow > 0 ? option : undefined;
  return [
    { row: 'paid', amount: figures.totalPaidAmount },
    ...(paysNow ? [{ row: 'pay-now' as const, option: paysNow, amount: figures.amountDueNow }] : []),
    { row: 'balance', amount: paysNow ? balanceOnTheDay(figures) : figures.remainingAmount },
    ...(figures.amountOwedBack > 0 ? [{ row: 'owed-back' as const, amount: figures.amountOwedBack }] : []),
  ];
}

/**
 * The edit's price as the phone's bar keeps it in view: the final price, what is left for the day
 * once the chosen option is paid, and any money owed back (the same figures as the summary).
 */
export function priceFigures(figures: EditQuote, option: PaymentOption | ''): PriceFigure[] {
  const balance = paymentRows(figures, option).find((row) => row.row === 'balance')?.amount ?? 0;
  return [
    { label: 'Total', amount: figures.finalPrice },
    { label: 'Balance', amount: balance },
    ...(figures.amountOwedBack > 0 ? [{ label: 'Owed back', amount: figures.amountOwedBack }] : []),
  ];
}
