import { useState } from 'react';
import { Button, FormikCheckboxField, TermsDialog } from '@party/shared-ui';
import styles from './contact-and-payment.module.css';

/** The terms checkbox, and the terms and conditions in a dialog. */
export function TermsField() {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.terms}>
      <FormikCheckboxField label="I accept the terms and conditions" name="acceptTerms" data-field="acceptTerms" />
      <Button variant="ghost" className={styles.termsLink} onClick={() => setOpen(true)}>
        Read the Terms and Conditions
      </Button>
      <TermsDialog open={open} onOpenChange={setOpen} flow="booking" />
    </div>
  );
}
