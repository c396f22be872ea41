import { API_PATHS, type BookingCreated, type BookingCreateRequest, type CouponCheckRequest, type CouponCheckResult } from '@party/domain';
import { baseApi } from '@party/shared-ui';

// Step 3's own calls: the coupon check and creating the booking (SPEC.md §4 "Complete Booking"),
// shaped by the contract. Opening its checkout is shared-ui's.

export const contactAndPaymentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    validateCoupon: build.mutation<CouponCheckResult, CouponCheckRequest>({
      query: (body) => ({ url: API_PATHS.couponCheck, method: 'POST', body }),
    }),
    initiateBooking: build.mutation<BookingCreated, BookingCreateRequest>({
      query: (body) => ({ url: API_PATHS.bookingInitiate, method: 'POST', body }),
      invalidatesTags: ['TimeSlots', 'Rooms'],
    }),
  }),
});

export const { useValidateCouponMutation, useInitiateBookingMutation } = contactAndPaymentApi;
