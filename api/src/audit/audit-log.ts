import type { StaffAuditEntry, StaffAuditPage } from '@party/domain';
import type { Queryable } from '../db/queryable';

// The audit log as the staff pages read it: /audit newest first, a page at a time, and a
// booking's history.

export interface AuditRow {
  id: number;
  at: Date;
  actor_kind: 'staff' | 'customer' | 'system' | 'venue-token';
  actor_name: string;
  action: string;
  target_kind: string | null;
  target_reference: string | null;
  before: unknown;
  after: unknown;
}

export const AUDIT_COLUMNS = 'id, at, actor_kind, actor_name, action, target_kind, target_reference, before, after';

/** An audit entry as the pages show it. */
export function auditEntryOf(row: AuditRow): StaffAuditEntry {
  return {
    id: String(row.id),
    at: new Date(row.at).toISOString(),
    actor: { kind: row.actor_kind, name: row.actor_name },
    action: row.action,
    target: row.target_kind && row.target_reference ? { kind: row.target_kind, reference: row.target_reference } : null,
    before: row.before,
    after: row.after,
  };
}

const PAGE = 50;

export async function auditPage(db: Queryable, { before, limit = PAGE }: { before?: string; limit?: number }): Promise<StaffAuditPage> {
  const rows = await db.query<AuditRow>(`select ${AUDIT_COLUMNS} from audit_log where ($1::bigint is null or id < $1::bigint) order by id desc limit $2`, [before ?? null, limit]);
  return { entries: rows.map(auditEntryOf), next: rows.length === limit ? String(rows[rows.length - 1].id) : null };
}
