import { useEffect, useRef, useState } from 'react';
import { useFormikContext } from 'formik';
import { editKidsSentence, guestCount, KIDS_MAX, KIDS_MIN, roomCapacityLine, STEP1_MESSAGES, type BookingRecord } from '@party/domain';
import { TextField } from '@party/shared-ui';
import { useGetRsvpsQuery } from './api';
import { kidsProblem, type EditValues } from './edit-values';
import styles from './edit-booking.module.css';

/** The field's name, by which a refused Update and a failed Continue bring the parent back to it. */
export const NUMBER_OF_KIDS_FIELD = 'numberOfKids';

/**
 * The party's number of kids, the parent's to change (decision 031): it starts at the booked
 * number and moves only when the parent types another. The room's limit is said before Update,
 * and the guest list and the RSVPs only inform it. What is typed is kept as text while it is being
 * edited (an empty box on the way to a new number); each whole number typed becomes the value.
 */
export function NumberOfKidsField({ booking, refusal }: { booking: BookingRecord; refusal?: string }) {
  const { values, setFieldValue } = useFormikContext<EditValues>();
  const [text, setText] = useState(String(values.numberOfKids));
  const rsvps = useGetRsvpsQuery(String(booking.bookingId));
  const blank = text.trim() === '';
  const error = blank ? STEP1_MESSAGES.numberOfKidsRequired : (kidsProblem(values, booking) ?? refusal);
  // A message that appears under the field is brought into view: on a phone the price bar at the
  // foot of the screen would hide it while the parent types.
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) area.current?.querySelector('[id$="-error"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [error]);
  return (
    <div ref={area} className={styles.kidsArea}>
      <TextField
        label="Number of kids"
        type="number"
        inputMode="numeric"
        min={KIDS_MIN}
        max={Math.min(KIDS_MAX, booking.room.maxCapacity)}
        step={1}
        name={NUMBER_OF_KIDS_FIELD}
        value={text}
        // The room's limit, until an error says it with what to do.
        hint={error ? undefined : roomCapacityLine(booking.room)}
        error={error}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          const kids = Number(typed);
          if (typed.trim() !== '' && Number.isInteger(kids)) void setFieldValue('numberOfKids', kids, false);
        }}
        onBlur={() => setText(String(values.numberOfKids))}
      />
      <p className={styles.sectionHint}>
        {editKidsSentence(guestCount(values.guestNames), rsvps.data?.totals.kidsComing)}
      </p>
    </div>
  );
}
