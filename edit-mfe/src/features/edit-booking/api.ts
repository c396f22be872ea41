import { API_PATHS, apiPath, type AttendanceForm, type BookingEditRequest, type BookingUpdated, type BookingUpdateRequest, type EditQuote, type RsvpList } from '@party/domain';
import { baseApi, bookingTag } from '@party/shared-ui';

// The edit page's own calls: its guests' RSVPs, the price of the edit as the server will charge it,
// and saving the edit (SPEC.md §7), shaped by the contract. Reading the booking and opening a
// checkout are shared-ui's.

export const editBookingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every family's answer to the invitation, and the totals. */
    getRsvps: build.query<RsvpList, string>({
      query: (id) => apiPath(API_PATHS.bookingRsvps, { id }),
      providesTags: (_result, _error, id) => [{ type: 'Rsvps', id }],
    }),
    /**
     * The guest of honour's family's attendance form (decision 062): its status and its link. The
     * form itself is filled on its own page, the one every family fills.
     */
    getFamilyForm: build.query<AttendanceForm, string>({
      query: (id) => apiPath(API_PATHS.bookingAttendanceForm, { id }),
    }),
    /** What saving this edit would charge, worked out by the server as PUT will; nothing is saved. */
    quoteEdit: build.query<EditQuote, { id: string; edit: BookingEditRequest }>({
      query: ({ id, edit }) => ({ url: apiPath(API_PATHS.bookingQuote, { id }), method: 'POST', body: edit }),
      providesTags: (_result, _error, { id }) => [bookingTag(id)],
      // One answer per set of choices: kept a minute, for a parent going back and forth.
      keepUnusedDataFor: 60,
    }),
    updateBooking: build.mutation<BookingUpdated, { id: string; changes: BookingUpdateRequest }>({
      query: ({ id, changes }) => ({ url: apiPath(API_PATHS.booking, { id }), method: 'PUT', body: changes }),
      invalidatesTags: (_result, _error, { id }) => [bookingTag(id)],
    }),
  }),
});

export const { useGetFamilyFormQuery, useGetRsvpsQuery, useQuoteEditQuery, useUpdateBookingMutation } = editBookingApi;
