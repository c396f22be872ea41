import { staffMoneyState, type BookingStatus, type StaffMoney } from '@party/domain';
import { useVenue } from '@party/shared-ui';
import { useNow } from './use-clock';
import styles from './money-state-badge.module.css';

/** A booking's money in one line ('Paid in full', '$300.00 due on the day', 'Unpaid, held until 10:30 AM'). */
export function MoneyStateBadge({ money, status }: { money: StaffMoney; status: BookingStatus }) {
  const venue = useVenue();
  const state = staffMoneyState(money, status, useNow(), venue.timeZone);
  return (
    <span className={styles.state}>
      <span className={`${styles.badge} ${styles[state.tone]}`}>{state.label}</span>
      {state.owedBack ? <span className={`${styles.badge} ${styles.owedBack}`}>{state.owedBack}</span> : null}
    </span>
  );
}
