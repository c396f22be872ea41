import { useMemo } from 'react';
import { formatDisplayDate, NO_TIMES_LEFT, partyDateWindow, toVenueDate, type BookingRecord } from '@party/domain';
import { DatePicker, FieldGroup, QueryStatus, useGetFullPartyDatesQuery, useGetUnavailableDatesQuery, useNowOnce, useVenue } from '@party/shared-ui';

/**
 * The new date, on the booking wizard's calendar: days the venue is closed, past or too far ahead
 * cannot be chosen, and days with no time left are shaded. The party's own day stays open: its
 * own time is free for it, and another time that day may be too.
 */
export function MoveDate({ booking, value, error, onChange }: { booking: BookingRecord; value: string; error?: string; onChange: (date: string) => void }) {
  const { timeZone } = useVenue();
  const now = useNowOnce();
  const { first: today, last } = partyDateWindow(now, timeZone);
  const unavailable = useGetUnavailableDatesQuery();
  const fullDates = useGetFullPartyDatesQuery();
  const closed = useMemo(() => new Set((unavailable.data ?? []).map((date) => toVenueDate(date, timeZone)).filter(Boolean)), [unavailable.data, timeZone]);
  const marked = useMemo(() => {
    const full = new Set((fullDates.data ?? []).filter((date) => date !== booking.date));
    return { isMarked: (date: string) => full.has(date), label: NO_TIMES_LEFT };
  }, [fullDates.data, booking.date]);
  return (
    <FieldGroup
      legend="New date"
      field="move-date"
      error={error}
      hint={value ? `Chosen: ${formatDisplayDate(value)}` : 'Days that cannot be booked are crossed out; shaded ones have no times left.'}
    >
      <QueryStatus
        isLoading={unavailable.isLoading}
        isError={unavailable.isError}
        loadingLabel="Loading the calendar…"
        errorTitle="Failed to fetch unavailable dates"
        onRetry={() => void unavailable.refetch()}
      >
        <DatePicker
          label="New party date"
          value={value}
          today={today}
          fromDate={value || booking.date || today}
          toDate={last}
          isDisabled={(date) => date < today || date > last || closed.has(date) || marked.isMarked(date)}
          marked={marked}
          onChange={(date) => {
            if (date !== value) onChange(date);
          }}
        />
      </QueryStatus>
    </FieldGroup>
  );
}
