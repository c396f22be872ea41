import { useEffect, useRef, useState } from 'react';
import {
  CHANGE_OF_PLAN_MESSAGES as WORDS,
  fieldErrors,
  formatAud,
  formatTimeRange,
  isIsoDate,
  minutesOfDay,
  moveRequestBody,
  type BookingPlace,
  type MoveQuote,
  type MoveRequest,
  type StaffBooking,
} from '@party/domain';
import { Alert, apiErrorCode, apiErrorMessage, Button, Dialog, notify, SummaryList, type ApiError } from '@party/shared-ui';
import { ApiProblem } from '../../shared/api-status';
import { formatShortDay } from '../../shared/format';
import { SlotPicker, type SlotChoice } from '../../shared/slot-picker';
import { useVenueToday } from '../../shared/use-clock';
import { useGetMoveOptionsQuery, useMoveBookingMutation, useQuoteMoveMutation } from './api';
import styles from './booking.module.css';

/** Refusals that mean the time chosen is not to be had (taken meanwhile, closed, too small): choose again. */
const CHOOSE_AGAIN = new Set(['room-taken', 'centre-hired', 'parties-booked', 'venue-closed', 'date-not-bookable', 'move-not-available', 'room-too-small']);
/** Refusals that end the move: the booking can no longer be moved at all. */
const OVER = new Set(['booking-canceled', 'event-started']);

/** Where a booking is or would be, in a line: 'Sat 19 Jul 2031, 1:00 PM - 3:00 PM, Ocean Room'. */
const placeWords = (place: BookingPlace) => `${formatShortDay(place.date)}, ${formatTimeRange(place.startTime, place.endTime)}, ${place.room}`;

/**
 * Move: a date, a start time and (for a party) a room, as the public calendar would offer them;
 * Quote shows the terms' rebooking fee and what the booking's money becomes, and Confirm move
 * sends the fee shown. A fee changed since (midnight passed) is quoted again; a time taken
 * meanwhile is chosen again, with the day's times read afresh.
 */
