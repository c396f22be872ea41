import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import {
  bookingPaymentPath,
  CHANGE_OF_PLAN_MESSAGES,
  formatDisplayDate,
  formatTimeRange,
  movedFeeLine,
  type BookingRecord,
  type CancelQuote,
  type MoveQuote,
} from '@party/domain';
import { Alert, Button, ButtonLink, CancelBookingDialog, LoadingState, useCancelBookingDialog, useFocusAfterRender } from '@party/shared-ui';
import { useCancelBookingMutation, useQuoteCancelMutation } from './api';
import { placeWords } from './move-review';
import styles from './change-of-plan.module.css';

// Moving a party takes a calendar, two choices and a quote: that code (the calendar's own is
// loaded apart, decision 037) comes when the parent first asks to move it, not with the page.
const MovePanel = lazy(() => import('./move-panel'));

export interface PartyPlanProps {
  booking: BookingRecord;
  /** The API says online changes have closed: the page says so in place of the edit. */
  onClosed: () => void;
  /** Canceled: the page shows the booking as canceled, with what is refunded. */
  onCanceled: (answer: CancelQuote) => void;
}

/**
 * The party's date, time and room on the edit page, with the ways to change the plan while online
 * changes are open (decision 052): Change date or time opens the move below it; Cancel booking
 * asks for confirmation, showing what is kept and refunded, before anything is canceled.
 */
export function PartyPlan({ booking, onClosed, onCanceled }: PartyPlanProps) {
  const id = String(booking.bookingId);
  const headingId = useId();
  const [moving, setMoving] = useState(false);
  const [moved, setMoved] = useState<MoveQuote | undefined>();
  const { ref: moveButton, focusSoon: focusMoveButton } = useFocusAfterRender<HTMLButtonElement>();
  const movedMessage = useRef<HTMLDivElement>(null);
  const [quote] = useQuoteCancelMutation();
  const [cancel] = useCancelBookingMutation();
  // Too late online: the page says so. (Canceled or started meanwhile, the booking is read again: api.ts.)
  const canceling = useCancelBookingDialog(id, { quote, cancel, onClosed });

  // The move made, the keyboard goes to what it says (the panel it was in is gone).
  useEffect(() => {
    if (moved) movedMessage.current?.focus();
  }, [moved]);

  return (
    <section className={styles.plan} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {CHANGE_OF_PLAN_MESSAGES.whenTitle}
      </h2>
      <p className={styles.when}>
        <strong>{formatDisplayDate(booking.date)}</strong>, {formatTimeRange(booking.startTime, booking.endTime)}
        {booking.room?.name ? `, ${booking.room.name}` : ''}
      </p>
      {moved ? (
        <div ref={movedMessage} tabIndex={-1} className={styles.moved}>
          <Alert tone="success" title={CHANGE_OF_PLAN_MESSAGES.moved}>
            <p className={styles.text}>
              Now {placeWords(moved.to)}. {movedFeeLine(moved.fee)} {CHANGE_OF_PLAN_MESSAGES.guestsTold}
            </p>
            {moved.fee > 0 && moved.remainingAmount > 0 ? (
              <ButtonLink variant="secondary" to={bookingPaymentPath(booking.bookingId)}>
                Pay Now
              </ButtonLink>
            ) : null}
          </Alert>
        </div>
      ) : null}
      {moving ? (
        <Suspense fallback={<LoadingState label="Loading…" />}>
          <MovePanel
            booking={booking}
            onDismiss={() => {
              setMoving(false);
              focusMoveButton();
            }}
            onMoved={(answer) => {
              setMoving(false);
              setMoved(answer);
            }}
            onClosed={onClosed}
          />
        </Suspense>
      ) : (
        <div className={styles.actions}>
          <Button
            ref={moveButton}
            variant="secondary"
            onClick={() => {
              setMoved(undefined);
              setMoving(true);
            }}
          >
            {CHANGE_OF_PLAN_MESSAGES.moveButton}
          </Button>
          <Button variant="ghost" onClick={canceling.show}>
            {CHANGE_OF_PLAN_MESSAGES.cancelButton}
          </Button>
        </div>
      )}
      <CancelBookingDialog {...canceling.dialog} kind="party" onCanceled={onCanceled} />
    </section>
  );
}
