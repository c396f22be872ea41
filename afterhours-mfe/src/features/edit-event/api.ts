import { API_PATHS, apiPath, type AfterHoursRequest, type AfterHoursSaved, type CancelQuote } from '@party/domain';
import { whenSaved } from '@party/shared-ui';
import { afterHoursApi, afterHoursTag } from '../../shared/api';

export const editEventApi = afterHoursApi.injectEndpoints({
  endpoints: (build) => ({
    /** Saves the changes; the server prices them again, and the page then shows the booking it answers. */
    updateAfterHoursBooking: build.mutation<AfterHoursSaved, { id: string; changes: AfterHoursRequest }>({
      query: ({ id, changes }) => ({ url: apiPath(API_PATHS.afterHoursBooking, { id }), method: 'PUT', body: changes }),
      onQueryStarted: whenSaved(({ booking }, dispatch, { id }) => {
        dispatch(afterHoursApi.util.upsertQueryData('getAfterHoursBooking', id, booking));
      }),
    }),
    /** What canceling the hire would refund (a hire keeps nothing: decision 052); nothing is saved. */
    quoteAfterHoursCancel: build.mutation<CancelQuote, string>({
      query: (id) => ({ url: apiPath(API_PATHS.afterHoursCancelQuote, { id }), method: 'POST', body: {} }),
    }),
    /** Cancels the hire with the refund shown; the page then reads the booking again, canceled. */
    cancelAfterHoursBooking: build.mutation<CancelQuote, { id: string; refund: number }>({
      query: ({ id, refund }) => ({ url: apiPath(API_PATHS.afterHoursCancel, { id }), method: 'POST', body: { refund } }),
      invalidatesTags: (_result, _error, { id }) => [afterHoursTag(id)],
    }),
  }),
});

export const { useUpdateAfterHoursBookingMutation, useQuoteAfterHoursCancelMutation, useCancelAfterHoursBookingMutation } = editEventApi;
