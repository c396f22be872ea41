import { couponDiscount } from '../coupon';
import { toCents, toDollars } from '../money';
import type { Coupon } from '../types';
import type { PaymentOption } from '../contract/bookings';
import type { Guest } from '../contract/booking-answers';
import { headCount } from './line-items';
import { priceBooking, type BookingPriceInput, type PriceBreakdown } from './main-flow';
import { editFlowAmountDueNow, finalPrice } from './payment';

/**
 * The guests who count on an edit-flow guest list: entries with a name, email or phone filled in
 * (every field is optional, and the list may hold rows left empty).
 */
export function guestCount(guests: ReadonlyArray<Partial<Guest>>): number {
  return guests.filter((guest) => [guest.name, guest.email, guest.phone].some((value) => (value ?? '').trim() !== '')).length;
}

/**
 * Edit flow: the number of kids is the parent's (decision 031, which reverses SPEC.md §5's rule of
 * counting them from the guest list): the number the edit asks for, else the number booked. The
 * guest list and the RSVPs only inform it.
 */
export function editNumberOfKids(requested: number | undefined, booked: number): number {
  return requested ?? booked;
}

export interface EditBookingPriceInput extends BookingPriceInput {
  /** Guests on the booking's guest list. */
  guestCount: number;
  /** The booking's coupon: its discount is worked out again on the new total. */
  coupon?: Pick<Coupon, 'type' | 'amount'> | null;
  /** Used when the coupon itself is not at hand: the discount recorded on the booking. */
  appliedDiscountAmount?: number;
  /** What has been paid so far, in dollars. */
  totalPaid?: number;
  paymentOption?: PaymentOption;
  /** The venue's deposit, which a deposit pays now while nothing is paid ($100 unless given). */
  depositAmount?: number;
  /** The fees on the booking's bill beyond its order (rebooking fees, decision 052), in dollars: added after the discount. */
  fees?: number;
}

export interface EditBookingQuote extends PriceBreakdown {
  appliedDiscountAmount: number;
  finalPrice: number;
  /** What the chosen payment option pays now. */
  amountDueNow: number;
}

/**
 * Prices an edited booking: per_child add-ons count the larger of the guests and the kids; the
 * discount is capped at the total and never below 0; the bill's fees (a rebooking fee) come on top,
 * untouched by a coupon; what is due now is what the chosen option's checkout takes
 * (editFlowAmountDueNow).
 */
export function priceEditBooking(input: EditBookingPriceInput): EditBookingQuote {
  const perChildCount = Math.max(headCount(input.guestCount), headCount(input.numberOfKids));
  const breakdown = priceBooking(input, perChildCount);
  const discount = input.coupon ? couponDiscount(input.coupon, breakdown.total) : (input.appliedDiscountAmount ?? 0);
  const discounted = finalPrice(breakdown.total, discount);
  const final = toDollars(toCents(discounted) + Math.max(0, toCents(input.fees ?? 0)));
  return {
    ...breakdown,
    appliedDiscountAmount: toDollars(toCents(breakdown.total) - toCents(discounted)),
    finalPrice: final,
    amountDueNow: editFlowAmountDueNow(final, input.totalPaid ?? 0, input.paymentOption ?? 'full', input.depositAmount),
  };
}
