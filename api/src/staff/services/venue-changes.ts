import {
  areOnlineChangesOpen,
  bookingReference,
  hasEventStarted,
  toDollars,
  type TouchedBooking,
  type VenueChangeCause,
  type VenueChangeDecision,
  type VenueChangeDecisionInput,
} from '@party/domain';
import type { Queryable } from '../../db/queryable';
import { joinedTransaction } from '../../db/joined-transaction';
import { emailContext } from '../../email/outbox-message';
import { queueMoveAsked } from '../../email/queue-change-of-plan';
import { apiError } from '../../http-errors';
import { findAfterHoursById } from '../../repositories/afterhours-repository';
import { auditTargetOf, refOf } from '../../repositories/booking-kinds';
import { findBookingById } from '../../repositories/bookings-repository';
import { createRepositories } from '../../repositories/repositories';
import { createVenueChangesRepository, type TouchedRow } from '../../repositories/venue-changes-repository';
import { quoteCancel, writeCancel, type CancelWritten } from '../../services/booking-cancel';
import type { ChangingBooking, PlanChanger } from '../../services/booking-move';
import type { ServiceDeps } from '../../services/service-deps';
import { audit, type StaffActor } from '../../audit/audit';

// A closure or a change of the opening hours that touches live bookings (decision 059): they are
// listed before it is saved, and the save says what becomes of each, in the change's own
// transaction: canceled by the venue (nothing kept, everything paid owed back, the customer and
// every family that answered emailed), its customer asked to move it (emailed their choices: a
// move with no rebooking fee, or a cancellation with everything refunded), or kept as it is (the
// run sheet shows it as an exception). Every decision is audited; one left out refuses the whole
// change, with the bookings it touches as they now are.

/** The change deciding: why it touches its bookings, the closure it is, and how the audit log and the venue's emails name it. */
export interface VenueChange {
  cause: VenueChangeCause;
  /** The closure's internal id; null for an hours change. */
  closureId: number | null;
  /** '2031-06-20, whole centre, all day', or 'opening hours'. */
  what: string;
  /** Why, for the venue's copy of a cancellation and the audit log (never the customer's email). */
  reason: string;
}

/** A touched booking as the staff see it before deciding. */
export function touchedAnswer(row: TouchedRow, now: Date, timeZone: string): TouchedBooking {
  return {
    kind: row.kind,
    reference: bookingReference(row.id),
    status: row.status,
    date: row.date,
    startTime: row.start_time,
    endTime: row.end_time,
    room: row.room_name,
    what: row.kind === 'party' ? `${row.child_first_name}, turning ${row.child_age}` : 'After-hours hire',
    customer: { name: row.name, mobile: row.mobile, email: row.email },
    paid: toDollars(row.received_cents),
    onlineChangesOpen: areOnlineChangesOpen(row.date, now, timeZone),
    started: hasEventStarted(row.date, row.start_time, now, timeZone),
    askedToMove: row.venue_asked !== null,
  };
}

/**
 * The bookings a change still touches at `now`: a closure, those not yet over (one under way is
 * kept or canceled, a power cut at noon); an hours change, those not yet started (the hours of a
 * party under way or over change nothing of it).
 */
export function stillToCome(rows: readonly TouchedRow[], now: Date, timeZone: string, until: 'end' | 'start'): TouchedRow[] {
  return rows.filter((row) => !hasEventStarted(row.date, until === 'end' ? row.end_time : row.start_time, now, timeZone));
}

/**
 * Each touched booking's decision, or the change refused ('bookings-undecided') naming those left
 * undecided, with every booking it touches as it now is (one booked since the preview included).
 * A decision for a booking it no longer touches (canceled or moved meanwhile) is left aside.
 */
