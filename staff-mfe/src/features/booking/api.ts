import {
  API_PATHS,
  apiPath,
  type CancelQuote,
  type MoveMade,
  type MoveOptions,
  type MoveQuote,
  type MoveRequest,
  type PlanChangedBy,
  type StaffBill,
  type StaffBillClose,
  type StaffBillWaive,
  type StaffBooking,
  type StaffCancelRequest,
  type StaffCounterPaid,
  type StaffCounterPayment,
  type StaffPayLinkSent,
  type StaffProviderRefund,
  type StaffProviderRefundSent,
} from '@party/domain';
import { baseApi } from '@party/shared-ui';
import { READ_AFRESH, readByKey, staffBookingTag, staffDayTag } from '../../shared/staff-queries';

// One booking as the staff work on it: read whole, a note added, a balance taken at the counter,
// a refund sent through the payment provider, moved or canceled (each quoted first: a quote
// changes nothing, so it refreshes nothing).
// A change refreshes the booking, the day's sheets it is on, the money pages and the audit log.

/** The tags a change of the booking invalidates: the booking, the day's sheets, the audit log. */
const changedBooking = (_result: unknown, _error: unknown, { reference }: { reference: string }) => [
  staffBookingTag(reference),
  'StaffDay' as const,
  'StaffAudit' as const,
];

/** A change that moves money (taken, refunded, owed) refreshes the money pages too. */
const changedBookingMoney = (result: unknown, error: unknown, booking: { reference: string }) => [
  ...changedBooking(result, error, booking),
  'StaffMoney' as const,
];

export const bookingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffBooking: build.query<StaffBooking, string>(readByKey((reference) => apiPath(API_PATHS.staffBooking, { reference }), staffBookingTag)),
    addNote: build.mutation<unknown, { reference: string; text: string }>({
      query: ({ reference, text }) => ({ url: apiPath(API_PATHS.staffBookingNotes, { reference }), method: 'POST', body: { text } }),
      invalidatesTags: changedBooking,
    }),
    takePayment: build.mutation<StaffCounterPaid, { reference: string; payment: StaffCounterPayment }>({
      query: ({ reference, payment }) => ({ url: apiPath(API_PATHS.staffBookingPayments, { reference }), method: 'POST', body: payment }),
      invalidatesTags: changedBookingMoney,
    }),
    /** Refund: sent through the payment provider (once per request id); a refusal also changes the booking (a refund not sent is on record). */
    sendRefund: build.mutation<StaffProviderRefundSent, { reference: string; refund: StaffProviderRefund }>({
      query: ({ reference, refund }) => ({ url: apiPath(API_PATHS.staffBookingProviderRefunds, { reference }), method: 'POST', body: refund }),
      invalidatesTags: changedBookingMoney,
    }),
    /** Where the booking could move to on a date: that day's start times and rooms, as the public calendar would offer them. */
    getMoveOptions: build.query<MoveOptions, { reference: string; date: string }>({
      query: ({ reference, date }) => ({ url: apiPath(API_PATHS.staffBookingMoveOptions, { reference }), params: { date } }),
      // Any booking changed on a day may take or free its times.
      providesTags: (_result, _error, { date }) => [staffDayTag(date)],
      ...READ_AFRESH,
    }),
    quoteMove: build.mutation<MoveQuote, { reference: string; to: MoveRequest }>({
      query: ({ reference, to }) => ({ url: apiPath(API_PATHS.staffBookingMoveQuote, { reference }), method: 'POST', body: to }),
    }),
    moveBooking: build.mutation<MoveQuote, { reference: string; move: MoveMade }>({
      query: ({ reference, move }) => ({ url: apiPath(API_PATHS.staffBookingMove, { reference }), method: 'POST', body: move }),
      invalidatesTags: changedBookingMoney,
    }),
    quoteCancel: build.mutation<CancelQuote, { reference: string; by: PlanChangedBy }>({
      query: ({ reference, by }) => ({ url: apiPath(API_PATHS.staffBookingCancelQuote, { reference }), method: 'POST', body: { by } }),
    }),
    cancelBooking: build.mutation<CancelQuote, { reference: string; cancel: StaffCancelRequest }>({
      query: ({ reference, cancel }) => ({ url: apiPath(API_PATHS.staffBookingCancel, { reference }), method: 'POST', body: cancel }),
      invalidatesTags: changedBookingMoney,
    }),
    /** The party's final bill (decision 064): refreshed with the booking, so a payment taken shows its balance. */
    getStaffBill: build.query<StaffBill, string>(readByKey((reference) => apiPath(API_PATHS.staffBookingBill, { reference }), staffBookingTag)),
    /** Close the party, for what the bill adds as shown; refused ('bill-changed') and the bill refreshed when a check-in changed it since. */
    closeBill: build.mutation<StaffBill, { reference: string; close: StaffBillClose }>({
      query: ({ reference, close }) => ({ url: apiPath(API_PATHS.staffBookingBill, { reference }), method: 'POST', body: close }),
      invalidatesTags: changedBookingMoney,
    }),
    waiveBillLine: build.mutation<StaffBill, { reference: string; waive: StaffBillWaive }>({
      query: ({ reference, waive }) => ({ url: apiPath(API_PATHS.staffBookingBillWaive, { reference }), method: 'POST', body: waive }),
      invalidatesTags: changedBookingMoney,
    }),
    /** Email the pay link: once per request id, so a double tap emails once. */
    emailPayLink: build.mutation<StaffPayLinkSent, { reference: string; requestId: string }>({
      query: ({ reference, requestId }) => ({ url: apiPath(API_PATHS.staffBookingPayLink, { reference }), method: 'POST', body: { requestId } }),
      invalidatesTags: changedBooking,
    }),
  }),
});

export const {
  useGetStaffBookingQuery,
  useAddNoteMutation,
  useTakePaymentMutation,
  useSendRefundMutation,
  useGetMoveOptionsQuery,
  useQuoteMoveMutation,
  useMoveBookingMutation,
  useQuoteCancelMutation,
  useCancelBookingMutation,
  useGetStaffBillQuery,
  useCloseBillMutation,
  useWaiveBillLineMutation,
  useEmailPayLinkMutation,
} = bookingApi;
