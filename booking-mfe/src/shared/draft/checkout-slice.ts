import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createBookingDraft, type BookingDraft, type CouponType } from '@party/domain';

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

export interface BookingDraftState {
  /** The form's values; `coupon` is the code as typed, `appliedCoupon` the one the server accepted. */
  draft: BookingDraft;
  appliedCoupon: AppliedCoupon | null;
  initiated: InitiatedBooking | null;
  /** Bumped by every reset, so that the form starts afresh from the default draft. */
  generation: number;
}

export function initialBookingDraftState(): BookingDraftState {
  return { draft: createBookingDraft(), appliedCoupon: null, initiated: null, generation: 0 };
}

export const bookingDraftSlice = createSlice({
  name: 'bookingDraft',
  initialState: initialBookingDraftState,
  reducers: {
    /** The form's values, whenever they change. */
    draftUpdated(state, action: PayloadAction<BookingDraft>) {
      state.draft = action.payload;
    },
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
    /** A reset returns every field to its default (the wizard also goes back to step 1). */
    draftReset(state) {
      return { ...initialBookingDraftState(), generation: state.generation + 1 };
    },
  },
  selectors: {
    selectDraft: (state) => state.draft,
    selectAppliedCoupon: (state) => state.appliedCoupon,
    selectInitiatedBooking: (state) => state.initiated,
    selectDraftGeneration: (state) => state.generation,
  },
});

export const { draftUpdated, couponApplied, couponCleared, bookingInitiated, initiatedBookingForgotten, draftReset } =
  bookingDraftSlice.actions;
export const { selectDraft, selectAppliedCoupon, selectInitiatedBooking, selectDraftGeneration } = bookingDraftSlice.selectors;
