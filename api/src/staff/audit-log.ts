import type { StaffAuditPage } from '@party/domain';
import type { Queryable } from '../db/queryable';
import { auditEntryOf } from './bookings';
import { AUDIT_COLUMNS, type AuditRow } from './bookings-repository';

// The audit log as /audit reads it: newest first, a page at a time.

const PAGE = 50;

export async function auditPage(db: Queryable, { before, limit = PAGE }: { before?: string; limit?: number }): Promise<StaffAuditPage> {
  const rows = await db.query<AuditRow>(`select ${AUDIT_COLUMNS} from audit_log where ($1::bigint is null or id < $1::bigint) order by id desc limit $2`, [before ?? null, limit]);
  return { entries: rows.map(auditEntryOf), next: rows.length === limit ? String(rows[rows.length - 1].id) : null };
}
