import { afterHoursUpdatedToast, TOAST_MESSAGES, TOAST_TITLES } from '@party/domain';
import { apiErrorCode, describeApiError, notify, useSingleFlight, type Outcome } from '@party/shared-ui';
import { eventRequest, type EventCatalogue, type EventFormValues } from '../../shared/event-form/form-values';
import { useUpdateAfterHoursBookingMutation } from './api';

/**
 * Update Booking: saves the changes (the server prices them again) and says 'Booking Updated!'
 * with the booking's reference; the page then shows the booking as saved. An answer that online
 * changes are closed ('online-changes-closed') calls `onClosed`; any other failure shows 'Update Error' and keeps
 * everything typed. One save at a time.
 */
export function useUpdateEvent(bookingId: string, catalogue: EventCatalogue, onClosed: () => void) {
  const [update] = useUpdateAfterHoursBookingMutation();

  async function save(values: EventFormValues): Promise<Outcome> {
    const result = await update({ id: bookingId, changes: eventRequest(values, catalogue) });
    if (result.error || !result.data?.booking) {
      const detail = result.error ? describeApiError(result.error) : 'No booking came back.';
      if (apiErrorCode(result.error) === 'online-changes-closed') onClosed();
      else notify.error(TOAST_TITLES.updateError, `${TOAST_MESSAGES.afterHoursUpdateFailed} ${detail}`);
      return 'stayed';
    }
    const toast = afterHoursUpdatedToast(result.data.booking.reference);
    notify.success(toast.title, toast.message);
    return 'stayed';
  }

  return useSingleFlight(save);
}
