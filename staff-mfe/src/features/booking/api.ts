import { API_PATHS, apiPath, type StaffBooking, type StaffCounterPaid, type StaffCounterPayment, type StaffProviderRefund, type StaffProviderRefundSent } from '@party/domain';
import { baseApi } from '@party/shared-ui';

// One booking as the staff work on it: read whole, a note added, a balance taken at the counter,
// a refund sent through the payment provider.
// A change refreshes the booking, the day's sheets it is on, the money pages and the audit log.

const changedBooking = (reference: string) => [{ type: 'StaffBooking' as const, id: reference }, 'StaffDay' as const, 'StaffAudit' as const];

export const bookingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffBooking: build.query<StaffBooking, string>({
      query: (reference) => apiPath(API_PATHS.staffBooking, { reference }),
      providesTags: (_result, _error, reference) => [{ type: 'StaffBooking', id: reference }],
      keepUnusedDataFor: 0,
    }),
    addNote: build.mutation<unknown, { reference: string; text: string }>({
      query: ({ reference, text }) => ({ url: apiPath(API_PATHS.staffBookingNotes, { reference }), method: 'POST', body: { text } }),
      invalidatesTags: (_result, _error, { reference }) => changedBooking(reference),
    }),
    takePayment: build.mutation<StaffCounterPaid, { reference: string; payment: StaffCounterPayment }>({
      query: ({ reference, payment }) => ({ url: apiPath(API_PATHS.staffBookingPayments, { reference }), method: 'POST', body: payment }),
      invalidatesTags: (_result, _error, { reference }) => [...changedBooking(reference), 'StaffMoney'],
    }),
    /** Refund: sent through the payment provider (once per request id); a refusal also changes the booking (a refund not sent is on record). */
    sendRefund: build.mutation<StaffProviderRefundSent, { reference: string; refund: StaffProviderRefund }>({
      query: ({ reference, refund }) => ({ url: apiPath(API_PATHS.staffBookingProviderRefunds, { reference }), method: 'POST', body: refund }),
      invalidatesTags: (_result, _error, { reference }) => [...changedBooking(reference), 'StaffMoney'],
    }),
  }),
});

export const { useGetStaffBookingQuery, useAddNoteMutation, useTakePaymentMutation, useSendRefundMutation } = bookingApi;
