import { formatAud, type AfterHoursRates } from '@party/domain';
import { FormikTextField } from '@party/shared-ui';
import styles from './event-form.module.css';

const guestFeeHint = (rates: AfterHoursRates) => `A ${formatAud(rates.guestFee)} guest fee applies when kids and adults together are more than ${rates.guestFeeAbove}.`;

/** How many kids and adults are expected (0 or more each), with the rates' guest fee. */
export function GuestFields({ rates }: { rates: AfterHoursRates }) {
  const count = { required: true, type: 'number', inputMode: 'numeric' as const, min: 0, step: 1 };
  return (
    <div className={styles.fields}>
      <p className={styles.hint}>{guestFeeHint(rates)}</p>
      <div className={styles.pair}>
        <FormikTextField label="Expected Kids" name="expectedKids" data-field="expectedKids" {...count} />
        <FormikTextField label="Expected Adults" name="expectedAdults" data-field="expectedAdults" {...count} />
      </div>
    </div>
  );
}
