import type { StaffAuditChain } from '@party/domain';
import type { Queryable } from '../db/queryable';

// Checking the audit log's chain (migration 024, decision 058). Each entry has a link holding the
// hash of the link before it and of the entry (audit_entry_hash, the one definition, in SQL); the
// database writes the links as entries commit. Whoever can set the database's triggers aside can
// change the log, but not without it showing here: an entry changed or removed, a link removed or
// out of line, an entry added past the chain. Rewriting the whole chain after a change, or removing
// the newest entries with their links, shows against a head recorded earlier, outside the database.

type Head = NonNullable<StaffAuditChain['head']>;

/** Problems are listed up to this many: one is enough to know, a few to see where. */
const MOST_PROBLEMS = 20;

interface BrokenLink {
  seq: string;
  prev_seq: string | null;
  audit_id: string;
  present: boolean;
  follows: boolean;
  hash_ok: boolean;
}

function problemOf(link: BrokenLink): string {
  const seq = Number(link.seq);
  const expected = Number(link.prev_seq ?? 0) + 1;
  if (seq !== expected) return `${seq - expected === 1 ? `Link ${expected} is` : `Links ${expected} to ${seq - 1} are`} missing: entries have been removed.`;
  if (!link.present) return `Entry ${link.audit_id} (link ${seq}) has been removed.`;
  if (!link.follows) return `Link ${seq} does not follow link ${seq - 1}: the chain has been rewritten.`;
  return `Entry ${link.audit_id} (link ${seq}) has been changed since it was written.`;
}

/** Checks every link and entry, and that the chain still holds `recorded` (a head read earlier), when given. */
export async function checkAuditChain(db: Queryable, recorded?: Head): Promise<StaffAuditChain> {
  const broken = await db.query<BrokenLink>(
    `select seq::text, prev_seq::text, audit_id::text, present, follows, hash_ok from (
       select c.seq, lag(c.seq) over w as prev_seq, c.audit_id, e.id is not null as present,
              c.prev_hash = coalesce(lag(c.hash) over w, '') as follows,
              c.seq = coalesce(lag(c.seq) over w, 0) + 1 as numbered,
              e.id is not null and c.hash = audit_entry_hash(c.prev_hash, c.seq, e) as hash_ok
         from audit_chain c left join audit_log e on e.id = c.audit_id
       window w as (order by c.seq)
     ) links
     where not (numbered and present and follows and hash_ok)
     order by links.seq limit $1`,
    [MOST_PROBLEMS],
  );
  const unlinked = await db.query<{ id: string }>(
    'select e.id::text from audit_log e where not exists (select 1 from audit_chain c where c.audit_id = e.id) order by e.id limit $1',
    [MOST_PROBLEMS],
  );
  const [head] = await db.query<{ seq: string; hash: string }>('select c.seq::text, c.hash from audit_chain c order by c.seq desc limit 1');
  const [{ entries }] = await db.query<{ entries: number }>('select count(*)::int as entries from audit_log');

  const problems = [...broken.map(problemOf), ...unlinked.map(({ id }) => `Entry ${id} is not in the chain: it was added past it.`)];
  if (recorded) {
    const [then] = await db.query<{ hash: string }>('select hash from audit_chain where seq = $1::bigint', [String(recorded.seq)]);
    if (!then) problems.push(`The chain no longer reaches link ${recorded.seq}, recorded earlier: its newest entries have been removed.`);
    else if (then.hash !== recorded.hash) problems.push(`Link ${recorded.seq} is not the one recorded earlier: the chain has been rewritten.`);
  }
  return {
    intact: problems.length === 0,
    entries,
    head: head ? { seq: Number(head.seq), hash: head.hash } : null,
    problems: problems.slice(0, MOST_PROBLEMS),
  };
}

/** A head as an address writes it, `{seq}-{hash}`. */
export function readHead(text: string | undefined): Head | undefined {
  if (!text) return undefined;
  const [seq, hash] = text.split('-');
  return { seq: Number(seq), hash };
}
