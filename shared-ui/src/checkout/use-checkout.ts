import { checkoutFailedToast } from '@party/domain';
import { describeApiError } from '../api/api-error';
import { useCreateCheckoutSessionMutation, type CheckoutRequest } from '../api/checkout-api';
import { notify } from '../components/toast';
import { useRedirect } from './redirect';
import { useSingleFlight, type Outcome } from './use-single-flight';

/**
 * Opens a hosted checkout and sends the browser there. A failure (the call fails, or no address
 * comes back) shows 'Booking Failed' with 'Error initiating dynamic checkout:' and the error.
 * For a step of a larger action (save, then pay); `useCheckout` is the checkout alone.
 */
export function useOpenCheckout(): (request: CheckoutRequest) => Promise<Outcome> {
  const [createSession] = useCreateCheckoutSessionMutation();
  const redirectTo = useRedirect();
  return async (request) => {
    const result = await createSession(request);
    if (result.error || !result.data?.url) {
      const toast = checkoutFailedToast(result.error ? describeApiError(result.error) : 'No checkout address came back.');
      notify.error(toast.title, toast.message);
      return 'stayed';
    }
    redirectTo(result.data.url);
    return 'leaving';
  };
}

/** Pay now: opens the checkout, one at a time (a double click opens one), busy until the page has gone. */
export function useCheckout() {
  const { run, busy } = useSingleFlight(useOpenCheckout());
  return { startCheckout: run, busy };
}
