import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CouponType } from '@party/domain';
import { savedWizardRestored, startedOver } from './wizard-slice';

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

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    couponApplied(state, action: PayloadAction<AppliedCoupon>) {
      state.appliedCoupon = action.payload;
      state.couponProblem = null;
    },
    /** On any coupon failure the coupon and its discount are cleared; the code typed stays, with why. */
    couponRefused(state, action: PayloadAction<string>) {
      state.appliedCoupon = null;
      state.couponProblem = action.payload;
    },
    /** The parent took the coupon off, or changed the code: no coupon, nothing to say. */
    couponCleared(state) {
      state.appliedCoupon = null;
      state.couponProblem = null;
    },
    bookingInitiated(state, action: PayloadAction<InitiatedBooking>) {
      state.initiated = action.payload;
    },
    initiatedBookingForgotten(state) {
      state.initiated = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(startedOver, () => initialCheckoutState);
    builder.addCase(savedWizardRestored, (_state, action) => action.payload.checkout);
  },
  selectors: {
    selectCheckout: (state) => state,
    selectAppliedCoupon: (state) => state.appliedCoupon,
    selectCouponProblem: (state) => state.couponProblem ?? null,
    selectInitiatedBooking: (state) => state.initiated,
  },
});

export const { couponApplied, couponRefused, couponCleared, bookingInitiated, initiatedBookingForgotten } = checkoutSlice.actions;
export const { selectCheckout, selectAppliedCoupon, selectCouponProblem, selectInitiatedBooking } = checkoutSlice.selectors;
