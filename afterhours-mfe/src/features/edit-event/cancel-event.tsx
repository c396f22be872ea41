import { useEffect, useRef } from 'react';
import { canceledRefundLine, CHANGE_OF_PLAN_MESSAGES, type AfterHoursBooking, type CancelQuote } from '@party/domain';
import { Alert, Button, CancelBookingDialog, useCancelBookingDialog } from '@party/shared-ui';
import { useGetAfterHoursBookingQuery } from '../../shared/api';
import { useCancelAfterHoursBookingMutation, useQuoteAfterHoursCancelMutation } from './api';
import styles from './edit-event.module.css';

export interface CancelEventProps {
  booking: AfterHoursBooking;
  /** The API says online changes have closed: the page says so in place of the form. */
  onClosed: () => void;
  onCanceled: (answer: CancelQuote) => void;
}

/**
 * Cancel booking, for a hire whose online changes are open (decision 052): a confirmation that
 * shows what is refunded (a hire keeps nothing) before the hire is canceled.
 */
export function CancelEvent({ booking, onClosed, onCanceled }: CancelEventProps) {
  const id = booking.uniqueBookingId;
  const [quote] = useQuoteAfterHoursCancelMutation();
  const [cancel] = useCancelAfterHoursBookingMutation();
  const { refetch } = useGetAfterHoursBookingQuery(id);
  // Canceled or started meanwhile: the booking is read again, and the page shows it as it is.
  const canceling = useCancelBookingDialog(id, { quote, cancel, onClosed, onOtherRefusal: refetch });
  return (
    <div className={styles.cancelRow}>
      <Button variant="ghost" onClick={canceling.show}>
        {CHANGE_OF_PLAN_MESSAGES.cancelButton}
      </Button>
      <CancelBookingDialog {...canceling.dialog} kind="event" onCanceled={onCanceled} />
    </div>
  );
}

/** Canceled on this page a moment ago: said, with what is refunded, and the keyboard taken there. */
export function EventCanceled({ answer }: { answer: CancelQuote }) {
  const message = useRef<HTMLDivElement>(null);
  // The dialog this was canceled from closes without handing the focus back to its opener.
  useEffect(() => message.current?.focus(), []);
  return (
    <div ref={message} tabIndex={-1} className="focus-target">
      <Alert tone="success" title={CHANGE_OF_PLAN_MESSAGES.canceled}>
        <p>{canceledRefundLine(answer.refund)}</p>
      </Alert>
    </div>
  );
}
