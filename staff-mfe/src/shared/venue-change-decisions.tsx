import { useCallback, useId, useState, type Ref } from 'react';
import {
  formatAud,
  formatTimeRange,
  phoneHref,
  staffBookingPath,
  VENUE_CHANGE_DECISIONS,
  VENUE_CHANGE_STAFF_MESSAGES as WORDS,
  type TouchedBooking,
  type VenueChangeDecision,
  type VenueChangeDecisionInput,
} from '@party/domain';
import { Alert, Button, RadioGroup, useFocusAfterRender, type ApiError } from '@party/shared-ui';
import { Link } from 'react-router-dom';
import { formatShortDay } from './format';
import styles from './venue-change-decisions.module.css';

// The live bookings a closure or an hours change touches, shown before it is saved, each with a
// choice: Cancel it, Ask to move, Keep it (decision 059). Used by the availability and hours pages.

export type Decisions = Partial<Record<string, VenueChangeDecision>>;

/** The bookings of a refused save ('bookings-undecided'), as the API lists them now; undefined for any other answer. */
export function bookingsUndecided(error: ApiError | undefined): TouchedBooking[] | undefined {
  if (!error || !('status' in error) || error.status !== 409 || typeof error.data !== 'string') return undefined;
  try {
    const answer = JSON.parse(error.data) as { code?: string; current?: { bookings?: TouchedBooking[] } };
    return answer.code === 'bookings-undecided' ? answer.current?.bookings : undefined;
  } catch {
    return undefined;
  }
}

/** The decisions the save sends: one per booking listed, each chosen. */
export const decisionsBody = (bookings: readonly TouchedBooking[], decisions: Decisions): VenueChangeDecisionInput[] =>
  bookings.flatMap((booking) => {
    const decision = decisions[booking.reference];
    return decision ? [{ reference: booking.reference, decision }] : [];
  });

/** The bookings still without a choice. */
export const undecidedOf = (bookings: readonly TouchedBooking[], decisions: Decisions) => bookings.filter((booking) => !decisions[booking.reference]);

/**
 * The list to decide and its choices, kept while the person edits the change: shown (a preview's
 * answer), shown again after a refused save (choices kept for the bookings still listed), cleared
 * when the change itself changes (the list no longer matches it).
 */
export function useVenueChangeDecisions() {
  const [bookings, setBookings] = useState<TouchedBooking[]>();
  const [decisions, setDecisions] = useState<Decisions>({});
  const [changedMeanwhile, setChangedMeanwhile] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const { ref: headingRef, focusSoon: focusList } = useFocusAfterRender<HTMLHeadingElement>();

  const show = useCallback((listed: TouchedBooking[]) => {
    setBookings(listed);
    setDecisions({});
    setChangedMeanwhile(false);
    setShowErrors(false);
    focusList();
  }, [focusList]);

  /** The save was refused with the bookings as they now are: the new ones wait for a choice. */
  const refused = useCallback((listed: TouchedBooking[]) => {
    setBookings(listed);
    setDecisions((chosen) => Object.fromEntries(listed.flatMap((booking) => (chosen[booking.reference] ? [[booking.reference, chosen[booking.reference]]] : []))));
    setChangedMeanwhile(true);
    setShowErrors(true);
    focusList();
  }, [focusList]);

  const clear = useCallback(() => {
    setBookings(undefined);
    setDecisions({});
    setChangedMeanwhile(false);
    setShowErrors(false);
  }, []);

  const choose = useCallback((reference: string, decision: VenueChangeDecision) => setDecisions((chosen) => ({ ...chosen, [reference]: decision })), []);

  const chooseAll = useCallback(
    (decision: VenueChangeDecision) =>
      setDecisions(Object.fromEntries((bookings ?? []).map((booking) => [booking.reference, decision === 'ask-to-move' && booking.started ? undefined : decision]))),
    [bookings],
  );

  /** Whether every booking has a choice; if not, the choices left are shown and the list takes the keyboard. */
  const checkDecided = useCallback((): boolean => {
    if (bookings && undecidedOf(bookings, decisions).length === 0) return true;
    setShowErrors(true);
    focusList();
    return false;
  }, [bookings, decisions, focusList]);

  /**
   * Whether the change may be saved now. The first time, `preview` asks which live bookings it
   * touches: any there are shown to decide first. Once shown, every one needs its choice.
   */
  const readyToSave = useCallback(
    async (preview: () => PromiseLike<{ data: { bookings: TouchedBooking[] } } | { error: unknown }>): Promise<boolean> => {
      if (bookings) return checkDecided();
      const checked = await preview();
      if ('error' in checked) return false;
      if (checked.data.bookings.length === 0) return true;
      show(checked.data.bookings);
      return false;
    },
    [bookings, checkDecided, show],
  );

  return { bookings, decisions, changedMeanwhile, showErrors, headingRef, show, refused, clear, choose, chooseAll, checkDecided, readyToSave };
}

