import { AFTER_HOURS_TIMES, type StaffHours, type StaffHoursChange, type WeeklyHours } from '@party/domain';
import { apiError } from '../http-errors';
import { createHoursRepository } from '../repositories/hours-repository';
import type { ServiceDeps } from '../services/service-deps';
import { audit, type StaffActor } from './audit';
import { changedMeanwhile } from './catalogue';

// The opening hours (/hours, owners and managers; decision 040): the week and the public holidays
// live in the database (migration 019) and count at once for the party times, the refusals and
// the footer (GET /api/venue). The after-hours window is shown, and stays the spec's 09:00-22:00:
// the after-hours forms and the contract's checks still read it from the domain
// (AFTER_HOURS_TIMES), so a change here would not be true everywhere yet.

type HoursDeps = Pick<ServiceDeps, 'db' | 'now'>;

const WINDOW = { opens: AFTER_HOURS_TIMES.opening, closes: AFTER_HOURS_TIMES.closing };

const answer = (hours: WeeklyHours & { version: number }): StaffHours => ({ days: hours.days, publicHolidays: hours.publicHolidays, afterHours: WINDOW, version: hours.version });

/** GET /api/staff/hours. */
export async function readHours(deps: HoursDeps): Promise<StaffHours> {
  return answer(await createHoursRepository(deps.db).weekly());
}

/** PUT /api/staff/hours: the week as sent, if still at the version sent ('changed-meanwhile' with the hours as they now are); audited. */
export async function changeHours(deps: HoursDeps, body: StaffHoursChange, by: StaffActor): Promise<StaffHours> {
  const { version, days, publicHolidays, afterHours } = body;
  if (afterHours.opens !== WINDOW.opens || afterHours.closes !== WINDOW.closes) {
    throw apiError('invalid-request', `The after-hours window stays ${WINDOW.opens} to ${WINDOW.closes} for now: it cannot be changed here yet.`);
  }
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const hours = createHoursRepository(tx);
    const before = await hours.weekly();
    if (!(await hours.change({ days, publicHolidays }, version))) throw changedMeanwhile(answer(await hours.weekly()));
    const after = await hours.weekly();
    const facts = (h: WeeklyHours) => ({ days: h.days, publicHolidays: h.publicHolidays });
    await audit(tx, { actor: by, action: 'hours.change', target: { kind: 'hours', id: null, reference: 'opening-hours' }, before: facts(before), after: facts(after) }, now);
    return answer(after);
  });
}
