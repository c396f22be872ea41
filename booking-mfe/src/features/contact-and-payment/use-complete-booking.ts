import { useEffect, useRef, useState } from 'react';
import { bookingFailedToast, checkoutFailedToast, TOAST_MESSAGES, TOAST_TITLES } from '@party/domain';
import { describeApiError, notify } from '@party/shared-ui';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { bookingInitiated, selectAppliedCoupon, selectInitiatedBooking } from '../booking-draft/booking-draft-slice';
import type { BookingFormValues } from '../booking-draft/form-values';
import { priceDraft, usePriceLists } from '../booking-draft/use-booking-price';
import { useCreatePartyCheckoutSessionMutation, useInitiatePartyBookingMutation } from './api';
import { bookingFingerprint, bookingPayload } from './booking-payload';
import { redirectTo } from './redirect';

/**
 * Complete Booking (SPEC.md §4): create the booking (a response without bookingId is a failure),
 * say 'Booking Initiate', create its checkout session and send the browser there. Any failure shows
 * 'Booking Failed' and keeps the draft. Only one run at a time, so a double click books once.
 */
export function useCompleteBooking() {
  const dispatch = useAppDispatch();
  const coupon = useAppSelector(selectAppliedCoupon);
  const initiated = useAppSelector(selectInitiatedBooking);
  const lists = usePriceLists();
  const [initiate] = useInitiatePartyBookingMutation();
  const [createCheckout] = useCreatePartyCheckoutSessionMutation();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  // Coming back from the checkout with the browser's Back button may restore this page as it was
  // left, still busy: make it usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setBusy(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  /** Creates the booking, or reuses the one already made from these same details. */
  async function bookingIdFor(values: BookingFormValues): Promise<string | undefined> {
    const payload = bookingPayload(values, priceDraft(values, coupon, lists));
    const fingerprint = bookingFingerprint(payload);
    if (initiated?.fingerprint === fingerprint) return initiated.bookingId;
    // Changed since the last attempt: the new booking replaces that unpaid one and its room hold.
    const result = await initiate(initiated ? { ...payload, replacesBookingId: initiated.bookingId } : payload);
    if (result.error || !result.data?.bookingId) {
      const error = result.error ? describeApiError(result.error) : 'No booking reference came back.';
      const toast = bookingFailedToast(error);
      notify.error(toast.title, toast.message);
      return undefined;
    }
    dispatch(bookingInitiated({ bookingId: result.data.bookingId, fingerprint }));
    notify.success(TOAST_TITLES.bookingInitiate, TOAST_MESSAGES.bookingInitiate);
    return result.data.bookingId;
  }

  async function run(values: BookingFormValues): Promise<boolean> {
    const bookingId = await bookingIdFor(values);
    if (!bookingId) return false;
    const result = await createCheckout({ bookingId, paymentOption: values.paymentOption });
    if (result.error || !result.data?.url) {
      const toast = checkoutFailedToast(result.error ? describeApiError(result.error) : 'No checkout address came back.');
      notify.error(toast.title, toast.message);
      return false;
    }
    redirectTo(result.data.url);
    return true;
  }

  async function complete(values: BookingFormValues): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    // On success the page is leaving for the checkout: it stays busy until it has gone.
    const leaving = await run(values).catch((error: unknown) => {
      const toast = bookingFailedToast(error instanceof Error ? error.message : String(error));
      notify.error(toast.title, toast.message);
      return false;
    });
    if (!leaving) {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return { complete, busy };
}
