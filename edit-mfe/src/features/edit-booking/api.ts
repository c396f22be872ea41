import type { BookingUpdated, Guest, Id, PaymentOption, Rsvp } from '@party/domain';
import { baseApi, bookingTag } from '@party/shared-ui';

// The edit page's own calls: its guests' RSVPs and saving the edit (SPEC.md §7). Reading the
// booking and opening a checkout are shared-ui's.

interface ChosenItem {
  id: Id;
  quantity?: number | null;
  price?: number | null;
}

/** The body of PUT /api/bookings/{id}, as the domain's bookingUpdateSchema checks it. */
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
  /** The terms box of step 2: the API refuses an edit without it. */
  acceptTerms: boolean;
}

export const editBookingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRsvps: build.query<Rsvp[], string>({
      query: (id) => `/bookings/${encodeURIComponent(id)}/rsvps`,
      providesTags: (_result, _error, id) => [{ type: 'Rsvps', id }],
    }),
    updateBooking: build.mutation<BookingUpdated, { id: string; changes: BookingUpdate }>({
      query: ({ id, changes }) => ({ url: `/bookings/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      invalidatesTags: (_result, _error, { id }) => [bookingTag(id)],
    }),
  }),
});

export const { useGetRsvpsQuery, useUpdateBookingMutation } = editBookingApi;
