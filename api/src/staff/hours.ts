import type { StaffHours, StaffHoursChange } from '@party/domain';
import { createHoursRepository, type StoredHours, type VenueHours } from '../repositories/hours-repository';
import type { ServiceDeps } from '../services/service-deps';
import { audit, type StaffActor } from './audit';
import { changedMeanwhile } from './catalogue';

// The opening hours (/hours, owners and managers; decisions 040 and 042): the week, the public
// holidays and the after-hours hire's window live in the database (migrations 019 and 020) and
// count at once for the party times, the refusals, the footer (GET /api/venue) and the hire's start
// and end times (GET /api/after-hours-terms, the hire's save and update, its taken times).

type HoursDeps = Pick<ServiceDeps, 'db' | 'now'>;

const answer = (hours: StoredHours): StaffHours => ({ days: hours.days, publicHolidays: hours.publicHolidays, afterHours: hours.afterHours, version: hours.version });

/** What the audit log keeps of the hours. */
const facts = (hours: VenueHours) => ({ days: hours.days, publicHolidays: hours.publicHolidays, afterHours: hours.afterHours });

/** GET /api/staff/hours. */
export async function readHours(deps: HoursDeps): Promise<StaffHours> {
  return answer(await createHoursRepository(deps.db).weekly());
}

/**
 * PUT /api/staff/hours: the week and the window as sent, if still at the version sent
 * ('changed-meanwhile' with the hours as they now are); audited. Bookings and hires already made
 * outside the new hours are kept, as a closure keeps them.
 */
export async function changeHours(deps: HoursDeps, body: StaffHoursChange, by: StaffActor): Promise<StaffHours> {
  const { version, days, publicHolidays, afterHours } = body;
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const hours = createHoursRepository(tx);
    const before = await hours.weekly();
    if (!(await hours.change({ days, publicHolidays, afterHours }, version))) throw changedMeanwhile(answer(await hours.weekly()));
    const after = await hours.weekly();
    await audit(tx, { actor: by, action: 'hours.change', target: { kind: 'hours', id: null, reference: 'opening-hours' }, before: facts(before), after: facts(after) }, now);
    return answer(after);
  });
}
