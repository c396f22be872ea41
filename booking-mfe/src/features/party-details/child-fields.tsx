import { useFormikContext } from 'formik';
import { CHILD_AGE_OPTIONS } from '@party/domain';
import { FormikTextField, OptionalLabel, SelectField, useShownError } from '@party/shared-ui';
import type { BookingFormValues } from '../../shared/draft/form-values';
import { NumberOfKidsField } from './number-of-kids-field';
import styles from './party-details.module.css';

const ageOptions = CHILD_AGE_OPTIONS.map((age) => ({ value: String(age), label: String(age) }));

/** The child's names and age, and how many kids are coming. */
export function ChildFields() {
  const { values, setFieldValue } = useFormikContext<BookingFormValues>();
  const ageError = useShownError('childAge');
  return (
    <div className={styles.fieldGrid}>
      <FormikTextField label="Child's First Name" required autoComplete="off" name="childfName" data-field="childfName" />
      <FormikTextField label={<OptionalLabel>Child&apos;s Last Name</OptionalLabel>} autoComplete="off" name="childlName" data-field="childlName" />
      <SelectField
        label="Child Turning to"
        required
        name="childAge"
        data-field="childAge"
        placeholder="Select age"
        options={ageOptions}
        value={values.childAge > 0 ? String(values.childAge) : ''}
        onChange={(event) => void setFieldValue('childAge', Number(event.target.value) || 0)}
        error={ageError}
      />
      <NumberOfKidsField />
    </div>
  );
}
