import type { BookingUpdated, EditQuote, Guest, Id, PaymentOption, Rsvp } from '@party/domain';
import { baseApi, bookingTag } from '@party/shared-ui';

// The edit page's own calls: its guests' RSVPs, the price of the edit as the server will charge it,
// and saving the edit (SPEC.md §7). Reading the booking and opening a checkout are shared-ui's.

interface ChosenItem {
  id: Id;
  quantity?: number | null;
  price?: number | null;
}

/** The body of POST /api/bookings/{id}/quote, as the domain's bookingEditSchema checks it. */
export interface BookingEdit {
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

/** The body of PUT /api/bookings/{id} (bookingUpdateSchema): the edit and the terms box of step 2, which the API requires. */
export interface BookingUpdate extends BookingEdit {
  acceptTerms: boolean;
}

export const editBookingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRsvps: build.query<Rsvp[], string>({
      query: (id) => `/bookings/${encodeURIComponent(id)}/rsvps`,
      providesTags: (_result, _error, id) => [{ type: 'Rsvps', id }],
    }),
    /** What saving this edit would charge, worked out by the server as PUT will; nothing is saved. */
    quoteEdit: build.query<EditQuote, { id: string; edit: BookingEdit }>({
      query: ({ id, edit }) => ({ url: `/bookings/${encodeURIComponent(id)}/quote`, method: 'POST', body: edit }),
      providesTags: (_result, _error, { id }) => [bookingTag(id)],
      // One answer per set of choices: kept a minute, for a parent going back and forth.
      keepUnusedDataFor: 60,
    }),
    updateBooking: build.mutation<BookingUpdated, { id: string; changes: BookingUpdate }>({
      query: ({ id, changes }) => ({ url: `/bookings/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      invalidatesTags: (_result, _error, { id }) => [bookingTag(id)],
    }),
  }),
});

export const { useGetRsvpsQuery, useQuoteEditQuery, useUpdateBookingMutation } = editBookingApi;
