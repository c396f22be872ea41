import type { Addon, BookingRecord, BookingStatus, Guest, Id, KidsFoodItem, AdultFoodItem, PaymentOption } from '@party/domain';
import { baseApi } from '@party/shared-ui';

/** A booking as GET /api/bookings/{id} answers: the spec's record plus its reference and invitation id. */
export interface BookingDetails extends BookingRecord {
  reference: string;
  invitationId: string;
  /** Money arrived that the booking does not owe (its room was taken, it was canceled, or overpaid). */
  refundDue?: boolean;
  room: BookingRecord['room'] & { maxCapacity?: number };
}

/** One answer to the booking's invitation (GET /api/bookings/{id}/rsvps). */
export interface Rsvp {
  rsvpId: number;
  name: string;
  email: string;
  phone: string;
  kidsNames: string;
  allergies: string;
  respondedAt: string;
}

export interface FoodItems {
  kidsFood: KidsFoodItem[];
  adultsFood: AdultFoodItem[];
}

interface ChosenItem {
  id: Id;
  quantity?: number | null;
  price?: number | null;
}

/** The body of PUT /api/bookings/{id} (SPEC.md §7). */
export interface BookingUpdate {
  kidsFood: ChosenItem[];
  adultsFood: ChosenItem[];
  addons: ChosenItem[];
  guestNames: Guest[];
  paymentOption: PaymentOption;
  totalPrice: number;
  finalPrice: number;
  numberOfKids: number;
  appliedDiscountAmount: number;
}

/** The answer to PUT /api/bookings/{id}; the server's own totals come with it. */
export interface BookingUpdated {
  bookingId?: string;
  status: BookingStatus;
  paymentOption: PaymentOption;
  totalPrice?: number;
  finalPrice?: number;
  appliedDiscountAmount?: number;
}

export interface CheckoutSession {
  url: string;
}

const bookingTag = (id: Id) => ({ type: 'Booking' as const, id: String(id) });

export const bookingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBooking: build.query<BookingDetails, string>({
      query: (id) => `/bookings/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [bookingTag(id), { type: 'Booking', id: 'LIST' }],
    }),
    /** The confirmation page after a checkout: the booking of a checkout session. */
    getBookingBySession: build.query<BookingDetails, string>({
      query: (sessionId) => `/bookings/session/${encodeURIComponent(sessionId)}`,
      providesTags: (result) => (result ? [bookingTag(result.bookingId)] : []),
    }),
    getRsvps: build.query<Rsvp[], string>({
      query: (id) => `/bookings/${encodeURIComponent(id)}/rsvps`,
      providesTags: (_result, _error, id) => [{ type: 'Rsvps', id }],
    }),
    getFoodItems: build.query<FoodItems, void>({
      query: () => '/food-items',
      providesTags: [{ type: 'Catalogue', id: 'FOOD' }],
    }),
    getAddons: build.query<Addon[], void>({
      query: () => '/addons',
      providesTags: [{ type: 'Catalogue', id: 'ADDONS' }],
    }),
    updateBooking: build.mutation<BookingUpdated, { id: string; changes: BookingUpdate }>({
      query: ({ id, changes }) => ({ url: `/bookings/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      invalidatesTags: (_result, _error, { id }) => [bookingTag(id)],
    }),
    /** Checkout for the deposit of a pending booking. */
    createDepositCheckout: build.mutation<CheckoutSession, { bookingId: string }>({
      query: (body) => ({ url: '/create-dynamic-checkout-session', method: 'POST', body }),
    }),
    /** Checkout for the full amount of a pending booking. */
    createFullCheckout: build.mutation<CheckoutSession, { bookingId: string }>({
      query: (body) => ({ url: '/create-dynamic-checkout-session-full', method: 'POST', body }),
    }),
    /** Checkout for what is left to pay on an existing booking. */
    createFullPendingCheckout: build.mutation<CheckoutSession, { bookingId: string; paymentType: PaymentOption }>({
      query: (body) => ({ url: '/create-dynamic-checkout-session-full-pending-payment', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetBookingQuery,
  useGetBookingBySessionQuery,
  useGetRsvpsQuery,
  useGetFoodItemsQuery,
  useGetAddonsQuery,
  useUpdateBookingMutation,
  useCreateDepositCheckoutMutation,
  useCreateFullCheckoutMutation,
  useCreateFullPendingCheckoutMutation,
} = bookingApi;
