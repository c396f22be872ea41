import {
  afterHoursDateWindow,
  afterHoursDurationHours,
  afterHoursEndTimes,
  afterHoursStartTimes,
  formatDisplayDate,
  formatHours,
  formatTime12h,
  isAfterHoursDateBookable,
  venueDate,
} from '@party/domain';
import { DatePicker, FieldGroup, SelectField, TextField, useVenue, type SelectOption } from '@party/shared-ui';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useFieldErrors } from './field-error';
import { changeDate, changeStartTime, type EventFormValues } from './form-values';
import styles from './event-form.module.css';

const timeOptions = (times: readonly string[]): SelectOption[] => times.map((time) => ({ value: time, label: formatTime12h(time) }));

/** Keeps the value chosen among the options even when the list no longer offers it (an edit of an older booking). */
function withValue(options: SelectOption[], value: string): SelectOption[] {
  return value && !options.some((option) => option.value === value) ? [{ value, label: formatTime12h(value) }, ...options] : options;
}

export interface DateTimeFieldsProps {
  /** The page's clock (read once per visit): the booking window and today's earliest start follow it. */
  now: number;
  unavailableDates: readonly string[];
}

/**
 * The event's date, start and end: dates from 48 hours to 12 months ahead except unavailable ones;
 * start times every 15 minutes leaving 2 hours before 22:00 (today, from now + 15 minutes rounded
 * up to the quarter hour); end times every 30 minutes from 2 hours after the start to 22:00.
 * Changing the date clears both times, changing the start clears the end.
 */
export function DateTimeFields({ now, unavailableDates }: DateTimeFieldsProps) {
  const { values, setValues } = useFormikContext<EventFormValues>();
  const errorOf = useFieldErrors();
  const { timeZone } = useVenue();
  const { first, last } = useMemo(() => afterHoursDateWindow(now, timeZone), [now, timeZone]);
  // Made again only when the date changes: the calendar asks about each day it shows at every render.
  const calendar = useMemo(
    () => (
      <DatePicker
        label="Event date"
        value={values.date}
        today={venueDate(now, timeZone)}
        fromDate={first}
        toDate={last}
        isDisabled={(date) => date !== values.date && !isAfterHoursDateBookable(date, now, unavailableDates, timeZone)}
        onChange={(date) => void setValues((current) => changeDate(current, date))}
      />
    ),
    [values.date, now, first, last, unavailableDates, timeZone, setValues],
  );
  const starts = values.date ? withValue(timeOptions(afterHoursStartTimes(values.date, now, timeZone)), values.startTime) : [];
  const ends = values.startTime ? withValue(timeOptions(afterHoursEndTimes(values.startTime)), values.endTime) : [];
  const duration = afterHoursDurationHours(values.startTime, values.endTime);
  return (
    <>
      <FieldGroup
        legend="Event Date"
        field="date"
        error={errorOf('date')}
        hint={values.date ? `Chosen: ${formatDisplayDate(values.date)}` : 'Events are booked from 48 hours to 12 months ahead. Days that cannot be booked are crossed out.'}
      >
        {calendar}
      </FieldGroup>
      <div className={styles.times}>
        <SelectField
          label="Start Time"
          name="startTime"
          data-field="startTime"
          required
          value={values.startTime}
          placeholder={values.date ? (starts.length ? 'Select a start time' : 'No start times left that day') : 'Choose a date first'}
          options={starts}
          disabled={!values.date}
          error={errorOf('startTime')}
          onChange={(event) => void setValues(changeStartTime(values, event.target.value))}
        />
        <SelectField
          label="End Time"
          name="endTime"
          data-field="endTime"
          required
          value={values.endTime}
          placeholder={values.startTime ? 'Select an end time' : 'Choose a start time first'}
          options={ends}
          disabled={!values.startTime}
          error={errorOf('endTime')}
          onChange={(event) => void setValues({ ...values, endTime: event.target.value })}
        />
        <TextField label="Duration" name="duration" readOnly value={duration ? formatHours(duration) : ''} hint="From the start and end times." />
      </div>
    </>
  );
}
