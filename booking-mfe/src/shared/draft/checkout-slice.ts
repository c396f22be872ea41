import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { initialCheckoutState, type AppliedCoupon, type InitiatedBooking } from './checkout-state';
import { savedWizardRestored, startedOver } from './wizard-slice';

// The checkout's part of the store: its state's shape is in ./checkout-state, which the wizard's
// saved state names too (so that this slice and the wizard's do not import each other).
export { initialCheckoutState, type CheckoutState } from './checkout-state';

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
