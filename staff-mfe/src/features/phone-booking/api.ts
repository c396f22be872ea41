import { API_PATHS, type PhoneAvailability, type PhoneBookingChoices, type PhoneBookingMade, type PhoneBookingRequest } from '@party/domain';
import { baseApi } from '@party/shared-ui';
import { READ_AFRESH, readPage, staffDayTag } from '../../shared/staff-queries';

// A party booked for a parent on the phone or at the counter (decision 054): what it can choose,
// the start times and rooms free on a day, and the booking. Made, it refreshes the day's sheets
// and the bookings found, and the times it took.

export const phoneBookingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBookingChoices: build.query<PhoneBookingChoices, void>(readPage(API_PATHS.staffBookingChoices)),
    /** The day's start times for the package's length, each with the rooms free then and big enough for the kids. */
    getPhoneAvailability: build.query<PhoneAvailability, { date: string; packageId: string; kids: number }>({
      query: ({ date, packageId, kids }) => ({ url: API_PATHS.staffAvailability, params: { date, packageId, kids } }),
      // Any booking made or changed on a day may take or free its times.
      providesTags: (_result, _error, { date }) => [staffDayTag(date)],
      ...READ_AFRESH,
    }),
    bookByPhone: build.mutation<PhoneBookingMade, PhoneBookingRequest>({
      query: (body) => ({ url: API_PATHS.staffBookings, method: 'POST', body }),
      invalidatesTags: ['StaffBooking', 'StaffDay', 'StaffMoney', 'StaffAudit'],
    }),
  }),
});

export const { useGetBookingChoicesQuery, useGetPhoneAvailabilityQuery, useBookByPhoneMutation } = phoneBookingApi;
