import { useNavigate } from 'react-router-dom';
import {
  bookingSuccessPath,
  nextStepAfterEdit,
  TOAST_MESSAGES,
  TOAST_TITLES,
  type BookingRecord,
  type BookingUpdated,
  type BookingUpdateRequest,
} from '@party/domain';
import { apiErrorCode, describeApiError, notify, useOpenCheckout, type ApiError, type CheckoutRequest, type Outcome } from '@party/shared-ui';
import { clearQuantities } from './quantities-storage';
import { useUpdateBookingMutation } from './api';

/**
 * The checkout that follows a saved edit (SPEC §4): a confirmed booking paying in full pays what
 * is left at the full-payment checkout; a pending booking pays its deposit or its full price.
 * None when the booking pays later, or when the server says the edit leaves nothing to pay now (a
 * checkout for $0 is pointless; a booking the edit made free is confirmed): then the parent goes
 * to the booking's confirmation page.
 */
export function checkoutAfterEdit(saved: BookingUpdated, bookingId: string): CheckoutRequest | undefined {
  const next = nextStepAfterEdit(saved.status, saved.paymentOption);
  if (next !== 'full-checkout' && next !== 'checkout') return undefined;
  if (saved.amountDueNow === 0) return undefined;
  if (next === 'full-checkout') return { bookingId, kind: 'pending-payment', paymentType: 'full' };
  return { bookingId, kind: saved.paymentOption === 'deposit' ? 'deposit' : 'full' };
}

/**
 * Saves an edit (PUT /api/bookings/{id}) and takes the step that follows. An answer without
 * bookingId is a failure ('Update Failed'); a 409 saying online changes are closed calls `onClosed`.
 */
export function useSubmitEdit(booking: BookingRecord, onClosed: () => void) {
  const [update] = useUpdateBookingMutation();
  const openCheckout = useOpenCheckout();
  const navigate = useNavigate();
  const id = String(booking.bookingId);

  function failed(detail?: string) {
    notify.error(TOAST_TITLES.updateFailed, detail ? `${TOAST_MESSAGES.updateFailed} ${detail}` : TOAST_MESSAGES.updateFailed);
  }

  return async function submitEdit(changes: BookingUpdateRequest): Promise<Outcome> {
    let saved: BookingUpdated;
    try {
      saved = await update({ id, changes }).unwrap();
    } catch (error) {
      if (apiErrorCode(error as ApiError) === 'online-changes-closed') onClosed();
      else failed(describeApiError(error as ApiError));
      return 'stayed';
    }
    if (!saved?.bookingId) {
      failed();
      return 'stayed';
    }

    clearQuantities(id);
    notify.success(TOAST_TITLES.bookingUpdated, TOAST_MESSAGES.bookingUpdated);
    const bookingId = String(saved.bookingId);
    const checkout = checkoutAfterEdit(saved, bookingId);
    if (checkout) return openCheckout(checkout);
    // The toast follows to the confirmation page: a new page's toaster shows the toasts still open.
    navigate(bookingSuccessPath(bookingId));
    return 'leaving';
  };
}
