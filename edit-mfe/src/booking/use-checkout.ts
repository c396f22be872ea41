import { checkoutFailedToast, type PaymentOption } from '@party/domain';
import { describeApiError, notify } from '@party/shared-ui';
import {
  useCreateDepositCheckoutMutation,
  useCreateFullCheckoutMutation,
  useCreateFullPendingCheckoutMutation,
  type CheckoutSession,
} from './api';
import { redirectTo } from './redirect';

/**
 * Which checkout to open: the deposit of a pending booking, the full amount of a pending booking,
 * or what is left to pay on a booking (`-full-pending-payment` with the payment type).
 */
export type CheckoutKind = 'deposit' | 'full' | 'pending-payment';

type ApiError = Parameters<typeof describeApiError>[0];

/**
 * Opens a hosted checkout and sends the browser there. A failure shows 'Booking Failed' with
 * 'Error initiating dynamic checkout:' and the error, and resolves false.
 */
export function useCheckout() {
  const [deposit, depositState] = useCreateDepositCheckoutMutation();
  const [full, fullState] = useCreateFullCheckoutMutation();
  const [pendingPayment, pendingState] = useCreateFullPendingCheckoutMutation();

  async function startCheckout(kind: CheckoutKind, bookingId: string, paymentType: PaymentOption = 'full'): Promise<boolean> {
    try {
      let session: CheckoutSession;
      if (kind === 'deposit') session = await deposit({ bookingId }).unwrap();
      else if (kind === 'full') session = await full({ bookingId }).unwrap();
      else session = await pendingPayment({ bookingId, paymentType }).unwrap();
      if (!session?.url) throw new Error('no checkout address came back');
      redirectTo(session.url);
      return true;
    } catch (error) {
      const toast = checkoutFailedToast(describeApiError(error as ApiError));
      notify.error(toast.title, toast.message);
      return false;
    }
  }

  return {
    startCheckout,
    isStarting: depositState.isLoading || fullState.isLoading || pendingState.isLoading,
  };
}
