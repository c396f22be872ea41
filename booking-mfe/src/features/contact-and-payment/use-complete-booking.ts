import { useNavigate } from 'react-router-dom';
import { bookingFailedToast, bookingSuccessPath, TOAST_MESSAGES, TOAST_TITLES, type BookingStatus } from '@party/domain';
import { describeApiError, notify, useOpenCheckout, useSingleFlight, type Outcome } from '@party/shared-ui';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { bookingInitiated, selectInitiatedBooking } from '../../shared/draft/checkout-slice';
import { useDraft } from '../../shared/draft/booking-form';
import { useBookingPrice } from '../../shared/draft/booking-price';
import { useInitiateBookingMutation } from './api';
import { bookingFingerprint, bookingPayload } from './booking-payload';

function bookingFailed(error: string) {
  const toast = bookingFailedToast(error);
  notify.error(toast.title, toast.message);
}

/** The booking made (or reused) for the draft; its status is known when it was just made. */
interface Booked {
  bookingId: string;
  status?: BookingStatus;
}

/**
 * Complete Booking (SPEC.md §4), for the draft and the price shown: create the booking (a response
 * without bookingId is a failure), say 'Booking Initiate', create its checkout session and send the
 * browser there. A booking that costs $0 (a 100 % coupon) comes back confirmed and needs no
 * checkout: the browser goes to its confirmation page (decision 009). Any failure shows 'Booking
 * Failed' and keeps the draft. Only one run at a time, so a double click books once.
 */
export function useCompleteBooking() {
  const dispatch = useAppDispatch();
  const draft = useDraft();
  const price = useBookingPrice();
  const initiated = useAppSelector(selectInitiatedBooking);
  const [initiate] = useInitiateBookingMutation();
  const openCheckout = useOpenCheckout();
  const navigate = useNavigate();

  /** Creates the booking, or reuses the one already made from these same details. */
  async function book(): Promise<Booked | undefined> {
    const payload = bookingPayload(draft, price);
    const fingerprint = bookingFingerprint(payload);
    if (initiated?.fingerprint === fingerprint) return { bookingId: initiated.bookingId };
    // Changed since the last attempt: the new booking replaces that unpaid one and its room hold.
    const result = await initiate(initiated ? { ...payload, replacesBookingId: initiated.bookingId } : payload);
    if (result.error || !result.data?.bookingId) {
      bookingFailed(result.error ? describeApiError(result.error) : 'No booking reference came back.');
      return undefined;
    }
    dispatch(bookingInitiated({ bookingId: result.data.bookingId, fingerprint }));
    notify.success(TOAST_TITLES.bookingInitiate, TOAST_MESSAGES.bookingInitiate);
    return { bookingId: result.data.bookingId, status: result.data.status };
  }

  async function completeBooking(): Promise<Outcome> {
    try {
      const booked = await book();
      if (!booked) return 'stayed';
      const { bookingId } = booked;
      if (booked.status === 'confirmed') {
        // The toast follows to the confirmation page; the draft starts over when the page is next visited.
        navigate(bookingSuccessPath(bookingId));
        return 'leaving';
      }
      return await openCheckout({ bookingId, kind: draft.paymentOption === 'full' ? 'full' : 'deposit' });
    } catch (error) {
      bookingFailed(error instanceof Error ? error.message : String(error));
      return 'stayed';
    }
  }

  const { run, busy } = useSingleFlight(completeBooking);
  return { complete: run, busy };
}
