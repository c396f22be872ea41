import { Button } from './button';
import styles from './step-actions.module.css';

export interface StepActionsProps {
  /** The way on: submits the step's form ('Next', 'Continue to Step 3', 'Complete Booking'...). */
  submitLabel: string;
  /** Back is always allowed, except while the step is busy; none on a first step. */
  onBack?: () => void;
  busy?: boolean;
  busyLabel?: string;
}

/** The buttons of a form's step: Back on the left, the way on at the right (on top on a phone). */
export function StepActions({ submitLabel, onBack, busy = false, busyLabel = 'Processing...' }: StepActionsProps) {
  return (
    <div className={styles.actions}>
      {onBack ? (
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          Back
        </Button>
      ) : null}
      <Button type="submit" busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </Button>
    </div>
  );
}
