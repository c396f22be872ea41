import { useRef, useState } from 'react';
import { useFormikContext } from 'formik';
import { KIDS_MAX } from '@party/domain';
import { Button, TextField } from '@party/shared-ui';
import type { EditValues } from './edit-values';
import styles from './edit-booking.module.css';

/** The guest list: the Guest of Honour first, then guests who can be removed; every field optional. */
export function GuestList() {
  const { values, setFieldValue, getFieldProps } = useFormikContext<EditValues>();
  const [focusGuest, setFocusGuest] = useState<number | null>(null);
  const addArea = useRef<HTMLDivElement>(null);
  const guests = values.guestNames;

  function addGuest() {
    void setFieldValue('guestNames', [...guests, { name: '', email: '', phone: '' }], false);
    setFocusGuest(guests.length);
  }

  function removeGuest(index: number) {
    void setFieldValue('guestNames', guests.filter((_, i) => i !== index), false);
    setFocusGuest(null);
    addArea.current?.querySelector('button')?.focus();
  }

  return (
    <>
      <ol className={styles.guests} aria-label="Guest list">
        {guests.map((_, index) => {
          const legend = index === 0 ? 'Guest of Honour' : `Guest ${index + 1}`;
          return (
            <li key={index} className={styles.guest}>
              <fieldset className={styles.guestFields}>
                <legend className={styles.guestLegend}>{legend}</legend>
                <TextField label="Name" autoComplete="off" autoFocus={focusGuest === index} {...getFieldProps(`guestNames.${index}.name`)} />
                <TextField label="Email" type="email" autoComplete="off" {...getFieldProps(`guestNames.${index}.email`)} />
                <TextField label="Phone" type="tel" autoComplete="off" {...getFieldProps(`guestNames.${index}.phone`)} />
                {index > 0 ? (
                  <Button variant="ghost" onClick={() => removeGuest(index)} aria-label={`Remove ${legend}`}>
                    Remove
                  </Button>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div ref={addArea}>
        <Button variant="secondary" onClick={addGuest} disabled={guests.length >= KIDS_MAX}>
          Add Guest
        </Button>
      </div>
    </>
  );
}
