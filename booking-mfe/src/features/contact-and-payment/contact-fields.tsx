import { useFormikContext } from 'formik';
import { TextField } from '@party/shared-ui';
import type { BookingFormValues } from '../../shared/draft/form-values';
import { useFieldError } from '../../shared/wizard/field-errors';
import styles from './contact-and-payment.module.css';

/** The parent's name, email, mobile and address. */
export function ContactFields() {
  const { getFieldProps } = useFormikContext<BookingFormValues>();
  const errors = {
    parentName: useFieldError('contactInfo.parentName'),
    email: useFieldError('contactInfo.email'),
    phone: useFieldError('contactInfo.phone'),
    address: useFieldError('contactInfo.address'),
  };
  return (
    <div className={styles.fieldGrid}>
      <TextField
        label="Parent/Guardian Name"
        required
        autoComplete="name"
        data-field="contactInfo.parentName"
        error={errors.parentName}
        {...getFieldProps('contactInfo.parentName')}
      />
      <TextField
        label="Email Address"
        required
        type="email"
        autoComplete="email"
        data-field="contactInfo.email"
        error={errors.email}
        {...getFieldProps('contactInfo.email')}
      />
      <TextField
        label="Mobile Number"
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        hint="10 digits, e.g. 0412 345 678"
        data-field="contactInfo.phone"
        error={errors.phone}
        {...getFieldProps('contactInfo.phone')}
      />
      <TextField
        label="Address"
        required
        autoComplete="street-address"
        data-field="contactInfo.address"
        error={errors.address}
        {...getFieldProps('contactInfo.address')}
      />
    </div>
  );
}
