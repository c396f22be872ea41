import { useMemo } from 'react';
import { useFormikContext } from 'formik';
import { changeDate, formatDisplayDate, toVenueDate, venueDate } from '@party/domain';
import { DatePicker, FieldGroup, QueryStatus, useGetTimeSlotsQuery, useGetUnavailableDatesQuery, useVenue } from '@party/shared-ui';
import type { BookingFormValues } from '../../shared/draft/form-values';
import { useFieldError } from '../../shared/wizard/field-errors';

/**
 * The party date. Past dates (in the venue's time zone) and unavailable dates are disabled, and so
 * is today once no time slot of it is left (late in the day, or every room taken).
 */
export function PartyDatePicker() {
  const { values, setValues } = useFormikContext<BookingFormValues>();
  const error = useFieldError('date');
  const unavailable = useGetUnavailableDatesQuery();
  const { timeZone } = useVenue();
  const today = venueDate(new Date(), timeZone);
  const todaysSlots = useGetTimeSlotsQuery({ date: today });
  const todayIsFull = todaysSlots.isSuccess && !todaysSlots.data.some((slot) => slot.isAvailable);
  const closed = useMemo(
    () => new Set((unavailable.data ?? []).map((date) => toVenueDate(date, timeZone)).filter(Boolean)),
    [unavailable.data, timeZone],
  );
  return (
    <FieldGroup
      legend="Date"
      field="date"
      error={error}
      hint={values.date ? `Chosen: ${formatDisplayDate(values.date)}` : 'Days that cannot be booked are crossed out.'}
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
          isDisabled={(date) => date < today || closed.has(date) || (date === today && todayIsFull)}
          onChange={(date) => {
            if (date !== values.date) void setValues({ ...values, ...changeDate(values, date) });
          }}
        />
      </QueryStatus>
    </FieldGroup>
  );
}
