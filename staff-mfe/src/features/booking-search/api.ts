import { API_PATHS, type StaffBookingSearch } from '@party/domain';
import { baseApi } from '@party/shared-ui';

export const bookingSearchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Bookings by reference, child's or parent's name, email or mobile, newest first. */
    searchBookings: build.query<StaffBookingSearch, string>({
      query: (q) => ({ url: API_PATHS.staffBookings, params: { q } }),
      providesTags: ['StaffBooking'],
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useSearchBookingsQuery } = bookingSearchApi;
