import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CouponType } from '@party/domain';
import { startedOver } from './wizard-slice';

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
}

export const initialCheckoutState: CheckoutState = { appliedCoupon: null, initiated: null };

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    couponApplied(state, action: PayloadAction<AppliedCoupon>) {
      state.appliedCoupon = action.payload;
    },
    /** On any coupon failure the coupon and its discount are cleared. */
    couponCleared(state) {
      state.appliedCoupon = null;
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
  },
  selectors: {
    selectCheckout: (state) => state,
    selectAppliedCoupon: (state) => state.appliedCoupon,
    selectInitiatedBooking: (state) => state.initiated,
  },
});

export const { couponApplied, couponCleared, bookingInitiated, initiatedBookingForgotten } = checkoutSlice.actions;
export const { selectCheckout, selectAppliedCoupon, selectInitiatedBooking } = checkoutSlice.selectors;
