import type { BookingInitiated, ContactInfo, CouponCheckResult, Id, MainPaymentOption } from '@party/domain';
import { baseApi } from '@party/shared-ui';

// Step 3's own calls: the coupon check and creating the booking (SPEC.md §4 "Complete Booking",
// docs/api-contract.md). Opening its checkout is shared-ui's.

interface ChosenItem {
  id: Id;
  quantity: number;
  price?: number | null;
}

export interface CouponCheckRequest {
  code: string;
  /** The cart total the browser worked out; the server prices `booking` itself. */
  total: number;
  booking: { selectedPackage: { id: Id }; numberOfKids: number; adultsFood: ChosenItem[]; addons: ChosenItem[] };
}

/** The body of POST /api/booking-initiate, as the domain's bookingCreateSchema checks it. */
export interface BookingCreateRequest {
  childfName: string;
  childlName: string;
  childAge: number;
  numberOfKids: number;
  date: string;
  timeSlot: { id: Id; time: string };
  room: { id: Id };
  selectedPackage: { id: Id };
  kidsFood: Array<{ id: Id; quantity: number }>;
  adultsFood: ChosenItem[];
  addons: ChosenItem[];
  contactInfo: ContactInfo;
  acceptTerms: true;
  coupon: string;
  paymentOption: MainPaymentOption;
  guestNames: Array<{ name: string }>;
  totalPrice: number;
  finalPrice: number;
  depositAmount: number;
  appliedDiscountAmount: number;
  /** The unpaid booking made from an earlier version of this draft, which this one replaces. */
  replacesBookingId?: string;
}

export const contactAndPaymentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    validateCoupon: build.mutation<CouponCheckResult, CouponCheckRequest>({
      query: (body) => ({ url: '/coupon/validate', method: 'POST', body }),
    }),
    initiateBooking: build.mutation<BookingInitiated, BookingCreateRequest>({
      query: (body) => ({ url: '/booking-initiate', method: 'POST', body }),
      invalidatesTags: [
        { type: 'TimeSlots', id: 'LIST' },
        { type: 'Rooms', id: 'LIST' },
      ],
    }),
  }),
});

export const { useValidateCouponMutation, useInitiateBookingMutation } = contactAndPaymentApi;
