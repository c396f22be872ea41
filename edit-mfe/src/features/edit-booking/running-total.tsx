import { formatAud, type EditQuote, type PaymentOption } from '@party/domain';
import { paymentRows } from './edit-price';
import styles from './edit-booking.module.css';

export interface RunningTotalProps {
  figures: EditQuote;
  paymentOption: PaymentOption | '';
}

/**
 * The edit's price kept in sight at the foot of the screen on a phone, where the summary sits
 * below the whole form; wide screens show the summary beside the form instead. The same figures as
 * the summary: the final price, the balance due on the day and any money owed back.
 */
export function RunningTotal({ figures, paymentOption }: RunningTotalProps) {
  const rows = paymentRows(figures, paymentOption);
  const balance = rows.find((row) => row.row === 'balance')?.amount ?? 0;
  return (
    <p className={styles.runningTotal} data-testid="running-total">
      <span>
        Total <strong>{formatAud(figures.finalPrice)}</strong>
      </span>
      <span>
        Balance <strong>{formatAud(balance)}</strong>
      </span>
      {figures.amountOwedBack > 0 ? (
        <span>
          Owed back <strong>{formatAud(figures.amountOwedBack)}</strong>
        </span>
      ) : null}
    </p>
  );
}
