import { CHANGE_OF_PLAN_MESSAGES, formatAud, formatDisplayDate, formatTimeRange, type BookingPlace, type MoveQuote } from '@party/domain';
import { SummaryList } from '@party/shared-ui';
import styles from './change-of-plan.module.css';

/** Where a party is or would be: 'Thu, July 10th, 2031, 11:00 AM - 1:00 PM, Ocean Room'. */
export function placeWords(place: BookingPlace): string {
  return `${formatDisplayDate(place.date)}, ${formatTimeRange(place.startTime, place.endTime)}, ${place.room}`;
}

/**
 * The move as quoted, before it is confirmed: from and to, the rebooking fee and why (the terms'
 * words), the price with it, what is paid, and what is then left to pay or owed back.
 */
export function MoveReview({ quote }: { quote: MoveQuote }) {
  return (
    <div className={styles.review} role="status">
      <SummaryList
        label="The move"
        rows={[
          { key: 'from', label: 'From', value: placeWords(quote.from) },
          { key: 'to', label: 'To', value: placeWords(quote.to) },
        ]}
      />
      <p className={quote.fee > 0 ? styles.fee : styles.text}>{quote.feeWords}</p>
      <SummaryList
        amounts
        label="The move's price"
        rows={[
          { key: 'fee', label: 'Rebooking fee', value: quote.fee > 0 ? formatAud(quote.fee) : CHANGE_OF_PLAN_MESSAGES.free },
          { key: 'final', label: 'Price once moved', value: formatAud(quote.finalPrice) },
          { key: 'paid', label: 'Amount paid', value: formatAud(quote.totalPaidAmount) },
          ...(quote.amountOwedBack > 0
            ? [{ key: 'owed-back', label: 'Owed back to you', value: formatAud(quote.amountOwedBack), emphasis: true }]
            : [{ key: 'balance', label: 'Balance due', value: formatAud(quote.remainingAmount), emphasis: true }]),
        ]}
      />
    </div>
  );
}
