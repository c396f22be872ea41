import { useEffect, useRef, useState } from 'react';
import { useFormikContext } from 'formik';
import { skipToken } from '@reduxjs/toolkit/query';
import { changeTimeSlot, formatTime12h, formatTimeRange, partyEndTime, TIME_SLOTS_FETCH_FAILED } from '@party/domain';
import type { BookingFormValues } from '../../shared/draft/form-values';
import styles from './party-details.module.css';
import { FieldGroup, QueryStatus, revealBelow, useGetTimeSlotsQuery, useShownError } from '@party/shared-ui';

/** The chosen date's time slots as buttons; unavailable ones are disabled. 'Time slot Not Available' when none can be chosen. */
export function TimeSlotPicker() {
  const { values, setValues } = useFormikContext<BookingFormValues>();
  const error = useShownError('timeSlot');
  const duration = values.selectedPackage?.duration;
  const slots = useGetTimeSlotsQuery(values.date ? { date: values.date, ...(duration ? { duration: String(duration) } : {}) } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const chosenId = values.timeSlot ? String(values.timeSlot.id) : '';

  // The slots of a date chosen on the page come into view once they arrive: on a phone they would
  // sit below the calendar, under the price bar.
  const shownFor = useRef(values.date);
  const revealWhenLoaded = useRef(false);
  const section = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shownFor.current === values.date) return;
    shownFor.current = values.date;
    revealWhenLoaded.current = Boolean(values.date);
  }, [values.date]);
  useEffect(() => {
    if (!revealWhenLoaded.current || slots.isFetching || !slots.data) return;
    revealWhenLoaded.current = false;
    revealBelow(section.current);
  }, [slots.isFetching, slots.data]);
  // A slot chosen before the package changed may not fit the new package before closing, or be
  // taken since: it is let go, and the parent told, rather than refused at Complete Booking.
  const [lastChosen, setLastChosen] = useState(() => (values.timeSlot ? { time: values.timeSlot.time, date: values.date } : undefined));
  const stillOffered = !chosenId || !slots.data || slots.isFetching || slots.data.some((slot) => slot.isAvailable && String(slot.id) === chosenId);
  useEffect(() => {
    if (!stillOffered && values.timeSlot) void setValues({ ...values, ...changeTimeSlot(values, null) });
  }, [stillOffered, values, setValues]);
  const offers = (time: string) => slots.data?.some((slot) => slot.isAvailable && slot.time === time) === true;
  const dropped = !values.timeSlot && lastChosen?.date === values.date && slots.data && !slots.isFetching && !offers(lastChosen.time) ? lastChosen : undefined;
  return (
    <div ref={section}>
      <FieldGroup
        legend="Time Slot"
        field="timeSlot"
        error={error}
        hint={values.date ? undefined : 'Choose a date to see its time slots.'}
      >
        {values.date ? (
          <QueryStatus query={slots} everyFetch loadingLabel="Loading time slots…" errorTitle={TIME_SLOTS_FETCH_FAILED}>
            {slots.data?.some((slot) => slot.isAvailable) ? null : <p className={styles.none}>Time slot Not Available</p>}
            {dropped ? (
              <p className={styles.none} role="status">
                {`${formatTime12h(dropped.time)} is not free for this package that day. Please choose another time.`}
              </p>
            ) : null}
            <div className={styles.slots}>
              {(slots.data ?? []).map((slot) => (
                <button
                  key={slot.id}
                  type="button"
                  className={styles.slot}
                  aria-pressed={chosenId === String(slot.id)}
                  disabled={!slot.isAvailable}
                  onClick={() => {
                    setLastChosen({ time: slot.time, date: values.date });
                    void setValues({ ...values, ...changeTimeSlot(values, slot) });
                  }}
                >
                  {duration ? formatTimeRange(slot.time, partyEndTime(slot.time, duration)) : formatTime12h(slot.time)}
                </button>
              ))}
            </div>
          </QueryStatus>
        ) : null}
      </FieldGroup>
    </div>
  );
}
