import type { CouponType } from '@party/domain';

// What the page knows on the way to the checkout, besides the draft itself (which is the form's):
// the coupon the server accepted and the booking already made from the draft.

/** A coupon the server accepted, with what it needs to follow a changing total. */
export interface AppliedCoupon {
  code: string;
  type: CouponType;
  amount: number;
  /** The discount the server gave for `totalPrice`. */
  discount: number;
  totalPrice: number;
}

/** A booking already created for this draft, so that coming back from the checkout does not make a second one. */
export interface InitiatedBooking {
  bookingId: string;
  /** The booking details it was created with (see booking-payload.ts). */
  fingerprint: string;
}

export interface CheckoutState {
  appliedCoupon: AppliedCoupon | null;
  initiated: InitiatedBooking | null;
  /** Why the code in the box was refused, shown beside it until it is changed (not kept across visits). */
  couponProblem?: string | null;
}

export const initialCheckoutState: CheckoutState = { appliedCoupon: null, initiated: null, couponProblem: null };
