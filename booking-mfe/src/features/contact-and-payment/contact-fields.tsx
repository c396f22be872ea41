import { FormikTextField } from '@party/shared-ui';
import styles from './contact-and-payment.module.css';

/** The parent's name, email, mobile and address. */
export function ContactFields() {
  return (
    <div className={styles.fieldGrid}>
      <FormikTextField label="Parent/Guardian Name" required autoComplete="name" name="contactInfo.parentName" data-field="contactInfo.parentName" />
      <FormikTextField label="Email Address" required type="email" autoComplete="email" name="contactInfo.email" data-field="contactInfo.email" />
      <FormikTextField
        label="Mobile Number"
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        hint="10 digits, e.g. 0412 345 678"
        name="contactInfo.phone"
        data-field="contactInfo.phone"
      />
      <FormikTextField label="Address" required autoComplete="street-address" name="contactInfo.address" data-field="contactInfo.address" />
    </div>
  );
}
