import { formatAud, type AfterHoursRates } from '@party/domain';
import { TextField } from '@party/shared-ui';
import { useFormikContext } from 'formik';
import { useFieldErrors } from './field-error';
import type { EventFormValues } from './form-values';
import styles from './event-form.module.css';

const guestFeeHint = (rates: AfterHoursRates) => `A ${formatAud(rates.guestFee)} guest fee applies when kids and adults together are more than ${rates.guestFeeAbove}.`;

/** How many kids and adults are expected (0 or more each), with the rates' guest fee. */
export function GuestFields({ rates }: { rates: AfterHoursRates }) {
  const { values, handleChange } = useFormikContext<EventFormValues>();
  const errorOf = useFieldErrors();
  const field = (name: 'expectedKids' | 'expectedAdults') => ({
    name,
    'data-field': name,
    value: values[name],
    onChange: handleChange,
    error: errorOf(name),
    required: true,
    type: 'number',
    inputMode: 'numeric' as const,
    min: 0,
    step: 1,
  });
  return (
    <div className={styles.fields}>
      <p className={styles.hint}>{guestFeeHint(rates)}</p>
      <div className={styles.pair}>
        <TextField label="Expected Kids" {...field('expectedKids')} />
        <TextField label="Expected Adults" {...field('expectedAdults')} />
      </div>
    </div>
  );
}
