import type { CheckoutSession, PaymentOption } from '@party/domain';
import { baseApi } from './base-api';
import { bookingTag } from './booking-api';

/**
 * Which hosted checkout to open for a booking: its deposit or its full price while it is pending,
 * or what is left to pay on it (`-full-pending-payment`, with the payment type).
 */
export type CheckoutRequest =
  | { bookingId: string; kind: 'deposit' | 'full' }
  | { bookingId: string; kind: 'pending-payment'; paymentType: PaymentOption };

const PATHS: Record<CheckoutRequest['kind'], string> = {
  deposit: '/create-dynamic-checkout-session',
  full: '/create-dynamic-checkout-session-full',
  'pending-payment': '/create-dynamic-checkout-session-full-pending-payment',
};

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createCheckoutSession: build.mutation<CheckoutSession, CheckoutRequest>({
      query: (request) => {
        const { bookingId } = request;
        const body = request.kind === 'pending-payment' ? { bookingId, paymentType: request.paymentType } : { bookingId };
        return { url: PATHS[request.kind], method: 'POST', body };
      },
      // A 409 means the booking is not what the page shows (paid meanwhile, its room taken, over):
      // the page reads it again, so it shows the booking as it now is.
      invalidatesTags: (_result, error, request) => (error && 'status' in error && error.status === 409 ? [bookingTag(request.bookingId)] : []),
    }),
  }),
});

export const { useCreateCheckoutSessionMutation } = checkoutApi;
