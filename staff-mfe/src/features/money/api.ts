import { API_PATHS, apiPath, type RefundMade, type RefundRecorded, type StaffMoneyPage, type StaffTakings } from '@party/domain';
import { baseApi } from '@party/shared-ui';
import { READ_AFRESH, readPage, staffBookingTag } from '../../shared/staff-queries';

export const moneyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** What is owed back, and the balances due in the next 7 days. */
    getMoney: build.query<StaffMoneyPage, void>({ ...readPage(API_PATHS.staffMoney), providesTags: ['StaffMoney'] }),
    /** The money taken over a range of days (both included), by method. */
    getTakings: build.query<StaffTakings, { from: string; to: string }>({
      query: (range) => ({ url: API_PATHS.staffTakings, params: range }),
      providesTags: ['StaffMoney'],
      ...READ_AFRESH,
    }),
    /** A refund made to the customer, recorded against the booking (once per reference). */
    recordRefund: build.mutation<RefundRecorded, { reference: string; refund: RefundMade }>({
      query: ({ reference, refund }) => ({ url: apiPath(API_PATHS.staffBookingRefunds, { reference }), method: 'POST', body: refund }),
      invalidatesTags: (_result, _error, { reference }) => ['StaffMoney', staffBookingTag(reference), 'StaffDay', 'StaffAudit'],
    }),
  }),
});

export const { useGetMoneyQuery, useGetTakingsQuery, useRecordRefundMutation } = moneyApi;