export type VenueChangeDecisionsState = ReturnType<typeof useVenueChangeDecisions>;

/** The list, with a choice per booking and one for all. */
export function VenueChangeDecisions({ state, title }: { state: VenueChangeDecisionsState; title: (count: number) => string }) {
  const { bookings = [], decisions, changedMeanwhile, showErrors, headingRef, choose, chooseAll } = state;
  const left = undecidedOf(bookings, decisions).length;
  const id = useId();
  return (
    <section className={styles.decisions} aria-labelledby={id}>
      <h3 id={id} ref={headingRef as Ref<HTMLHeadingElement>} tabIndex={-1} className={styles.title}>
        {title(bookings.length)}
      </h3>
      {changedMeanwhile ? <Alert tone="warning">{WORDS.changedMeanwhile}</Alert> : null}
      <p className={styles.muted}>{WORDS.intro}</p>
      {bookings.length > 1 ? (
        <div className={styles.all} role="group" aria-label={WORDS.allLegend}>
          <span className={styles.allLegend}>{WORDS.allLegend}:</span>
          {VENUE_CHANGE_DECISIONS.map((decision) => (
            <Button key={decision} variant="secondary" className={styles.allButton} onClick={() => chooseAll(decision)}>
              {WORDS.allLabels[decision]}
            </Button>
          ))}
        </div>
      ) : null}
      <ul className={styles.list}>
        {bookings.map((booking) => (
          <TouchedBookingChoice
            key={booking.reference}
            booking={booking}
            decision={decisions[booking.reference]}
            onChange={(decision) => choose(booking.reference, decision)}
            error={showErrors && !decisions[booking.reference] ? 'Choose what happens to this booking' : undefined}
          />
        ))}
      </ul>
      {showErrors && left > 0 ? (
        <p className={styles.error} role="alert">
          {WORDS.undecided(left)}
        </p>
      ) : null}
    </section>
  );
}

function TouchedBookingChoice({ booking, decision, onChange, error }: { booking: TouchedBooking; decision: VenueChangeDecision | undefined; onChange: (decision: VenueChangeDecision) => void; error: string | undefined }) {
  const when = `${formatShortDay(booking.date)}, ${formatTimeRange(booking.startTime, booking.endTime)}`;
  const askHint = booking.started ? WORDS.askStarted : booking.onlineChangesOpen ? WORDS.askHint : WORDS.askHintByPhone;
  const options = [
    { value: 'cancel', label: WORDS.decisionLabels.cancel, description: WORDS.cancelHint(booking.paid > 0 ? formatAud(booking.paid) : null) },
    { value: 'ask-to-move', label: WORDS.decisionLabels['ask-to-move'], description: askHint, disabled: booking.started },
    { value: 'keep', label: WORDS.decisionLabels.keep, description: WORDS.keepHint },
  ];
  return (
    <li className={`${styles.booking} ${error ? styles.undecided : ''}`} aria-label={`${booking.reference}, ${booking.what}`}>
      <p className={styles.bookingTitle}>
        <Link to={staffBookingPath(booking.reference)}>{booking.reference}</Link> · {booking.what} · {booking.room}
      </p>
      <p className={styles.when}>
        {when}
        {booking.status === 'pending' ? ' · not paid yet' : ''}
      </p>
      <p className={styles.customer}>
        {booking.customer.name} · <a href={phoneHref(booking.customer.mobile)}>{booking.customer.mobile}</a> ·{' '}
        <a href={`mailto:${booking.customer.email}`}>{booking.customer.email}</a>
      </p>
      {booking.askedToMove ? <p className={styles.muted}>{WORDS.askedAlready}</p> : null}
      <RadioGroup
        legend={`What happens to ${booking.reference}`}
        hideLegend
        name={`decision-${booking.reference}`}
        value={decision ?? ''}
        options={options}
        onChange={(value) => onChange(value as VenueChangeDecision)}
        error={error}
      />
    </li>
  );
}
