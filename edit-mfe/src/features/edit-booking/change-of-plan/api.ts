import { API_PATHS, apiPath, type CancelQuote, type MoveMade, type MoveOptions, type MoveQuote, type MoveRequest } from '@party/domain';
import { apiErrorCode, baseApi, bookingApi, bookingTag, type ApiError } from '@party/shared-ui';

// The parent's changes of plan (decision 052): where the party could move to on a day, what a move
// or a cancellation would do (nothing saved), and making it with the figure shown. A move made
// reads the booking again, and with it every figure the page shows of it (the edit's price too).
// A cancellation, or a refusal saying the booking is not as the page shows it, reads the booking
// alone again: the edit's price of a canceled booking would only be refused.

type Dispatch = (action: ReturnType<typeof readBookingAgain>) => unknown;

/** The booking read afresh, whoever else has it. */
const readBookingAgain = (id: string) => bookingApi.endpoints.getBooking.initiate(id, { forceRefetch: true, subscribe: false });

/** A refusal saying the booking is not as the page shows it: canceled, started or changed meanwhile. */
function notAsShown(failure: unknown): boolean {
  const code = apiErrorCode((failure as { error?: ApiError }).error);
  return code === 'booking-canceled' || code === 'event-started' || code === 'changed-meanwhile';
}

/** After a change asked of the booking: read it again when the API said it is not as shown. */
async function readAgainIfNotAsShown(id: string, dispatch: Dispatch, queryFulfilled: Promise<unknown>) {
  try {
    await queryFulfilled;
  } catch (failure) {
    if (notAsShown(failure)) void dispatch(readBookingAgain(id));
  }
}

export const changeOfPlanApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The day's start times and rooms the party could move to. Asked afresh each time the day is chosen. */
    getMoveOptions: build.query<MoveOptions, { id: string; date: string }>({
      query: ({ id, date }) => ({ url: apiPath(API_PATHS.bookingMoveOptions, { id }), params: { date } }),
      keepUnusedDataFor: 0,
    }),
    quoteMove: build.mutation<MoveQuote, { id: string; move: MoveRequest }>({
      query: ({ id, move }) => ({ url: apiPath(API_PATHS.bookingMoveQuote, { id }), method: 'POST', body: move }),
      onQueryStarted: ({ id }, { dispatch, queryFulfilled }) => readAgainIfNotAsShown(id, dispatch, queryFulfilled),
    }),
    moveBooking: build.mutation<MoveQuote, { id: string; move: MoveMade }>({
      query: ({ id, move }) => ({ url: apiPath(API_PATHS.bookingMove, { id }), method: 'POST', body: move }),
      invalidatesTags: (result, _error, { id }) => (result ? [bookingTag(id)] : []),
      onQueryStarted: ({ id }, { dispatch, queryFulfilled }) => readAgainIfNotAsShown(id, dispatch, queryFulfilled),
    }),
    quoteCancel: build.mutation<CancelQuote, string>({
      query: (id) => ({ url: apiPath(API_PATHS.bookingCancelQuote, { id }), method: 'POST', body: {} }),
      onQueryStarted: (id, { dispatch, queryFulfilled }) => readAgainIfNotAsShown(id, dispatch, queryFulfilled),
    }),
    cancelBooking: build.mutation<CancelQuote, { id: string; refund: number }>({
      query: ({ id, refund }) => ({ url: apiPath(API_PATHS.bookingCancel, { id }), method: 'POST', body: { refund } }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          void dispatch(readBookingAgain(id));
        } catch (failure) {
          if (notAsShown(failure)) void dispatch(readBookingAgain(id));
        }
      },
    }),
  }),
});

export const { useGetMoveOptionsQuery, useQuoteMoveMutation, useMoveBookingMutation, useQuoteCancelMutation, useCancelBookingMutation } = changeOfPlanApi;
