import type { ReminderKind, StaffVenueSettings } from '@party/domain';
import type { Queryable } from '../db/queryable';
import type { ServiceDeps } from '../services/service-deps';
import { audit, type StaffActor } from '../audit/audit';

// The venue's choices for the days before and after a party (decision 065): each reminder on or
// off, and how long an attendance form is kept (venue_settings, migration 026, one row). Owners and
// managers change them on the hours page; the reminders' scheduler reads them as it plans, and the
// forms' eraser reads the retention.

/** Each reminder's column in venue_settings. */
export const REMINDER_COLUMNS: Record<ReminderKind, string> = {
  'parent-week': 'reminder_parent_week',
  'parent-day': 'reminder_parent_day',
  'guest-day': 'reminder_guest_day',
  'thank-you': 'reminder_thank_you',
};

interface SettingsRow {
  reminder_parent_week: boolean;
  reminder_parent_day: boolean;
  reminder_guest_day: boolean;
  reminder_thank_you: boolean;
  form_retention_days: number;
}

const settingsOf = (row: SettingsRow): StaffVenueSettings => ({
  reminders: {
    'parent-week': row.reminder_parent_week,
    'parent-day': row.reminder_parent_day,
    'guest-day': row.reminder_guest_day,
    'thank-you': row.reminder_thank_you,
  },
  formRetentionDays: row.form_retention_days,
});

const SELECT = 'select reminder_parent_week, reminder_parent_day, reminder_guest_day, reminder_thank_you, form_retention_days from venue_settings';

/** The settings as stored; `lock` holds the row until the transaction ends (a change reads them so). */
async function stored(db: Queryable, lock = false): Promise<StaffVenueSettings> {
  const [row] = await db.query<SettingsRow>(`${SELECT}${lock ? ' for update' : ''}`);
  return settingsOf(row);
}

/** GET /api/staff/venue-settings. */
export async function readVenueSettingsPage(deps: Pick<ServiceDeps, 'db'>): Promise<StaffVenueSettings> {
  return stored(deps.db);
}

const same = (a: StaffVenueSettings, b: StaffVenueSettings) => JSON.stringify(a) === JSON.stringify(b);

/**
 * PUT /api/staff/venue-settings: the settings as sent, whole (a toggle is a state, not a step, so
 * the same request sent twice or at once leaves them as sent). Audited when they change; a request
 * that changes nothing writes nothing.
 */
export async function changeVenueSettings(deps: Pick<ServiceDeps, 'db' | 'now'>, body: StaffVenueSettings, by: StaffActor): Promise<StaffVenueSettings> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await stored(tx, true);
    if (same(before, body)) return before;
    const { reminders } = body;
    await tx.query(
      `update venue_settings set reminder_parent_week = $1, reminder_parent_day = $2, reminder_guest_day = $3, reminder_thank_you = $4,
              form_retention_days = $5, updated_at = $6`,
      [reminders['parent-week'], reminders['parent-day'], reminders['guest-day'], reminders['thank-you'], body.formRetentionDays, now],
    );
    const after = await stored(tx);
    // The settings live on the hours page: the audit log files them under it (its target kinds, migration 015).
    await audit(tx, { actor: by, action: 'settings.change', target: { kind: 'hours', id: null, reference: 'venue-settings' }, before, after }, now);
    return after;
  });
}
