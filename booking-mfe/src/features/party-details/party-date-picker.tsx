import { useFormikContext } from 'formik';
import { changeDate, partyDateWindow, zonedInstant } from '@party/domain';
import { PartyDateField, useShownError, useVenue } from '@party/shared-ui';
import { useVenueToday } from '../../shared/clock/venue-today';
import type { BookingFormValues } from '../../shared/draft/form-values';

/**
 * The party date. Past dates (in the venue's time zone), dates past the booking horizon (12 x 30
 * days ahead, as the API allows) and unavailable dates are disabled, and so is a day none of whose
 * time slots is left (every room taken, or today late in the day): shaded, and named so.
 */
export function PartyDatePicker() {
  const { values, setValues } = useFormikContext<BookingFormValues>();
  const error = useShownError('date');
  const { timeZone } = useVenue();
  // The server's today until hydrated (venue-today.ts). Any instant of the day gives its window.
  const venueToday = useVenueToday(timeZone);
  const bookable = partyDateWindow(zonedInstant(venueToday, '12:00', timeZone), timeZone);
  return (
    <PartyDateField
      legend="Date"
      field="date"
      label="Party date"
      error={error}
      value={values.date}
      bookable={bookable}
      onChange={(date) => void setValues({ ...values, ...changeDate(values, date) })}
    />
  );
}
