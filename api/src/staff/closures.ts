import { addDays, bookingReference, venueDate, type Closure, type ClosureInput } from '@party/domain';
import { apiError } from '../http-errors';
import { createClosuresRepository, type ClosedBookingRow, type ClosureRow } from '../repositories/closures-repository';
import type { ServiceDeps } from '../services/service-deps';
import { audit, type AuditTarget, type StaffActor } from './audit';

// Closed days and blocked times as the staff make and remove them (/availability, decision 040).
// A closure refuses new bookings of what it closes (the public pages say VENUE_CLOSED_MESSAGE,
// never the reason); the live bookings it falls on are listed for the staff to call, and it
// changes none of them. Every change is audited in its own transaction.

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

/**
 * POST /api/staff/closures: closes a day or blocks a time, refused when it overlaps a closure of
 * the same room or of the whole centre ('closure-overlaps'); answers it with the live bookings it
 * falls on. Not in the past: today is the first day that can be closed.
 */
export async function createClosure(deps: ClosureDeps, input: ClosureInput & { room: string | null }, by: StaffActor): Promise<Closure> {
  const now = deps.now();
  if (input.date < venueDate(now, deps.venue.timeZone)) throw apiError('invalid-request', 'That day has passed: close today or a day to come');
  if (input.room !== null && !(await deps.repos.catalogue.findAnyRoom(input.room))) throw apiError('unknown-item', `Unknown room '${input.room}'`);
  return deps.db.transaction(async (tx) => {
    const closures = createClosuresRepository(tx);
    const made = await closures.create(
      { date: input.date, roomId: input.room, start: input.start ?? null, end: input.end ?? null, reason: input.reason },
      by.staffId,
      now,
    );
    if (made === 'overlaps') {
      throw apiError('closure-overlaps', 'That overlaps a closure already made for this room or the whole centre: change or remove that one instead.');
    }
    const row = (await closures.findById(made.id)) as ClosureRow;
    await audit(tx, { actor: by, action: 'closure.create', target: closureTarget(row), after: closureFacts(row) }, now);
    return closureAnswer(row, await closures.bookingsOnClosure(row.id, now));
  });
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
