import type { MutableRefObject } from 'react';
import { afterHoursSavedToast, TOAST_MESSAGES, TOAST_TITLES } from '@party/domain';
import { apiErrorCode, apiErrorMessage, notify, useOpenCheckout, useSingleFlight, type Outcome } from '@party/shared-ui';
import { writeEventDraft, type SavedBooking } from '../../shared/draft-storage';
import { eventRequest, type EventCatalogue, type EventFormValues, type SaveFeedback } from '../../shared/event-form/form-values';
import { useSaveAfterHoursBookingMutation } from './api';
import { isTimesTakenError } from '../../shared/taken-times';

function saveFailed(detail: string) {
  notify.error(TOAST_TITLES.bookingError, `${TOAST_MESSAGES.afterHoursSaveFailed} ${detail}`.trim());
}

/**
 * Continue (SPEC.md §4): save the event as a pending booking, say 'Booking Initiate' with its
 * reference, and send the browser to the hosted checkout. Coming back and pressing Continue
 * again with the same details pays for the same booking; with changed details a new booking
 * replaces that unpaid one (so the parent never clashes with their own hold). Times another
 * booking took meanwhile are said beside the times (no toast); any other failure says 'Booking
 * Error' with the server's reason. A failure keeps everything typed; one run at a time, so a
 * double click saves once. `onStayed` hears of the booking made when its checkout did not open.
 */
export function useContinue(
  catalogue: EventCatalogue,
  saved: MutableRefObject<SavedBooking | null>,
  storage: Storage | undefined,
  onStayed: (bookingId: string) => void,
) {
  const [save] = useSaveAfterHoursBookingMutation();
  const openCheckout = useOpenCheckout();

  async function bookingIdFor(values: EventFormValues, feedback: SaveFeedback): Promise<string | undefined> {
    const request = eventRequest(values, catalogue);
    const fingerprint = JSON.stringify({ ...request, pricing: undefined });
    if (saved.current?.fingerprint === fingerprint) return saved.current.bookingId;
    const result = await save(saved.current ? { ...request, replacesBookingId: saved.current.bookingId } : request);
    const booking = result.data?.booking;
    if (isTimesTakenError(apiErrorCode(result.error))) {
      feedback.timesTaken();
      return undefined;
    }
    if (result.error || !booking?.uniqueBookingId) {
      saveFailed(result.error ? apiErrorMessage(result.error) : 'No booking reference came back.');
      return undefined;
    }
    saved.current = { bookingId: booking.uniqueBookingId, fingerprint };
    writeEventDraft(storage, { values, saved: saved.current });
    const toast = afterHoursSavedToast(booking.reference);
    notify.success(toast.title, toast.message);
    return booking.uniqueBookingId;
  }

  async function continueToCheckout(values: EventFormValues, feedback: SaveFeedback): Promise<Outcome> {
    try {
      const bookingId = await bookingIdFor(values, feedback);
      if (!bookingId) return 'stayed';
      const outcome = await openCheckout({ bookingId, kind: 'after-hours' });
      if (outcome === 'stayed') onStayed(bookingId);
      return outcome;
    } catch (error) {
      saveFailed(error instanceof Error ? error.message : String(error));
      return 'stayed';
    }
  }

  return useSingleFlight(continueToCheckout);
}
