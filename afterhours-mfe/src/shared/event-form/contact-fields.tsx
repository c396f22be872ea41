import { OptionalLabel, TextAreaField, TextField } from '@party/shared-ui';
import { useFormikContext } from 'formik';
import { useFieldErrors } from './field-error';
import type { EventFormValues } from './form-values';
import styles from './event-form.module.css';

/** Who is hiring the centre: name, email, mobile, address and any notes for the venue. */
export function ContactFields() {
  const { values, handleChange } = useFormikContext<EventFormValues>();
  const errorOf = useFieldErrors();
  const field = (name: 'firstName' | 'lastName' | 'email' | 'mobile' | 'address') => ({
    name,
    'data-field': name,
    value: values[name],
    onChange: handleChange,
    error: errorOf(name),
    required: true,
  });
  return (
    <div className={styles.fields}>
      <div className={styles.pair}>
        <TextField label="First Name" autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" {...field('lastName')} />
      </div>
      <div className={styles.pair}>
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Mobile" type="tel" autoComplete="tel" inputMode="tel" {...field('mobile')} />
      </div>
      <TextField label="Address" autoComplete="street-address" {...field('address')} />
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
