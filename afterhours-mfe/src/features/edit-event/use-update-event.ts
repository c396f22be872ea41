import { afterHoursUpdatedToast, TOAST_MESSAGES, TOAST_TITLES } from '@party/domain';
import { apiErrorCode, apiErrorMessage, notify, useSingleFlight, type Outcome } from '@party/shared-ui';
import { eventRequest, type EventCatalogue, type EventFormValues, type SaveFeedback } from '../../shared/event-form/form-values';
import { isTimesTakenError } from '../../shared/taken-times';
import { useUpdateAfterHoursBookingMutation } from './api';

/**
 * Update Booking: saves the changes (the server prices them again) and says 'Booking Updated!'
 * with the booking's reference; the page then shows the booking as saved. An answer that online
 * changes are closed ('online-changes-closed') calls `onClosed`; new times another booking holds
 * are said beside the times; any other failure shows 'Update Error' with the server's reason.
 * Every failure keeps everything typed. One save at a time.
 */
export function useUpdateEvent(bookingId: string, catalogue: EventCatalogue, onClosed: () => void) {
  const [update] = useUpdateAfterHoursBookingMutation();

  async function save(values: EventFormValues, feedback: SaveFeedback): Promise<Outcome> {
    const result = await update({ id: bookingId, changes: eventRequest(values, catalogue) });
    if (result.error || !result.data?.booking) {
      const code = apiErrorCode(result.error);
      if (code === 'online-changes-closed') onClosed();
      else if (isTimesTakenError(code)) feedback.timesTaken();
      else notify.error(TOAST_TITLES.updateError, `${TOAST_MESSAGES.afterHoursUpdateFailed} ${result.error ? apiErrorMessage(result.error) : 'No booking came back.'}`);
      return 'stayed';
    }
    const toast = afterHoursUpdatedToast(result.data.booking.reference);
    notify.success(toast.title, toast.message);
    return 'stayed';
  }

  return useSingleFlight(save);
}
