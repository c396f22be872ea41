import { BOOKING_REFERENCE_PREFIX, type StaffAuditAction } from '@party/domain';
import type { Queryable } from '../db/queryable';

// The one way anything is written to the audit log (migration 013, decision 032): inside the
// transaction of the change it records, so an entry exists exactly when its change does. Staff
// sign-ins and changes, and the customer's and the system's changes to a booking (booked, edited,
// paid, canceled) all come through here, so a booking's history is whole.

/** Who made a change. */
export type Actor =
  /** A signed-in member; or someone trying to sign in (staffId null when the email is no member's). */
  | { kind: 'staff'; staffId: number | null; name: string; client: string }
  | { kind: 'customer'; name: string }
  | { kind: 'system'; name: string }
  | { kind: 'venue-token'; client: string };

/** A staff member (or someone trying to be one). */
export type StaffActor = Extract<Actor, { kind: 'staff' }>;

/**
 * What was changed: a party or a hire by its internal id and reference, a staff member, or one of
 * the venue's controls (decision 040): a closure, a catalogue item ('packages/basic-fun', no
 * number), a coupon, the opening hours.
 */
export type AuditTarget =
  | { kind: 'party' | 'hire' | 'staff' | 'closure' | 'coupon'; id: number; reference: string }
  | { kind: 'catalogue' | 'hours'; id: null; reference: string };

export interface AuditEntry {
  actor: Actor;
  action: StaffAuditAction;
  target?: AuditTarget;
  before?: unknown;
  after?: unknown;
}

/** The API's own changes: a hold run out, a start passed while unpaid. */
export const SYSTEM: Actor = { kind: 'system', name: 'The booking system' };

/** The actor's name as the log keeps it. */
function actorName(actor: Actor): string {
  if (actor.kind === 'venue-token') return "The venue's refund call (VENUE_ADMIN_TOKEN)";
  return actor.name;
}

/** Adds one entry, with `tx` (the transaction of the change). */
export async function audit(tx: Queryable, entry: AuditEntry, now: Date): Promise<void> {
  const { actor, target } = entry;
  await tx.query(
    `insert into audit_log (at, actor_kind, actor_staff_id, actor_name, action, target_kind, target_id, target_reference, before, after, client)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11)`,
    [
      now,
      actor.kind,
      actor.kind === 'staff' ? actor.staffId : null,
      actorName(actor).slice(0, 300),
      entry.action,
      target?.kind ?? null,
      target?.id ?? null,
      target?.reference ?? null,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      'client' in actor ? actor.client : '',
    ],
  );
}

const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * An insert of one entry per row of `rows` (a statement's CTE answering `id`, a booking's
 * internal id), for a change the system makes to many bookings in one statement (canceling those
 * whose hold ran out): the same entries audit() writes, in that statement. The actor and values
 * are the API's own constants, never what a request sent.
 */
export function auditEachSql({ rows, now, actor, action, targetKind, before, after }: {
  rows: string;
  now: string;
  actor: Extract<Actor, { kind: 'system' | 'customer' }>;
  action: StaffAuditAction;
  targetKind: 'party' | 'hire';
  before: unknown;
  after: unknown;
}): string {
  return `insert into audit_log (at, actor_kind, actor_name, action, target_kind, target_id, target_reference, before, after)
          select ${now}, ${sqlText(actor.kind)}, ${sqlText(actor.name)}, ${sqlText(action)}, ${sqlText(targetKind)}, r.id, ${sqlText(BOOKING_REFERENCE_PREFIX)} || (1001 + r.id),
                 ${sqlText(JSON.stringify(before))}::jsonb, ${sqlText(JSON.stringify(after))}::jsonb
            from ${rows} r`;
}
