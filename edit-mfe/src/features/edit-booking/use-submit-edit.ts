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
import type { ApiErrorCode } from '@party/domain';
import { apiErrorCode, apiErrorMessage, apiErrorStatus, notify, useOpenCheckout, type ApiError, type CheckoutRequest, type Outcome } from '@party/shared-ui';
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

/** The field that can fix a refusal, by the API's code: the others are said above the step. */
const FIELD_OF_REFUSAL: Partial<Record<ApiErrorCode, EditRefusal['field']>> = {
  'room-too-small': 'numberOfKids',
  'payment-option-not-offered': 'paymentOption',
};

/** An Update the server refused (a 4xx with its reason), in the parent's words, without a status code. */
export interface EditRefusal {
  message: string;
  /** The field that can fix it, when one can. */
  field?: 'numberOfKids' | 'paymentOption';
  /** The body that was refused, as JSON: the refusal stands while the edit on screen is that one. */
  sent: string;
}

export interface SubmitEditHandlers {
  /** The server said online changes are closed. */
  onClosed: () => void;
  onRefused: (refusal: EditRefusal) => void;
}

/**
 * Saves an edit (PUT /api/bookings/{id}) and takes the step that follows. An answer without
 * bookingId is a failure ('Update Failed'); a 409 saying online changes are closed calls `onClosed`;
 * a refusal (4xx) is told in the server's words, with no status code, and handed to `onRefused`
 * to be shown beside what can fix it. A saved edit closes the toasts of earlier tries, so the next
 * page opens with this change's alone.
 */
export function useSubmitEdit(booking: BookingRecord, { onClosed, onRefused }: SubmitEditHandlers) {
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
    } catch (caught) {
      const error = caught as ApiError;
      const code = apiErrorCode(error);
      if (code === 'online-changes-closed') {
        onClosed();
        return 'stayed';
      }
      const message = apiErrorMessage(error);
      failed(message);
      const status = apiErrorStatus(error);
      if (status !== undefined && status >= 400 && status < 500) {
        onRefused({ message, field: code ? FIELD_OF_REFUSAL[code] : undefined, sent: JSON.stringify(changes) });
      }
      return 'stayed';
    }
    if (!saved?.bookingId) {
      failed();
      return 'stayed';
    }

    clearQuantities(id);
    notify.dismissAll();
    notify.success(TOAST_TITLES.bookingUpdated, TOAST_MESSAGES.bookingUpdated);
    const bookingId = String(saved.bookingId);
    const checkout = checkoutAfterEdit(saved, bookingId);
    if (checkout) return openCheckout(checkout);
    // The toast follows to the confirmation page: a new page's toaster shows the toasts still open.
    navigate(bookingSuccessPath(bookingId));
    return 'leaving';
  };
}
