import { API_PATHS, apiPath, type BookingRecord } from '@party/domain';
import { baseApi } from './base-api';

// A party booking as the API reads it back, for every page that shows one.

export const bookingTag = (id: string) => ({ type: 'Booking' as const, id });

export const bookingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBooking: build.query<BookingRecord, string>({
      query: (id) => apiPath(API_PATHS.booking, { id }),
      providesTags: (_result, _error, id) => [bookingTag(id)],
    }),
    /** The confirmation page after a checkout: the booking of a checkout session. */
    getBookingBySession: build.query<BookingRecord, string>({
      query: (sessionId) => apiPath(API_PATHS.bookingBySession, { sessionId }),
      providesTags: (result) => (result ? [bookingTag(result.bookingId)] : []),
    }),
  }),
});

export const { useGetBookingQuery, useGetBookingBySessionQuery } = bookingApi;
