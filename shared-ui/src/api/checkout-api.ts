import { API_PATHS, type CheckoutSession, type PendingPaymentType } from '@party/domain';
import { baseApi } from './base-api';
import { bookingTag } from './booking-api';

/**
 * Which hosted checkout to open for a booking: its deposit or its full price while it is pending,
 * or what is left to pay on it (`-full-pending-payment`, with the payment type); for an
 * after-hours event, what its payment option and payments leave to pay (the server decides).
 */
export type CheckoutRequest =
  | { bookingId: string; kind: 'deposit' | 'full' | 'after-hours' }
  | { bookingId: string; kind: 'pending-payment'; paymentType: PendingPaymentType };

const PATHS: Record<CheckoutRequest['kind'], string> = {
  deposit: API_PATHS.depositCheckout,
  full: API_PATHS.fullCheckout,
  'pending-payment': API_PATHS.pendingPaymentCheckout,
  'after-hours': API_PATHS.afterHoursCheckout,
};

/** The body of each call: the after-hours one is the event's unique id itself (SPEC.md §7), sent as text. */
function bodyOf(request: CheckoutRequest): unknown {
  const { bookingId } = request;
  if (request.kind === 'after-hours') return bookingId;
  return request.kind === 'pending-payment' ? { bookingId, paymentType: request.paymentType } : { bookingId };
}

/** The cached booking a checkout is for: a party, or an after-hours event. */
function tagOf({ kind, bookingId }: CheckoutRequest) {
  return kind === 'after-hours' ? ({ type: 'AfterHoursBooking' as const, id: bookingId }) : bookingTag(bookingId);
}

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createCheckoutSession: build.mutation<CheckoutSession, CheckoutRequest>({
      query: (request) => ({ url: PATHS[request.kind], method: 'POST', body: bodyOf(request) }),
      // A 409 means the booking is not what the page shows (paid meanwhile, its room taken, over):
      // the page reads it again, so it shows the booking as it now is.
      invalidatesTags: (_result, error, request) => (error && 'status' in error && error.status === 409 ? [tagOf(request)] : []),
    }),
  }),
});

export const { useCreateCheckoutSessionMutation } = checkoutApi;
