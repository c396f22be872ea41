import {
  afterHoursDateWindow,
  afterHoursDurationHours,
  afterHoursStartTimes,
  endTimesThatFit,
  formatDisplayDate,
  formatHours,
  formatTime12h,
  formatTimeRange,
  isAfterHoursDateBookable,
  overlapsTakenTime,
  startTimesThatFit,
  TAKEN_TIMES_MESSAGES,
  takenTimesHint,
  venueDate,
  type AfterHoursWindow,
} from '@party/domain';
import { Alert, DatePicker, FieldGroup, scrollToAndFocus, SelectField, TextField, useShownError, useVenue, type SelectOption } from '@party/shared-ui';
import { useFormikContext } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import type { TakenTimes } from '../taken-times';
import { changeDate, changeStartTime, isTimesTaken, type EventFormValues } from './form-values';
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
  /** When the centre is already taken: fully taken days cannot be chosen, and only times that fit are offered. */
  taken: TakenTimes;
  /** When the centre can be hired, as the venue sets it: the start and end lists follow it. */
  hireWindow: AfterHoursWindow;
}

/**
 * The event's date, start and end: dates from 48 hours to 12 months ahead except unavailable and
 * fully taken ones; start times every 15 minutes from the venue's window opening, leaving 2 hours
 * before it closes (today, from now + 15 minutes rounded up to the quarter hour) and before the next
 * taken time; end times every 30 minutes from 2 hours after the start to the window's closing or
 * the next taken time. Changing the date clears
 * both times, changing the start clears the end. Times found taken (at Continue or Update Booking,
 * or chosen before someone else took them) are said so under the fields.
 */
export function DateTimeFields({ now, unavailableDates, taken, hireWindow }: DateTimeFieldsProps) {
  const { values, setValues, status, setStatus } = useFormikContext<EventFormValues>();
  const errors = { date: useShownError('date'), startTime: useShownError('startTime'), endTime: useShownError('endTime') };
  const { timeZone } = useVenue();
  const months = useMemo(() => afterHoursDateWindow(now, timeZone), [now, timeZone]);
  const marked = useMemo(() => ({ isMarked: taken.isFullyTaken, label: TAKEN_TIMES_MESSAGES.fullyBooked }), [taken]);
  // Made again only when the date or what is taken changes: the calendar asks about each day it shows at every render.
  const calendar = useMemo(
    () => (
      <DatePicker
        label="Event date"
        value={values.date}
        today={venueDate(now, timeZone)}
        months={months}
        isDisabled={(date) => date !== values.date && (!isAfterHoursDateBookable(date, now, unavailableDates, timeZone) || taken.isFullyTaken(date))}
        marked={marked}
        onChange={(date) => {
          setStatus(undefined);
          void setValues((current) => changeDate(current, date));
        }}
      />
    ),
    [values.date, now, months, unavailableDates, timeZone, setValues, setStatus, taken, marked],
  );
  const takenThatDay = values.date ? taken.on(values.date) : [];
  const starts = values.date ? withValue(timeOptions(startTimesThatFit(afterHoursStartTimes(values.date, now, timeZone, hireWindow), takenThatDay)), values.startTime) : [];
  const ends = values.startTime ? withValue(timeOptions(endTimesThatFit(values.startTime, takenThatDay, hireWindow)), values.endTime) : [];
  const duration = afterHoursDurationHours(values.startTime, values.endTime);
  const clashFound = isTimesTaken(status);
  const clash = clashFound || (Boolean(values.startTime && values.endTime) && overlapsTakenTime(values.startTime, values.endTime, takenThatDay));
  return (
    <>
      <FieldGroup
        legend="Event Date"
        field="date"
        error={errors.date}
        hint={values.date ? `Chosen: ${formatDisplayDate(values.date)}` : TAKEN_TIMES_MESSAGES.calendarHint}
      >
        {calendar}
      </FieldGroup>
      {/* Above the times, so that brought into view it shows them too. */}
      {clash ? <TimesTaken found={clashFound ? status : undefined} /> : null}
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
          hint={takenThatDay.length ? takenTimesHint(takenThatDay.map((time) => formatTimeRange(time.start, time.end))) : undefined}
          error={errors.startTime}
          onChange={(event) => {
            setStatus(undefined);
            void setValues(changeStartTime(values, event.target.value));
          }}
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
          error={errors.endTime}
          onChange={(event) => {
            setStatus(undefined);
            void setValues({ ...values, endTime: event.target.value });
          }}
        />
        <TextField label="Duration" name="duration" readOnly value={duration ? formatHours(duration) : ''} hint="From the start and end times." />
      </div>
    </>
  );
}

/**
 * The times are taken: said just above them, in plain words. Found at Continue or Update Booking
 * (`found`, a new value each time), the keyboard and the window go to it.
 */
function TimesTaken({ found }: { found: unknown }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (found) scrollToAndFocus(box.current);
  }, [found]);
  return (
    <div ref={box} className={styles.clash} data-field="times" tabIndex={-1}>
      <Alert tone="danger">{TAKEN_TIMES_MESSAGES.timesTaken}</Alert>
    </div>
  );
}
