import { useNavigate } from 'react-router-dom';
import {
  editFlowAmountDueNow,
  nextStepAfterEdit,
  ONLINE_CHANGES_CLOSED_TITLE,
  TOAST_MESSAGES,
  TOAST_TITLES,
} from '@party/domain';
import { apiErrorStatus, describeApiError, notify } from '@party/shared-ui';
import { useUpdateBookingMutation, type BookingDetails, type BookingUpdate, type BookingUpdated } from '../booking/api';
import { useCheckout } from '../booking/use-checkout';
import { clearQuantities } from '../quantities-storage/quantities-storage';

type ApiError = Parameters<typeof describeApiError>[0];

/** What happened to an update: the browser is leaving for a payment or another page, or stays. */
export type SubmitResult = 'leaving' | 'stayed';

/**
 * Saves an edit (PUT /api/bookings/{id}) and takes the next step the domain names for the
 * booking's status and payment option: a confirmed booking paying in full goes to the full-payment
 * checkout, one paying later to its confirmation page, a pending booking to checkout. An answer
 * without bookingId is a failure ('Update Failed'); a 409 saying online changes are closed calls
 * `onClosed`.
 */
export function useSubmitEdit(booking: BookingDetails, onClosed: () => void) {
  const [update] = useUpdateBookingMutation();
  const { startCheckout } = useCheckout();
  const navigate = useNavigate();
  const id = String(booking.bookingId);

  function failed(detail?: string) {
    notify.error(TOAST_TITLES.updateFailed, detail ? `${TOAST_MESSAGES.updateFailed} ${detail}` : TOAST_MESSAGES.updateFailed);
  }

  return async function submitEdit(changes: BookingUpdate): Promise<SubmitResult> {
    let saved: BookingUpdated;
    try {
      saved = await update({ id, changes }).unwrap();
    } catch (error) {
      const message = describeApiError(error as ApiError);
      if (apiErrorStatus(error as ApiError) === 409 && message.includes(ONLINE_CHANGES_CLOSED_TITLE)) {
        onClosed();
      } else {
        failed(message);
      }
      return 'stayed';
    }
    if (!saved?.bookingId) {
      failed();
      return 'stayed';
    }

    clearQuantities(id);
    notify.success(TOAST_TITLES.bookingUpdated, TOAST_MESSAGES.bookingUpdated);
    const bookingId = String(saved.bookingId);
    const confirmation = `/booking-success/${encodeURIComponent(bookingId)}`;
    const next = nextStepAfterEdit(saved.status, saved.paymentOption);
    // A checkout for nothing is pointless: when the edit leaves nothing to pay now, go to the booking.
    const nothingDue =
      typeof saved.finalPrice === 'number' &&
      editFlowAmountDueNow(saved.finalPrice, booking.totalPaidAmount, saved.paymentOption) === 0;

    if ((next === 'full-checkout' || next === 'checkout') && !nothingDue) {
      const kind = next === 'full-checkout' ? 'pending-payment' : saved.paymentOption === 'deposit' ? 'deposit' : 'full';
      return (await startCheckout(kind, bookingId, 'full')) ? 'leaving' : 'stayed';
    }
    navigate(confirmation);
    return 'leaving';
  };
}
