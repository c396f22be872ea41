import { formatAud } from '@party/domain';
import { Button } from './button';
import { PaymentButton } from './payment-button';
import { scrollToAndFocus } from './scroll';
import styles from './step-actions.module.css';

/** A figure of the price kept in view: 'Total $455.00', 'Deposit now $100.00'. */
export interface PriceFigure {
  label: string;
  amount: number;
}

export interface StepActionsProps {
  /** The way on: submits the step's form ('Next', 'Continue to Step 3', 'Complete Booking'...). */
  submitLabel: string;
  /** Back is always allowed, except while the step is busy; none on a first step. */
  onBack?: () => void;
  busy?: boolean;
  busyLabel?: string;
  /**
   * The price so far, kept in view with the buttons at the foot of a phone's screen, where the
   * summary sits below the whole form (a wide screen shows the summary beside the form instead).
   * Without figures (nothing to price yet), `priceHint` says why.
   */
  price?: readonly PriceFigure[];
  priceHint?: string;
  /** The full summary's element id: one tap away from the price. */
  summaryId?: string;
  /** The way on starts a payment: it waits until the page is live, and is never replayed (PaymentButton). */
  pays?: boolean;
}

/**
 * The buttons of a form's step: Back on the left, the way on at the right (on top on a phone).
 * Given a price, on a phone they stay at the foot of the screen with the price above them.
 */
export function StepActions({ submitLabel, onBack, busy = false, busyLabel = 'Processing...', price, priceHint, summaryId, pays = false }: StepActionsProps) {
  const WayOn = pays ? PaymentButton : Button;
  const buttons = (
    <div className={styles.actions}>
      {onBack ? (
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          Back
        </Button>
      ) : null}
      <WayOn type="submit" busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </WayOn>
    </div>
  );
  if (!price && !priceHint) return buttons;
  return (
    <div className={styles.bar}>
      <div className={styles.price} role="group" aria-label="Price">
        {price?.length ? (
          price.map((figure) => (
            <span key={figure.label}>
              {figure.label} <strong>{formatAud(figure.amount)}</strong>
            </span>
          ))
        ) : (
          <span className={styles.hint}>{priceHint}</span>
        )}
        {summaryId ? (
          <button type="button" className={styles.summaryLink} onClick={() => scrollToAndFocus(document.getElementById(summaryId))}>
            Summary
          </button>
        ) : null}
      </div>
      {buttons}
    </div>
  );
}
