import { editFlowAmountDueNow, formatAud } from '@party/domain';
import styles from './edit-booking.module.css';

export interface RunningTotalProps {
  finalPrice: number;
  totalPaid: number;
}

/**
 * The edit's price kept in sight at the foot of the screen on a phone, where the summary sits
 * below the whole form; wide screens show the summary beside the form instead.
 */
export function RunningTotal({ finalPrice, totalPaid }: RunningTotalProps) {
  return (
    <p className={styles.runningTotal} data-testid="running-total">
      <span>
        Total <strong>{formatAud(finalPrice)}</strong>
      </span>
      <span>
        Balance <strong>{formatAud(editFlowAmountDueNow(finalPrice, totalPaid, 'full'))}</strong>
      </span>
    </p>
  );
}
