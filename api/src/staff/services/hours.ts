import { touchedByHoursChange, venueDate, type StaffHours, type StaffHoursChange, type VenueChangeDecisionInput, type VenueChangePreview } from '@party/domain';
import type { Queryable } from '../../db/queryable';
import { createHoursRepository, type StoredHours, type VenueHours } from '../../repositories/hours-repository';
import { createVenueChangesRepository, type TouchedRow } from '../../repositories/venue-changes-repository';
import { followCancel } from '../../services/booking-cancel';
import type { ServiceDeps } from '../../services/service-deps';
import { audit, type StaffActor } from '../../audit/audit';
import { changedMeanwhile } from './catalogue';
import { carryOutDecisions, decisionFacts, decisionsFor, stillToCome, touchedAnswer } from './venue-changes';

// The opening hours (/hours, owners and managers; decisions 040 and 042): the week, the public
// holidays and the after-hours hire's window live in the database (migrations 019 and 020) and
// count at once for the party times, the refusals, the footer (GET /api/venue) and the hire's start
// and end times (GET /api/after-hours-terms, the hire's save and update, its taken times). A change
// that leaves live bookings outside the hours is saved with what becomes of each (decision 059).

type HoursDeps = Pick<ServiceDeps, 'db' | 'now'>;

const answer = (hours: StoredHours): StaffHours => ({ days: hours.days, publicHolidays: hours.publicHolidays, afterHours: hours.afterHours, version: hours.version });

/** What the audit log keeps of the hours. */
const facts = (hours: VenueHours) => ({ days: hours.days, publicHolidays: hours.publicHolidays, afterHours: hours.afterHours });

/** GET /api/staff/hours. */
export async function readHours(deps: HoursDeps): Promise<StaffHours> {
  return answer(await createHoursRepository(deps.db).weekly());
}

/** The live bookings not yet started that `after` would leave outside the hours `before` held them in. */
async function touchedBy(db: Queryable, before: VenueHours, after: VenueHours, now: Date, timeZone: string): Promise<TouchedRow[]> {
  const live = stillToCome(await createVenueChangesRepository(db).liveFrom(venueDate(now, timeZone), now), now, timeZone, 'start');
  const held = (hours: VenueHours) => ({ week: hours, afterHours: hours.afterHours });
  return live.filter((row) =>
    touchedByHoursChange({ kind: row.kind, date: row.date, startTime: row.start_time, endTime: row.end_time, roomId: row.room_id }, held(before), held(after)),
  );
}

/**
 * POST /api/staff/hours/preview: the live bookings the hours sent would leave outside them (within
 * the hours now, outside those), each with its customer, for the staff to decide before saving
 * (decision 059). Nothing is saved.
 */
export async function previewHours(deps: Pick<ServiceDeps, 'db' | 'now' | 'venue'>, hours: VenueHours): Promise<VenueChangePreview> {
  const now = deps.now();
  const touched = await touchedBy(deps.db, await createHoursRepository(deps.db).weekly(), hours, now, deps.venue.timeZone);
  return { bookings: touched.map((row) => touchedAnswer(row, now, deps.venue.timeZone)) };
}

/**
 * PUT /api/staff/hours: the week and the window as sent, if still at the version sent
 * ('changed-meanwhile' with the hours as they now are), with what becomes of each live booking
 * they leave outside them (decision 059): canceled by the venue, its customer asked to move it, or
 * kept. The bookings are read again in the change's transaction, after the hours are written (a
 * second change waits for this one): one left undecided refuses the whole change
 * ('bookings-undecided', with the list as it now is). Audited.
 */
export async function changeHours(deps: ServiceDeps, body: StaffHoursChange & { decisions: VenueChangeDecisionInput[] }, by: StaffActor): Promise<StaffHours> {
  const { version, days, publicHolidays, afterHours, decisions } = body;
  const now = deps.now();
  const { saved, canceled } = await deps.db.transaction(async (tx) => {
    const hours = createHoursRepository(tx);
    const before = await hours.weekly();
    if (!(await hours.change({ days, publicHolidays, afterHours }, version))) throw changedMeanwhile(answer(await hours.weekly()));
    const after = await hours.weekly();
    const touched = await touchedBy(tx, before, after, now, deps.venue.timeZone);
    const decided = decisionsFor(touched, decisions, now, deps.venue.timeZone);
    const change = { cause: 'hours' as const, closureId: null, what: 'The opening hours changed', reason: 'the booking is outside the new hours' };
    const written = await carryOutDecisions(deps, tx, touched, decided, change, by);
    const bookings = decisionFacts(touched, decided);
    await audit(tx, { actor: by, action: 'hours.change', target: { kind: 'hours', id: null, reference: 'opening-hours' }, before: facts(before), after: { ...facts(after), ...(bookings ? { bookings } : {}) } }, now);
    return { saved: answer(after), canceled: written };
  });
  for (const written of canceled) await followCancel(deps, written);
  return saved;
}
