import { useEffect, useMemo, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  CHANGE_OF_PLAN_MESSAGES,
  clockTime,
  formatDisplayDate,
  formatTimeRange,
  minutesOfDay,
  NO_TIMES_LEFT,
  partyDateWindow,
  REBOOKING_TERM,
  roomTooSmallForParty,
  toVenueDate,
  type ApiErrorCode,
  type BookingRecord,
  type MoveQuote,
  type MoveRequest,
  type MoveSlot,
} from '@party/domain';
import {
  Alert,
  apiErrorCode,
  apiErrorMessage,
  Button,
  DatePicker,
  FieldGroup,
  QueryStatus,
  RadioGroup,
  revealBelow,
  useGetFullPartyDatesQuery,
  useGetUnavailableDatesQuery,
  useNowOnce,
  useVenue,
  type ApiError,
} from '@party/shared-ui';
import { useGetMoveOptionsQuery, useMoveBookingMutation, useQuoteMoveMutation } from './api';
import { MoveReview } from './move-review';
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

interface Choice {
  date: string;
  time: string;
  roomId: string;
}

type ChoiceErrors = Partial<Record<keyof Choice, string>>;

const NO_CHOICE: Choice = { date: '', time: '', roomId: '' };

/** Refusals that mean the time or room chosen is not to be had: chosen again, with the reason. */
const CHOOSE_AGAIN: readonly ApiErrorCode[] = ['room-taken', 'centre-hired', 'move-not-available', 'venue-closed', 'date-not-bookable', 'room-too-small'];

/** The party's length in minutes, which a move keeps. */
function partyMinutes(booking: BookingRecord): number {
  const minutes = minutesOfDay(booking.endTime) - minutesOfDay(booking.startTime);
  return minutes > 0 ? minutes : 120;
}

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
    const problems: ChoiceErrors = {
      ...(choice.date ? {} : { date: CHANGE_OF_PLAN_MESSAGES.dateRequired }),
      ...(choice.date && !choice.time ? { time: CHANGE_OF_PLAN_MESSAGES.timeRequired } : {}),
      ...(choice.time && !choice.roomId ? { roomId: CHANGE_OF_PLAN_MESSAGES.roomRequired } : {}),
    };
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
          <QueryStatus
            isLoading={options.isFetching}
            isError={options.isError}
            loadingLabel="Loading the start times…"
            errorTitle="The start times could not be loaded"
            onRetry={() => void options.refetch()}
          >
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

/**
 * The new date, on the booking wizard's calendar: days the venue is closed, past or too far ahead
 * cannot be chosen, and days with no time left are shaded. The party's own day stays open: its
 * own time is free for it, and another time that day may be too.
 */
function MoveDate({ booking, value, error, onChange }: { booking: BookingRecord; value: string; error?: string; onChange: (date: string) => void }) {
  const { timeZone } = useVenue();
  const now = useNowOnce();
  const { first: today, last } = partyDateWindow(now, timeZone);
  const unavailable = useGetUnavailableDatesQuery();
  const fullDates = useGetFullPartyDatesQuery();
  const closed = useMemo(() => new Set((unavailable.data ?? []).map((date) => toVenueDate(date, timeZone)).filter(Boolean)), [unavailable.data, timeZone]);
  const marked = useMemo(() => {
    const full = new Set((fullDates.data ?? []).filter((date) => date !== booking.date));
    return { isMarked: (date: string) => full.has(date), label: NO_TIMES_LEFT };
  }, [fullDates.data, booking.date]);
  return (
    <FieldGroup
      legend="New date"
      field="move-date"
      error={error}
      hint={value ? `Chosen: ${formatDisplayDate(value)}` : 'Days that cannot be booked are crossed out; shaded ones have no times left.'}
    >
      <QueryStatus
        isLoading={unavailable.isLoading}
        isError={unavailable.isError}
        loadingLabel="Loading the calendar…"
        errorTitle="Failed to fetch unavailable dates"
        onRetry={() => void unavailable.refetch()}
      >
        <DatePicker
          label="New party date"
          value={value}
          today={today}
          fromDate={value || booking.date || today}
          toDate={last}
          isDisabled={(date) => date < today || date > last || closed.has(date) || marked.isMarked(date)}
          marked={marked}
          onChange={(date) => {
            if (date !== value) onChange(date);
          }}
        />
      </QueryStatus>
    </FieldGroup>
  );
}

interface MoveSlotsProps {
  booking: BookingRecord;
  slots: readonly MoveSlot[];
  date: string;
  choice: Choice;
  errors: ChoiceErrors;
  onChange: (next: Partial<Choice>) => void;
}

/** The day's start times (those not free shown and disabled), then the rooms at the time chosen. */
function MoveSlots({ booking, slots, date, choice, errors, onChange }: MoveSlotsProps) {
  const minutes = partyMinutes(booking);
  const endOf = (time: string) => clockTime(Math.min(minutesOfDay(time) + minutes, 24 * 60 - 1));
  const isCurrent = (time: string, roomId: string) => date === booking.date && time === booking.startTime && roomId === String(booking.room?.id ?? '');
  // A time whose only free room is the party's own, as it is now, is no move at all.
  const offered = (slot: MoveSlot) => slot.isAvailable && slot.rooms.some((room) => room.isAvailable && !isCurrent(slot.time, room.id));
  const chosen = slots.find((slot) => slot.time === choice.time);
  if (!slots.some(offered)) {
    return (
      <p className={styles.none} role="status">
        {CHANGE_OF_PLAN_MESSAGES.noTimesThatDay}
      </p>
    );
  }
  return (
    <>
      <RadioGroup
        legend="Start time"
        name="move-time"
        value={choice.time}
        error={errors.time}
        options={slots.map((slot) => ({
          value: slot.time,
          label: formatTimeRange(slot.time, endOf(slot.time)),
          description: offered(slot) ? undefined : CHANGE_OF_PLAN_MESSAGES.slotTaken,
          disabled: !offered(slot),
        }))}
        onChange={(time) => {
          // The one room free then is chosen for the parent; with two or more, the parent chooses.
          const free = slots.find((slot) => slot.time === time)?.rooms.filter((room) => room.isAvailable && !isCurrent(time, room.id)) ?? [];
          onChange({ time, roomId: free.length === 1 ? free[0].id : '' });
        }}
      />
      {chosen ? (
        <RadioGroup
          legend="Room"
          name="move-room"
          value={choice.roomId}
          error={errors.roomId}
          options={chosen.rooms.map((room) => {
            const current = isCurrent(chosen.time, room.id);
            const tooSmall = room.maxCapacity < booking.numberOfKids;
            const why = current ? CHANGE_OF_PLAN_MESSAGES.currentPlace : tooSmall ? roomTooSmallForParty(booking.numberOfKids) : room.isAvailable ? `Up to ${room.maxCapacity} kids` : CHANGE_OF_PLAN_MESSAGES.slotTaken;
            return { value: room.id, label: room.name, description: why, disabled: current || !room.isAvailable };
          })}
          onChange={(roomId) => onChange({ roomId })}
        />
      ) : null}
    </>
  );
}
