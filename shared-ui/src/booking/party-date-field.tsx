import { useMemo } from 'react';
import { formatDisplayDate, NO_TIMES_LEFT, toVenueDate } from '@party/domain';
import { useGetFullPartyDatesQuery, useGetUnavailableDatesQuery } from '../api/catalogue-api';
import { DatePicker } from '../components/date-picker';
import { FieldGroup } from '../components/field-group';
import { QueryStatus } from '../components/query-status';
import { useVenue } from '../venue/venue';

export interface PartyDateFieldProps {
  legend: string;
  /** The field's name, by which a failed step finds it. */
  field: string;
  /** The calendar's own label. */
  label: string;
  error?: string;
  value: string;
  /** The first and last days a party can be booked (the domain's partyDateWindow). */
  bookable: { first: string; last: string };
  /** A day of the month the calendar opens on while none is chosen (a party moving: its own); the first bookable one's if not given. */
  opensOn?: string;
  /** A day left open though it is full: a party moving keeps its own day, whose time is free for it. */
  ownDate?: string;
  /** A day other than the one chosen. */
  onChange: (date: string) => void;
}

/**
 * A party's date on the calendar the booking wizard and a move show: days before or after the
 * booking window and days the venue is closed cannot be chosen, and a day none of whose times is
 * left is shaded, named so, and cannot be chosen either. The full days are a help, not a gate:
 * while they load, or if they fail, every open day shows and the times say what is taken.
 */
export function PartyDateField({ legend, field, label, error, value, bookable, opensOn, ownDate, onChange }: PartyDateFieldProps) {
  const { timeZone } = useVenue();
  const unavailable = useGetUnavailableDatesQuery();
  const fullDates = useGetFullPartyDatesQuery();
  const closed = useMemo(() => new Set((unavailable.data ?? []).map((date) => toVenueDate(date, timeZone)).filter(Boolean)), [unavailable.data, timeZone]);
  const marked = useMemo(() => {
    const full = new Set((fullDates.data ?? []).filter((date) => date !== ownDate));
    return { isMarked: (date: string) => full.has(date), label: NO_TIMES_LEFT };
  }, [fullDates.data, ownDate]);
  return (
    <FieldGroup
      legend={legend}
      field={field}
      error={error}
      hint={value ? `Chosen: ${formatDisplayDate(value)}` : 'Days that cannot be booked are crossed out; shaded ones have no times left.'}
    >
      <QueryStatus query={unavailable} loadingLabel="Loading the calendar…" errorTitle="Failed to fetch unavailable dates">
        <DatePicker
          label={label}
          value={value}
          today={bookable.first}
          opensOn={opensOn}
          months={bookable}
          isDisabled={(date) => date < bookable.first || date > bookable.last || closed.has(date) || marked.isMarked(date)}
          marked={marked}
          onChange={(date) => {
            if (date !== value) onChange(date);
          }}
        />
      </QueryStatus>
    </FieldGroup>
  );
}
