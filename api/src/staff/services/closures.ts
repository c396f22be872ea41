import {
  addDays,
  bookingReference,
  venueDate,
  type Closure,
  type ClosureInput,
  type ClosureSave,
  type VenueChangeDecisionInput,
  type VenueChangePreview,
} from '@party/domain';
import { apiError } from '../../http-errors';
import { createClosuresRepository, type ClosedBookingRow, type ClosureRow } from '../../repositories/closures-repository';
import { createVenueChangesRepository } from '../../repositories/venue-changes-repository';
import { followCancel } from '../../services/booking-cancel';
import type { ServiceDeps } from '../../services/service-deps';
import { audit, type AuditTarget, type StaffActor } from '../../audit/audit';
import { carryOutDecisions, decisionFacts, decisionsFor, stillToCome, touchedAnswer } from './venue-changes';

// Closed days and blocked times as the staff make and remove them (/availability, decision 040).
// A closure refuses new bookings of what it closes (the public pages say VENUE_CLOSED_MESSAGE,
// never the reason); the live bookings it falls on are shown before it is saved, and it is saved
// with what becomes of each (decision 059). Every change is audited in its own transaction.

type ClosureDeps = Pick<ServiceDeps, 'db' | 'now' | 'venue' | 'repos'>;

/** The longest range of days read at once. */
const MAX_RANGE_DAYS = 366;

/** A closure as the staff's answers name it. */
function closureAnswer(row: ClosureRow, bookings: readonly ClosedBookingRow[]): Closure {
  return {
    id: row.publicId,
    date: row.date,
    room: row.roomId === null ? null : { id: row.roomId, name: row.roomName ?? row.roomId },
    start: row.start,
    end: row.end,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    bookings: bookings
      .filter((booking) => booking.closureId === row.id)
      .map(({ kind, id, startTime, endTime, what, name, mobile }) => ({ kind, reference: bookingReference(id), startTime, endTime, what, name, mobile })),
  };
}

/** What the audit log keeps of a closure. */
const closureFacts = (row: ClosureRow) => ({ date: row.date, room: row.roomName, start: row.start, end: row.end, reason: row.reason });

/** '2031-12-24, whole centre, all day' or '2031-12-24, Jungle Room, 10:00-12:00'. */
const closureTarget = (row: ClosureRow): AuditTarget => ({
  kind: 'closure',
  id: row.id,
  reference: `${row.date}, ${row.roomName ?? 'whole centre'}, ${row.start ? `${row.start}-${row.end}` : 'all day'}`,
});

/** GET /api/staff/closures: the closures of the days `from` to `to`, each with the live bookings it falls on. */
export async function listClosures({ repos, now }: ClosureDeps, from: string, to: string): Promise<{ closures: Closure[] }> {
  if (to < from) throw apiError('invalid-request', 'The range ends before it starts');
  if (to > addDays(from, MAX_RANGE_DAYS - 1)) throw apiError('invalid-request', `Ask for at most ${MAX_RANGE_DAYS} days at once`);
  const [rows, bookings] = await Promise.all([repos.closures.list(from, to), repos.closures.bookingsOnDates(from, to, now())]);
  return { closures: rows.map((row) => closureAnswer(row, bookings)) };
}

/** The checks a closure passes before anything is read of its day: not in the past, a room the catalogue has. */
async function checkClosure(deps: Pick<ServiceDeps, 'now' | 'venue' | 'repos'>, input: ClosureInput & { room: string | null }): Promise<void> {
  if (input.date < venueDate(deps.now(), deps.venue.timeZone)) throw apiError('invalid-request', 'That day has passed: close today or a day to come');
  if (input.room !== null && !(await deps.repos.catalogue.findAnyRoom(input.room))) throw apiError('unknown-item', `Unknown room '${input.room}'`);
}

const closureOverlaps = () =>
  apiError('closure-overlaps', 'That overlaps a closure already made for this room or the whole centre: change or remove that one instead.');

/** The closure as the bookings' queries read it. */
const closedTime = (input: ClosureInput & { room: string | null }) => ({ date: input.date, start: input.start ?? null, end: input.end ?? null, roomId: input.room });

/**
 * POST /api/staff/closures/preview: the live bookings the closure would fall on, each with its
 * customer, for the staff to decide before saving it (decision 059); refused as the save would be
 * ('closure-overlaps', a day passed, an unknown room). Nothing is saved.
 */
export async function previewClosure(deps: ClosureDeps, input: ClosureInput & { room: string | null }): Promise<VenueChangePreview> {
  await checkClosure(deps, input);
  if (await deps.repos.closures.overlaps(closedTime(input))) throw closureOverlaps();
  const now = deps.now();
  const touched = stillToCome(await createVenueChangesRepository(deps.db).touchedByClosure(closedTime(input), now), now, deps.venue.timeZone, 'end');
  return { bookings: touched.map((row) => touchedAnswer(row, now, deps.venue.timeZone)) };
}

/**
 * POST /api/staff/closures: closes a day or blocks a time, refused when it overlaps a closure of
 * the same room or of the whole centre ('closure-overlaps'), with what becomes of each live booking
 * it falls on (decision 059): canceled by the venue, its customer asked to move it, or kept. Under
 * the day's lock, which every new booking of the day takes, the bookings are read again: one left
 * undecided (booked since the preview, say) refuses the whole closure ('bookings-undecided', with
 * the list as it now is). Answers the closure with the live bookings it still falls on (those kept
 * or asked to move). Not in the past: today is the first day that can be closed.
 */
export async function createClosure(deps: ServiceDeps, input: ClosureSave & { room: string | null; decisions: VenueChangeDecisionInput[] }, by: StaffActor): Promise<Closure> {
  await checkClosure(deps, input);
  const now = deps.now();
  const { closure, canceled } = await deps.db.transaction(async (tx) => {
    const closures = createClosuresRepository(tx);
    const made = await closures.create(
      { date: input.date, roomId: input.room, start: input.start ?? null, end: input.end ?? null, reason: input.reason },
      by.staffId,
      now,
    );
    if (made === 'overlaps') throw closureOverlaps();
    const row = (await closures.findById(made.id)) as ClosureRow;
    const touched = stillToCome(await createVenueChangesRepository(tx).touchedByClosure(closedTime(input), now), now, deps.venue.timeZone, 'end');
    const decided = decisionsFor(touched, input.decisions, now, deps.venue.timeZone);
    const change = { cause: 'closure' as const, closureId: row.id, what: `Closed ${closureTarget(row).reference}`, reason: row.reason };
    const written = await carryOutDecisions(deps, tx, touched, decided, change, by);
    const bookings = decisionFacts(touched, decided);
    await audit(tx, { actor: by, action: 'closure.create', target: closureTarget(row), after: { ...closureFacts(row), ...(bookings ? { bookings } : {}) } }, now);
    return { closure: closureAnswer(row, await closures.bookingsOnClosure(row.id, now)), canceled: written };
  });
  for (const written of canceled) await followCancel(deps, written);
  return closure;
}

/** POST /api/staff/closures/{id}/remove: opens again what the closure closed, audited. */
export async function removeClosure(deps: ClosureDeps, publicId: string, by: StaffActor): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const closures = createClosuresRepository(tx);
    const row = await closures.findByPublicId(publicId);
    // Removed by someone else meanwhile, or never made: nothing to remove.
    if (!row || !(await closures.remove(row.id))) throw apiError('item-not-found', 'No closure has this id: it may have been removed already.');
    await audit(tx, { actor: by, action: 'closure.remove', target: closureTarget(row), before: closureFacts(row) }, now);
  });
}