export function MoveDialog({ booking, onClose }: { booking: StaffBooking; onClose: () => void }) {
  const { reference } = booking;
  const today = useVenueToday();
  const [choice, setChoice] = useState<SlotChoice>({ date: booking.date >= today ? booking.date : today, startTime: '', roomId: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof SlotChoice, string>>>({});
  const [quote, setQuote] = useState<MoveQuote>();
  /** Why the person is asked again: a fee changed, a time taken meanwhile. */
  const [notice, setNotice] = useState<string>();
  const [problem, setProblem] = useState<ApiError>();
  const [over, setOver] = useState(false);
  const quoteHeading = useRef<HTMLHeadingElement>(null);
  const [quoteMove, quoting] = useQuoteMoveMutation();
  const [moveBooking, moving] = useMoveBookingMutation();
  const isParty = booking.kind === 'party';
  const options = useGetMoveOptionsQuery({ reference, date: choice.date }, { skip: !isIsoDate(choice.date) || choice.date < today || over });

  const request = (): MoveRequest => ({ date: choice.date, startTime: choice.startTime, ...(isParty ? { roomId: choice.roomId } : {}) });

  function choose(next: SlotChoice) {
    setChoice(next);
    setErrors({});
    setProblem(undefined);
  }

  /** Shows the quote, its heading taking the focus (what the person reads next). */
  function showQuote(next: MoveQuote) {
    setQuote(next);
  }
  useEffect(() => {
    if (quote) quoteHeading.current?.focus();
  }, [quote]);

  /** A refusal in the person's words: the time again, the move over, or the API's or network's words. */
  function refused(error: ApiError) {
    const code = apiErrorCode(error) ?? '';
    if (CHOOSE_AGAIN.has(code) || code === 'changed-meanwhile') {
      setQuote(undefined);
      setNotice(apiErrorMessage(error));
      // The day's times as they now are; a room taken meanwhile is chosen again.
      if (code !== 'changed-meanwhile') setChoice((current) => ({ ...current, roomId: '', ...(code === 'room-taken' && isParty ? {} : { startTime: '' }) }));
      void options.refetch();
      return;
    }
    if (OVER.has(code)) {
      setQuote(undefined);
      setOver(true);
      setNotice(apiErrorMessage(error));
      return;
    }
    setProblem(error);
  }

  async function askQuote() {
    const payload = request();
    const found = fieldErrors(moveRequestBody, payload) as Partial<Record<keyof SlotChoice, string>>;
    if (isParty && !choice.roomId && !found.startTime) found.roomId = WORDS.roomRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setNotice(undefined);
    setProblem(undefined);
    const result = await quoteMove({ reference, to: payload });
    if ('error' in result) return refused(result.error as ApiError);
    showQuote(result.data);
  }

  async function confirm() {
    if (!quote) return;
    setProblem(undefined);
    const result = await moveBooking({ reference, move: { ...request(), fee: quote.fee } });
    if ('error' in result) {
      const error = result.error as ApiError;
      if (apiErrorCode(error) !== 'move-fee-changed') return refused(error);
      // The fee is no longer the one shown: the new quote is shown, to be confirmed again.
      const again = await quoteMove({ reference, to: request() });
      if ('error' in again) return refused(again.error as ApiError);
      setNotice(WORDS.feeChanged);
      return showQuote(again.data);
    }
    const moved = result.data;
    notify.success(WORDS.staffMoved, `${reference} is now on ${placeWords(moved.to)}.${moved.fee > 0 ? ` The ${formatAud(moved.fee)} rebooking fee is on its bill.` : ''}`);
    onClose();
  }

  const busy = quoting.isLoading || moving.isLoading;
  const actions = over ? (
    <Button variant="secondary" onClick={onClose}>
      {WORDS.staffBackToBooking}
    </Button>
  ) : quote ? (
    <>
      <Button key="confirm" busy={moving.isLoading || quoting.isLoading} busyLabel="Moving…" onClick={() => void confirm()}>
        {WORDS.staffConfirmMove}
      </Button>
      <Button key="again" variant="ghost" disabled={busy} onClick={() => setQuote(undefined)}>
        {WORDS.staffChooseAgain}
      </Button>
    </>
  ) : (
    <>
      <Button key="quote" busy={quoting.isLoading} busyLabel="Quoting…" onClick={() => void askQuote()}>
        {WORDS.staffQuote}
      </Button>
      <Button key="keep" variant="ghost" onClick={onClose}>
        {WORDS.staffKeepBooking}
      </Button>
    </>
  );

  return (
    <Dialog open title={`${WORDS.staffMoveButton} ${reference}`} description={over ? undefined : WORDS.staffMoveDescription} onOpenChange={(open) => (open ? undefined : onClose())} actions={actions}>
      <div className="stack gap-3">
        <p className={styles.small}>Now: {placeWords({ date: booking.date, startTime: booking.startTime, endTime: booking.endTime, room: booking.party?.room ?? 'The whole centre' })}</p>
        {notice ? <Alert tone="warning">{notice}</Alert> : null}
        {over ? null : quote ? (
          <MoveQuoteView quote={quote} headingRef={quoteHeading} />
        ) : (
          <SlotPicker
            kind={booking.kind}
            value={choice}
            onChange={choose}
            slots={{ ...options, data: options.currentData?.slots }}
            minutes={minutesOfDay(booking.endTime) - minutesOfDay(booking.startTime)}
            today={today}
            kids={booking.party?.kidsBooked}
            current={{ date: booking.date, startTime: booking.startTime, room: booking.party?.room }}
            errors={errors}
          />
        )}
        {problem ? <ApiProblem error={problem} fallback={WORDS.staffNothingChanged} /> : null}
      </div>
    </Dialog>
  );
}

/** The quote: from where to where, the fee and why, and the booking's money once moved. */
function MoveQuoteView({ quote, headingRef }: { quote: MoveQuote; headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  return (
    <section className={styles.quote} aria-labelledby="move-quote-title">
      <h3 id="move-quote-title" className={styles.quoteTitle} tabIndex={-1} ref={headingRef}>
        {quote.fee > 0 ? `Rebooking fee ${formatAud(quote.fee)}` : 'No rebooking fee'}
      </h3>
      <p className={styles.muted}>{quote.feeWords}</p>
      {/* Each place reads as one line from the left: a phone wraps it as a sentence, not a right-aligned column. */}
      <dl className={styles.fromTo}>
        <div>
          <dt>From</dt>
          <dd>{placeWords(quote.from)}</dd>
        </div>
        <div>
          <dt>To</dt>
          <dd>{placeWords(quote.to)}</dd>
        </div>
      </dl>
      <SummaryList
        amounts
        label="The booking's money once moved"
        rows={[
          { key: 'fee', label: 'Rebooking fee', value: formatAud(quote.fee) },
          { key: 'price', label: 'New price', value: formatAud(quote.finalPrice) },
          { key: 'paid', label: 'Paid (less refunds)', value: formatAud(quote.totalPaidAmount) },
          { key: 'due', label: 'Due once moved', value: formatAud(quote.remainingAmount), emphasis: quote.amountOwedBack === 0 },
          ...(quote.amountOwedBack > 0 ? [{ key: 'owed', label: 'Owed back once moved', value: formatAud(quote.amountOwedBack), emphasis: true }] : []),
        ]}
      />
    </section>
  );
}
