import { useState } from 'react';
import { useFormikContext } from 'formik';
import { Button, CheckboxField, TermsDialog } from '@party/shared-ui';
import type { BookingFormValues } from '../../shared/draft/form-values';
import { useFieldError } from '../../shared/wizard/field-errors';
import styles from './contact-and-payment.module.css';

/** The terms checkbox, and the terms and conditions in a dialog. */
export function TermsField() {
  const { values, setFieldValue } = useFormikContext<BookingFormValues>();
  const error = useFieldError('acceptTerms');
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.terms}>
      <CheckboxField
        label="I accept the terms and conditions"
        name="acceptTerms"
        data-field="acceptTerms"
        checked={values.acceptTerms}
        onChange={(event) => void setFieldValue('acceptTerms', event.target.checked)}
        error={error}
      />
      <Button variant="ghost" className={styles.termsLink} onClick={() => setOpen(true)}>
        Read the Terms and Conditions
      </Button>
      <TermsDialog open={open} onOpenChange={setOpen} flow="booking" />
    </div>
  );
}
