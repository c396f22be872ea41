import { FormikTextField, OptionalLabel, TextAreaField } from '@party/shared-ui';
import { useFormikContext } from 'formik';
import type { EventFormValues } from './form-values';
import styles from './event-form.module.css';

/** Who is hiring the centre: name, email, mobile, address and any notes for the venue. */
export function ContactFields() {
  const { values, handleChange } = useFormikContext<EventFormValues>();
  return (
    <div className={styles.fields}>
      <div className={styles.pair}>
        <FormikTextField label="First Name" autoComplete="given-name" name="firstName" data-field="firstName" required />
        <FormikTextField label="Last Name" autoComplete="family-name" name="lastName" data-field="lastName" required />
      </div>
      <div className={styles.pair}>
        <FormikTextField label="Email" type="email" autoComplete="email" name="email" data-field="email" required />
        <FormikTextField label="Mobile" type="tel" autoComplete="tel" inputMode="tel" name="mobile" data-field="mobile" required />
      </div>
      <FormikTextField label="Address" autoComplete="street-address" name="address" data-field="address" required />
      {/* Bound by hand: the notes have never shown a message of their own (a bound field would show 'too long'). */}
      <TextAreaField
        label={<OptionalLabel>Notes</OptionalLabel>}
        name="notes"
        value={values.notes}
        onChange={handleChange}
        hint="Anything the venue should know: the occasion, access needs, set-up times."
      />
    </div>
  );
}