export function decisionsFor(touched: readonly TouchedRow[], decisions: readonly VenueChangeDecisionInput[], now: Date, timeZone: string): Map<number, VenueChangeDecision> {
  const byReference = new Map(decisions.map((entry) => [entry.reference, entry.decision]));
  const undecided = touched.filter((row) => !byReference.has(bookingReference(row.id))).map((row) => bookingReference(row.id));
  if (undecided.length > 0) {
    const which = undecided.length === 1 ? `the booking ${undecided[0]}` : `${undecided.length} bookings (${undecided.join(', ')})`;
    const error = apiError('bookings-undecided', `This change touches ${which} with nothing chosen for ${undecided.length === 1 ? 'it' : 'them'}: choose Cancel, Ask to move or Keep for each, then save again. Nothing was saved.`);
    error.current = { bookings: touched.map((row) => touchedAnswer(row, now, timeZone)) };
    throw error;
  }
  return new Map(touched.map((row) => [row.id, byReference.get(bookingReference(row.id)) as VenueChangeDecision]));
}

/** The booking as a cancellation reads it, in the change's transaction. */
async function changingBooking(tx: Queryable, row: TouchedRow): Promise<ChangingBooking> {
  if (row.kind === 'party') {
    const party = await findBookingById(tx, row.id);
    if (party) return { kind: 'party', row: party };
  } else {
    const hire = await findAfterHoursById(tx, row.id);
    if (hire) return { kind: 'hire', row: hire };
  }
  throw new Error(`The booking ${row.id} the change touches is gone`);
}

/**
 * Carries out each decision in the change's transaction `tx`, under the locks it holds: the
 * cancellations (through the cancellation service, joined to `tx`), the requests to move and their
 * emails, the bookings kept; each audited. Answers the cancellations written, to follow at the
 * provider once `tx` has committed (followCancel).
 */
export async function carryOutDecisions(
  deps: ServiceDeps,
  tx: Queryable,
  touched: readonly TouchedRow[],
  decided: ReadonlyMap<number, VenueChangeDecision>,
  change: VenueChange,
  by: StaffActor,
): Promise<CancelWritten[]> {
  const joined = joinedTransaction(tx);
  const inChange: ServiceDeps = { ...deps, db: joined, repos: createRepositories(joined) };
  const venueChanges = createVenueChangesRepository(tx);
  const now = deps.now();
  const changer: PlanChanger = { by: 'venue', actor: by };
  const canceled: CancelWritten[] = [];
  for (const row of touched) {
    const ref = refOf(row.kind, row.id);
    const reference = bookingReference(row.id);
    const because = { cause: change.cause, change: change.what };
    switch (decided.get(row.id)) {
      case 'cancel': {
        const booking = await changingBooking(tx, row);
        const { refund } = quoteCancel(inChange, booking, changer, 'venue');
        canceled.push(await writeCancel(inChange, booking, changer, { by: 'venue', refund, reason: `${change.what}: ${change.reason}` }));
        break;
      }
      case 'ask-to-move': {
        if (hasEventStarted(row.date, row.start_time, now, deps.venue.timeZone)) {
          throw apiError('event-started', `${reference} has started, so it can no longer be moved: keep it or cancel it. Nothing was saved.`);
        }
        const version = await venueChanges.askToMove(ref, { cause: change.cause, closureId: change.closureId }, now);
        // Under the change's locks the booking is still live; if not, nothing is saved.
        if (version === undefined) throw apiError('changed-meanwhile', `${reference} changed meanwhile: look at the list again. Nothing was saved.`);
        const online = areOnlineChangesOpen(row.date, now, deps.venue.timeZone);
        await queueMoveAsked(tx, emailContext(deps), ref, { cause: change.cause, online, version });
        await audit(tx, { actor: by, action: 'booking.move-asked', target: auditTargetOf(ref), after: { ...because, online } }, now);
        break;
      }
      case 'keep':
        await audit(tx, { actor: by, action: 'booking.keep', target: auditTargetOf(ref), after: because }, now);
        break;
      default:
        throw new Error(`No decision for ${reference}`);
    }
  }
  return canceled;
}

/** What the audit entry of the change keeps of its decisions: each booking's reference and what became of it. */
export function decisionFacts(touched: readonly TouchedRow[], decided: ReadonlyMap<number, VenueChangeDecision>): Record<string, VenueChangeDecision> | undefined {
  if (touched.length === 0) return undefined;
  return Object.fromEntries(touched.map((row) => [bookingReference(row.id), decided.get(row.id) as VenueChangeDecision]));
}
