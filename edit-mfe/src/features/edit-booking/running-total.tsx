import { editFlowAmountDueNow, formatAud } from '@party/domain';
import styles from './edit-booking.module.css';

export interface RunningTotalProps {
  finalPrice: number;
  totalPaid: number;
  /** The id of the summary it links to. */
  summaryId: string;
}

/**
 * The edit's price kept in sight at the foot of the screen on a phone, where the summary sits
 * below the whole form; wide screens show the summary beside the form instead.
 */
export function RunningTotal({ finalPrice, totalPaid, summaryId }: RunningTotalProps) {
  return (
    <div className={styles.runningTotal}>
      <span>
        Total <strong>{formatAud(finalPrice)}</strong>
      </span>
      <span>
        Balance <strong>{formatAud(editFlowAmountDueNow(finalPrice, totalPaid, 'full'))}</strong>
      </span>
      <a href={`#${summaryId}`}>Summary</a>
    </div>
  );
}
