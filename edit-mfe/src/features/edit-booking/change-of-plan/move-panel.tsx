import { useEffect, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { CHANGE_OF_PLAN_MESSAGES, REBOOKING_TERM, type ApiErrorCode, type BookingRecord, type MoveQuote, type MoveRequest } from '@party/domain';
import { Alert, apiErrorCode, apiErrorMessage, Button, QueryStatus, revealBelow, type ApiError } from '@party/shared-ui';
import { useGetMoveOptionsQuery, useMoveBookingMutation, useQuoteMoveMutation } from './api';
import { choiceProblems, NO_CHOICE, type Choice, type ChoiceErrors } from './move-choice';
import { MoveDate } from './move-date';
import { MoveReview } from './move-review';
import { MoveSlots } from './move-slots';
import styles from './change-of-plan.module.css';

// Moving the party (decision 052), loaded when the parent first asks for it: a date on the
// calendar the booking wizard shows (closed days crossed out, days with no time left shaded), a
// start time and a room the API says the party could have that day, then the move's quote (its
// rebooking fee, what the party then costs and what is due or owed back), then the move itself
// carrying the fee shown.

export interface MovePanelProps {
  booking: BookingRecord;
  /** Keep the Current Date: the panel closes with nothing changed. */
  onDismiss: () => void;
  onMoved: (answer: MoveQuote) => void;
  /** The API says online changes have closed: the page says so in place of the edit. */
  onClosed: () => void;
}

/** Refusals that mean the time or room chosen is not to be had: chosen again, with the reason. */
const CHOOSE_AGAIN: readonly ApiErrorCode[] = ['room-taken', 'centre-hired', 'move-not-available', 'venue-closed', 'date-not-bookable', 'room-too-small'];

export default function MovePanel({ booking, onDismiss, onMoved, onClosed }: MovePanelProps) {
  const id = String(booking.bookingId);
  const [choice, setChoice] = useState<Choice>(NO_CHOICE);
  const [errors, setErrors] = useState<ChoiceErrors>({});
  const [quote, setQuote] = useState<MoveQuote | undefined>();
  // Why the last step was refused, or why the figures shown changed: said until the next choice.
  const [notice, setNotice] = useState<string | undefined>();
  const [askQuote, quoting] = useQuoteMoveMutation();
  const [move, moving] = useMoveBookingMutation();
  const options = useGetMoveOptionsQuery(choice.date ? { id, date: choice.date } : skipToken, { refetchOnMountOrArgChange: true });
  const heading = useRef<HTMLHeadingElement>(null);
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const times = useRef<HTMLDivElement>(null);

  // The panel opens with the keyboard on its title; the review too, and back again.
  const reviewing = quote !== undefined;
  useEffect(() => {
    (reviewing ? reviewHeading : heading).current?.focus();
  }, [reviewing]);

  // A day's start times come into view once they arrive: on a phone they sit below the calendar.
  const revealed = useRef('');
  useEffect(() => {
    if (!choice.date || options.isFetching || !options.data || revealed.current === choice.date) return;
    revealed.current = choice.date;
    revealBelow(times.current);
  }, [choice.date, options.isFetching, options.data]);

  const request = (chosen: Choice): MoveRequest => ({ date: chosen.date, startTime: chosen.time, roomId: chosen.roomId });

  /** A refusal of the quote or the move, met as its code says (a booking canceled meanwhile is read again by the API's tags). */
  function refused(error: unknown): void {
    const code = apiErrorCode(error as ApiError);
    const message = apiErrorMessage(error as ApiError);
    if (code === 'online-changes-closed') {
      onClosed();
      return;
    }
    if (code && CHOOSE_AGAIN.includes(code)) {
      // The room or time went meanwhile: the day is read again, and the parent chooses again.
      setQuote(undefined);
      setChoice((current) => ({ ...current, roomId: '' }));
      void options.refetch();
    }
    setNotice(message);
  }

  async function review() {
    const problems = choiceProblems(choice);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setNotice(undefined);
    try {
      setQuote(await askQuote({ id, move: request(choice) }).unwrap());
    } catch (error) {
      refused(error);
    }
  }

  async function confirm(shown: MoveQuote) {
    setNotice(undefined);
    try {
      onMoved(await move({ id, move: { ...request(choice), fee: shown.fee } }).unwrap());
    } catch (error) {
      if (apiErrorCode(error as ApiError) !== 'move-fee-changed') {
        refused(error);
        return;
      }
      // A day passed since the quote (or a move was made meanwhile): the new fee is shown to confirm again.
      setNotice(apiErrorMessage(error as ApiError));
      try {
        setQuote(await askQuote({ id, move: request(choice) }).unwrap());
      } catch (again) {
        refused(again);
      }
    }
  }

  function choose(next: Partial<Choice>) {
    setChoice((current) => ({ ...current, ...next }));
    setErrors({});
    setNotice(undefined);
  }

  if (quote) {
    return (
      <div className={styles.panel}>
        <h3 ref={reviewHeading} tabIndex={-1} className={styles.panelTitle}>
          {CHANGE_OF_PLAN_MESSAGES.reviewTitle}
        </h3>
        {notice ? (
          <Alert tone="warning">
            <p className={styles.text}>{notice}</p>
          </Alert>
        ) : null}
        <MoveReview quote={quote} />
        <div className={styles.actions}>
          <Button busy={moving.isLoading || quoting.isLoading} busyLabel={CHANGE_OF_PLAN_MESSAGES.moving} onClick={() => void confirm(quote)}>
            {CHANGE_OF_PLAN_MESSAGES.confirmMove}
          </Button>
          <Button
            variant="secondary"
            disabled={moving.isLoading}
            onClick={() => {
              setQuote(undefined);
              setNotice(undefined);
            }}
          >
            {CHANGE_OF_PLAN_MESSAGES.back}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.panel}>
      <h3 ref={heading} tabIndex={-1} className={styles.panelTitle}>
        {CHANGE_OF_PLAN_MESSAGES.moveTitle}
      </h3>
      <p className={styles.text}>{CHANGE_OF_PLAN_MESSAGES.moveIntro}</p>
      <p className={styles.terms}>{REBOOKING_TERM}</p>
      <MoveDate booking={booking} value={choice.date} error={errors.date} onChange={(date) => choose({ date, time: '', roomId: '' })} />
      <div ref={times}>
        {choice.date ? (
          <QueryStatus query={options} everyFetch loadingLabel="Loading the start times…" errorTitle="The start times could not be loaded">
            {options.data ? (
              <MoveSlots
                booking={booking}
                slots={options.data.slots}
                date={choice.date}
                choice={choice}
                errors={errors}
                onChange={choose}
              />
            ) : null}
          </QueryStatus>
        ) : null}
      </div>
      {notice ? (
        <Alert tone="warning">
          <p className={styles.text}>{notice}</p>
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <Button busy={quoting.isLoading} busyLabel={CHANGE_OF_PLAN_MESSAGES.checking} onClick={() => void review()}>
          {CHANGE_OF_PLAN_MESSAGES.reviewMove}
        </Button>
        <Button variant="secondary" onClick={onDismiss}>
          {CHANGE_OF_PLAN_MESSAGES.keepDate}
        </Button>
      </div>
    </div>
  );
}
