import type { BookingStatus, ContactInfo, CouponType, Id, MainPaymentOption } from '@party/domain';
import { baseApi } from '@party/shared-ui';

// Step 3's calls: the coupon check, creating the booking and its checkout (SPEC.md §4 "Complete
// Booking", docs/api-contract.md).

interface ChosenItem {
  id: Id;
  quantity?: number | null;
  price?: number | null;
}

export interface CouponCheckRequest {
  code: string;
  /** The cart total the browser worked out; the server prices `booking` itself. */
  total: number;
  booking: { selectedPackage: { id: Id }; numberOfKids: number; adultsFood: ChosenItem[]; addons: ChosenItem[] };
}

export type CouponCheckResult =
  | { valid: true; message: string; code: string; type: CouponType; amount: number; discount: number; totalPrice: number }
  | { valid: false; message: string };

/** The body of POST /api/booking-initiate: the domain's bookingCreateSchema. */
export interface BookingCreateRequest {
  childfName: string;
  childlName: string;
  childAge: number;
  numberOfKids: number;
  date: string;
  timeSlot: { id: Id; time: string } | null;
  room: { id: Id } | null;
  selectedPackage: { id: Id } | null;
  kidsFood: ChosenItem[];
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

export interface BookingCreated {
  bookingId?: string;
}

export interface CheckoutRequest {
  bookingId: string;
  paymentOption: MainPaymentOption;
}

export const contactAndPaymentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    validatePartyCoupon: build.mutation<CouponCheckResult, CouponCheckRequest>({
      query: (body) => ({ url: '/coupon/validate', method: 'POST', body }),
    }),
    initiatePartyBooking: build.mutation<BookingCreated, BookingCreateRequest>({
      query: (body) => ({ url: '/booking-initiate', method: 'POST', body }),
      invalidatesTags: [
        { type: 'TimeSlots', id: 'LIST' },
        { type: 'Rooms', id: 'LIST' },
      ],
    }),
    /** The deposit checkout, or the full-amount one. */
    createPartyCheckoutSession: build.mutation<{ url?: string }, CheckoutRequest>({
      query: ({ bookingId, paymentOption }) => ({
        url: paymentOption === 'full' ? '/create-dynamic-checkout-session-full' : '/create-dynamic-checkout-session',
        method: 'POST',
        body: { bookingId },
      }),
    }),
    /** Whether a booking made from this draft is still waiting for its payment. */
    getPartyBookingStatus: build.query<{ status: BookingStatus }, string>({
      query: (id) => `/bookings/${encodeURIComponent(id)}`,
      transformResponse: (record: { status: BookingStatus }) => ({ status: record.status }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useValidatePartyCouponMutation,
  useInitiatePartyBookingMutation,
  useCreatePartyCheckoutSessionMutation,
  useGetPartyBookingStatusQuery,
} = contactAndPaymentApi;
