import type { BookingRecord, Id } from '@party/domain';
import { baseApi } from './base-api';

// A party booking as the API reads it back, for every page that shows one.

export const bookingTag = (id: Id) => ({ type: 'Booking' as const, id: String(id) });

export const bookingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBooking: build.query<BookingRecord, string>({
      query: (id) => `/bookings/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [bookingTag(id), { type: 'Booking', id: 'LIST' }],
    }),
    /** The confirmation page after a checkout: the booking of a checkout session. */
    getBookingBySession: build.query<BookingRecord, string>({
      query: (sessionId) => `/bookings/session/${encodeURIComponent(sessionId)}`,
      providesTags: (result) => (result ? [bookingTag(result.bookingId)] : []),
    }),
  }),
});

export const { useGetBookingQuery, useGetBookingBySessionQuery } = bookingApi;
