import { useId } from 'react';
import { amountOwedBackMessage, formatAud, type AfterHoursBooking } from '@party/domain';
import { Alert, PaymentButton, useCheckout, useVenue, VenueContactText } from '@party/shared-ui';
import styles from './edit-event.module.css';

export interface PaymentPanelProps {
  booking: AfterHoursBooking;
  /** Changes not saved yet: what is paid follows the saved booking, so they are saved first. */
  unsaved: boolean;
}

/**
 * What has been paid and what remains, as the API recorded them, and a way to pay through the
 * hosted checkout: the deposit or the full amount while nothing is paid, the rest after that.
 */
export function PaymentPanel({ booking, unsaved }: PaymentPanelProps) {
  const venue = useVenue();
  const { startCheckout, busy } = useCheckout();
  const noteId = useId();
  const { totalPaidAmount: paid, remainingAmount: remaining, amountOwedBack: owedBack } = booking;
  const nothingPaid = paid === 0;
  const dueNow = nothingPaid && booking.paymentOption === 'deposit' ? booking.pricing.deposit : remaining;
  return (
    <div className={styles.payment}>
      <h3 className={styles.paymentTitle}>Payment</h3>
      <p>
        Paid so far: <strong>{formatAud(paid)}</strong>. {remaining > 0 ? <>Still to pay: <strong>{formatAud(remaining)}</strong>.</> : 'Nothing left to pay.'}
      </p>
      {owedBack > 0 ? (
        <Alert tone="warning" title="A refund is owed to you">
          <VenueContactText text={amountOwedBackMessage(owedBack, venue.phone)} />
        </Alert>
      ) : null}
      {remaining > 0 && booking.status !== 'canceled' ? (
        <>
          <PaymentButton
            variant={nothingPaid ? 'primary' : 'secondary'}
            fullWidth
            busy={busy}
            busyLabel="Redirecting to Payment..."
            disabled={unsaved}
            aria-describedby={unsaved ? noteId : undefined}
            onClick={() => void startCheckout({ bookingId: booking.uniqueBookingId, kind: 'after-hours' })}
          >
            {nothingPaid ? `Pay Now (${formatAud(dueNow)})` : `Pay the Rest (${formatAud(remaining)})`}
          </PaymentButton>
          {unsaved ? (
            <p id={noteId} className="small-note">
              Save your changes with Update Booking first: the amount to pay follows the saved booking.
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
