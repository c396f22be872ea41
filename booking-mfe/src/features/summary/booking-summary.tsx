import { DEPOSIT_AMOUNT } from '@party/domain';
import { Card } from '@party/shared-ui';
import { BOOKING_SUMMARY_ID } from '../../shared/draft/step-price';
import { PartyFacts } from './party-facts';
import { PriceBreakdown } from './price-breakdown';
import { StartOverButton } from './start-over-button';
import { SummaryAlerts } from './summary-alerts';
import styles from './booking-summary.module.css';

/**
 * The Booking Summary beside the wizard (below it on a phone), with its alerts. Beside the wizard
 * it scrolls on its own when taller than the window, so it takes the keyboard focus to be scrolled.
 */
export function BookingSummary() {
  return (
    <Card title="Booking Summary" id={BOOKING_SUMMARY_ID} className={styles.summary} tabIndex={0}>
      <div className={styles.desktopAlerts}>
        <SummaryAlerts />
      </div>
      <PartyFacts />
      <h3 className={styles.subtitle}>Price</h3>
      <PriceBreakdown />
      <p className={styles.note}>
        The {`$${DEPOSIT_AMOUNT}`} deposit is non-refundable. The balance is paid on the day of the party.
      </p>
      <StartOverButton />
    </Card>
  );
}
