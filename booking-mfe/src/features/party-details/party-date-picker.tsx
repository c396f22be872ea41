import { useMemo } from 'react';
import { useFormikContext } from 'formik';
import { changeDate, formatDisplayDate, NO_TIMES_LEFT, partyDateWindow, toVenueDate, zonedInstant } from '@party/domain';
import { DatePicker, FieldGroup, QueryStatus, useGetFullPartyDatesQuery, useGetUnavailableDatesQuery, useVenue, useShownError } from '@party/shared-ui';
import { useVenueToday } from '../../shared/clock/venue-today';
import type { BookingFormValues } from '../../shared/draft/form-values';

/**
 * The party date. Past dates (in the venue's time zone), dates past the booking horizon (12 x 30
 * days ahead, as the API allows) and unavailable dates are disabled, and so is a day none of whose
 * time slots is left (every room taken, or today late in the day): shaded, and named so.
 * The full days are a help, not a gate: while they load, or if they fail, every open day shows and
 * the slots say what is taken.
 */
export function PartyDatePicker() {
  const { values, setValues } = useFormikContext<BookingFormValues>();
  const error = useShownError('date');
  const unavailable = useGetUnavailableDatesQuery();
  const { timeZone } = useVenue();
  // The server's today until hydrated (venue-today.ts). Any instant of the day gives its window.
  const venueToday = useVenueToday(timeZone);
  const { first: today, last } = partyDateWindow(zonedInstant(venueToday, '12:00', timeZone), timeZone);
  const fullDates = useGetFullPartyDatesQuery();
  const closed = useMemo(
    () => new Set((unavailable.data ?? []).map((date) => toVenueDate(date, timeZone)).filter(Boolean)),
    [unavailable.data, timeZone],
  );
  const marked = useMemo(() => {
    const full = new Set(fullDates.data ?? []);
    return { isMarked: (date: string) => full.has(date), label: NO_TIMES_LEFT };
  }, [fullDates.data]);
  return (
    <FieldGroup
      legend="Date"
      field="date"
      error={error}
      hint={values.date ? `Chosen: ${formatDisplayDate(values.date)}` : 'Days that cannot be booked are crossed out; shaded ones have no times left.'}
    >
      <QueryStatus
        isLoading={unavailable.isLoading}
        isError={unavailable.isError}
        loadingLabel="Loading the calendar…"
        errorTitle="Failed to fetch unavailable dates"
        onRetry={() => void unavailable.refetch()}
      >
        <DatePicker
          label="Party date"
          value={values.date}
          today={today}
          fromDate={today}
          toDate={last}
          isDisabled={(date) => date < today || date > last || closed.has(date) || marked.isMarked(date)}
          marked={marked}
          onChange={(date) => {
            if (date !== values.date) void setValues({ ...values, ...changeDate(values, date) });
          }}
        />
      </QueryStatus>
    </FieldGroup>
  );
}
