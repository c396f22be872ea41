import { clampCents, priceCents, toDollars } from '../money';
import type { PaymentOption } from '../contract/bookings';
import { DEPOSIT_AMOUNT } from '../venue';
import { depositDueCents, remainingCents } from './charges';

/** The final price is the total less the discount; the discount counts from 0 up to the total. */
export function finalPrice(total: number, discount: number): number {
  const totalCents = priceCents(total);
  return toDollars(totalCents - clampCents(priceCents(discount), totalCents));
}

/** The main flow's deposit is the venue's deposit ($100), or the final price when that is less. */
export function depositDue(finalPriceDollars: number, depositAmount: number = DEPOSIT_AMOUNT): number {
  return toDollars(depositDueCents(priceCents(finalPriceDollars), priceCents(depositAmount)));
}

/** The balance due on the day is the final price minus the deposit ($100), never below 0. */
export function balanceDueOnDay(finalPriceDollars: number, depositAmount: number = DEPOSIT_AMOUNT): number {
  return toDollars(remainingCents(priceCents(finalPriceDollars), priceCents(depositAmount)));
}

/** Main flow: a deposit payment pays the deposit now, a full payment pays the final price. */
export function mainFlowAmountDueNow(
  finalPriceDollars: number,
  paymentOption: PaymentOption,
  depositAmount: number = DEPOSIT_AMOUNT,
): number {
  if (paymentOption === 'deposit') return depositDue(finalPriceDollars, depositAmount);
  if (paymentOption === 'full') return toDollars(priceCents(finalPriceDollars));
  return 0;
}

/**
 * Edit and pay-now flows: what the chosen option's checkout takes now. The price does not depend on
 * the option (SPEC.md §4: in the edit flow's price, deposit is treated as full). A deposit, offered
 * only while nothing has been paid, takes the deposit ($100, or the final price when less), as its
 * checkout does; once something is paid it is treated as full: the final price less what has been
 * paid, never below 0. 'later' pays nothing now.
 */
export function editFlowAmountDueNow(
  finalPriceDollars: number,
  totalPaid: number,
  paymentOption: PaymentOption,
  depositAmount: number = DEPOSIT_AMOUNT,
): number {
  if (paymentOption === 'later') return 0;
  const finalCents = priceCents(finalPriceDollars);
  const paidCents = priceCents(totalPaid);
  if (paymentOption === 'deposit' && paidCents === 0) return toDollars(depositDueCents(finalCents, priceCents(depositAmount)));
  return toDollars(remainingCents(finalCents, paidCents));
}

export interface MainBookingTotals {
  totalPrice: number;
  appliedDiscountAmount: number;
  finalPrice: number;
  depositAmount: number;
  balanceDueOnDay: number;
}

/** The money fields of a new booking (POST /api/booking-initiate) from its total and discount. */
export function mainBookingTotals(
  total: number,
  discount: number,
  depositAmount: number = DEPOSIT_AMOUNT,
): MainBookingTotals {
  const final = finalPrice(total, discount);
  return {
    totalPrice: toDollars(priceCents(total)),
    appliedDiscountAmount: toDollars(priceCents(total) - priceCents(final)),
    finalPrice: final,
    depositAmount: depositDue(final, depositAmount),
    balanceDueOnDay: balanceDueOnDay(final, depositAmount),
  };
}

/**
 * Which payment options a booking offers: deposit only while it is pending, later ('Pay on Event
 * Day') only while it is confirmed, full for both. A canceled booking cannot be paid.
 */
export function paymentOptionsFor(status: string): PaymentOption[] {
  if (status === 'pending') return ['deposit', 'full'];
  if (status === 'confirmed') return ['full', 'later'];
  return [];
}

/**
 * The pay-now page offers 'Pay Party Deposit' only while no deposit has been recorded (depositAmount
 * is 0) and, as every deposit, only while the booking is pending: one paid in full and then added
 * to has a depositAmount of 0 too, but owes its balance, not a deposit.
 */
export function offersDepositPayment(booking: { depositAmount: number; status: string }): boolean {
  return priceCents(booking.depositAmount) === 0 && paymentOptionsFor(booking.status).includes('deposit');
}

export type EditUpdateNext = 'full-checkout' | 'booking-success' | 'checkout';

/**
 * After an edit is saved: a confirmed booking paying in full goes to the full-payment checkout, a
 * confirmed booking paying later goes to the confirmation page, a pending booking goes to checkout.
 * Undefined when no payment step follows (any other combination).
 */
export function nextStepAfterEdit(status: string, paymentOption: PaymentOption): EditUpdateNext | undefined {
  if (status === 'confirmed' && paymentOption === 'full') return 'full-checkout';
  if (status === 'confirmed' && paymentOption === 'later') return 'booking-success';
  if (status === 'pending' && (paymentOption === 'deposit' || paymentOption === 'full')) return 'checkout';
  return undefined;
}
