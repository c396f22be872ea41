import { API_PATHS } from '@party/domain';
import { staffCall, staffSession } from '../test/staff';
import { useTestApi } from '../test/test-api';
import { audit, SYSTEM } from './audit';
import { checkAuditChain } from './audit-chain';

// The audit log beyond its owner's reach (migration 024, decision 058): every entry is linked as it
// commits, and whatever the owner of the tables does with the triggers set aside (as the API's own
// database user can) shows when the chain is checked: an entry changed, removed or added past the
// chain, a link removed or rewritten; and, against a head recorded earlier, the newest entries
// removed or the whole chain rebuilt.

const api = useTestApi();

const write = (n: number) => api.db.transaction((tx) => audit(tx, { actor: SYSTEM, action: 'booking.cancel', target: { kind: 'party', id: n, reference: `JJ${1001 + n}` }, after: { n } }, api.clock.now()));

beforeEach(async () => {
  for (let n = 1; n <= 5; n += 1) await write(n);
});

/** SQL run as the tables' owner can: with the tables' own triggers set aside (the foreign key still holds). */
const asOwner = (sql: string) =>
  api.db.transaction(async (tx) => {
    await tx.exec('alter table audit_log disable trigger user; alter table audit_chain disable trigger user');
    await tx.exec(sql);
    await tx.exec('alter table audit_log enable trigger user; alter table audit_chain enable trigger user');
  });

/** The whole chain made again from the entries as they now are, as someone covering a change would. */
const REBUILD = `delete from audit_chain;
  do $$ declare entry audit_log; last_hash text := ''; link_hash text; n bigint := 0; begin
    for entry in select * from audit_log order by id loop
      n := n + 1; link_hash := audit_entry_hash(last_hash, n, entry);
      insert into audit_chain (seq, audit_id, prev_hash, hash) values (n, entry.id, last_hash, link_hash); last_hash := link_hash;
    end loop; end $$;`;

const links = async () => api.db.query<{ seq: number; audit_id: number }>('select seq::int, audit_id::int from audit_chain order by seq');

test('each entry is linked as its transaction commits, one after another; one rolled back leaves no link; the chain checks intact', async () => {
  await expect(api.db.transaction(async (tx) => {
    await audit(tx, { actor: SYSTEM, action: 'booking.edit' }, api.clock.now());
    throw new Error('the change failed');
  })).rejects.toThrow('the change failed');
  expect(await links()).toEqual([1, 2, 3, 4, 5].map((n) => ({ seq: n, audit_id: n })));
  expect(await checkAuditChain(api.db)).toEqual({ intact: true, entries: 5, head: { seq: 5, hash: expect.stringMatching(/^[0-9a-f]{64}$/) }, problems: [] });
});

test('entries of many transactions at once, and many entries of one statement, are each linked once, in one line', async () => {
  await Promise.all(Array.from({ length: 20 }, (_, i) => write(10 + i)));
  await api.db.query(`insert into audit_log (at, actor_kind, actor_name, action) select now(), 'system', 'The booking system', 'booking.cancel' from generate_series(1, 30)`);
  const chain = await links();
  expect(chain.map((link) => link.seq)).toEqual(Array.from({ length: 55 }, (_, i) => i + 1));
  expect(new Set(chain.map((link) => link.audit_id)).size).toBe(55);
  expect(await checkAuditChain(api.db)).toMatchObject({ intact: true, entries: 55, head: { seq: 55 } });
});

test.each([
  { name: 'an entry changed', sql: `update audit_log set after = '{"n": 99}' where id = 3`, problems: ['Entry 3 (link 3) has been changed since it was written.'] },
  { name: 'an entry removed with its link', sql: 'delete from audit_chain where seq = 2; delete from audit_log where id = 2', problems: ['Link 2 is missing: entries have been removed.'] },
  { name: 'two links removed', sql: 'delete from audit_chain where seq in (3, 4)', problems: ['Links 3 to 4 are missing: entries have been removed.', 'Entry 3 is not in the chain: it was added past it.', 'Entry 4 is not in the chain: it was added past it.'] },
  {
    name: 'an entry added past the chain',
    sql: `insert into audit_log (at, actor_kind, actor_name, action) values (now(), 'system', 'Someone', 'booking.pay')`,
    problems: ['Entry 6 is not in the chain: it was added past it.'],
  },
  {
    name: 'a link rewritten to match a changed entry',
    sql: `update audit_log set after = '{"n": 99}' where id = 3; update audit_chain c set hash = audit_entry_hash(c.prev_hash, c.seq, e) from audit_log e where e.id = c.audit_id and c.seq = 3`,
    problems: ['Link 4 does not follow link 3: the chain has been rewritten.'],
  },
])('$name, with the triggers set aside: the check says so', async ({ sql, problems }) => {
  await asOwner(sql);
  expect(await checkAuditChain(api.db)).toMatchObject({ intact: false, problems });
});

test('an entry removed without its link (as a superuser can, past the foreign key): the check says so', async () => {
  await api.db.transaction(async (tx) => {
    await tx.exec('set local session_replication_role = replica');
    await tx.exec('delete from audit_log where id = 4');
  });
  expect(await checkAuditChain(api.db)).toMatchObject({ intact: false, problems: ['Entry 4 (link 4) has been removed.'] });
});

test.each([
  { name: 'both emptied', sql: 'truncate audit_chain, audit_log', problem: 'The chain no longer reaches link 5, recorded earlier: its newest entries have been removed.' },
  { name: 'the newest two entries removed with their links', sql: 'delete from audit_chain where seq > 3; delete from audit_log where id > 3', problem: 'The chain no longer reaches link 5, recorded earlier: its newest entries have been removed.' },
  { name: 'an entry changed and the whole chain made again', sql: `update audit_log set after = '{"n": 99}' where id = 2; ${REBUILD}`, problem: 'Link 5 is not the one recorded earlier: the chain has been rewritten.' },
])('$name: the chain alone reads intact, the head recorded earlier shows it', async ({ sql, problem }) => {
  const { head } = await checkAuditChain(api.db);
  await asOwner(sql);
  expect((await checkAuditChain(api.db)).intact).toBe(true);
  expect(await checkAuditChain(api.db, head ?? undefined)).toMatchObject({ intact: false, problems: [problem] });
});

test('GET /api/staff/audit/chain: intact, with the head to keep; given that head later, still intact; after a change, not', async () => {
  const cookie = await staffSession(api, 'manager');
  const first = await staffCall(api, 'GET', API_PATHS.staffAuditChain, { cookie });
  // The sign-in is an entry too.
  expect(first).toMatchObject({ status: 200, body: { intact: true, entries: 6, head: { seq: 6 }, problems: [] } });
  const kept = `${first.body.head.seq}-${first.body.head.hash}`;
  await write(7);
  expect((await staffCall(api, 'GET', `${API_PATHS.staffAuditChain}?head=${kept}`, { cookie })).body).toMatchObject({ intact: true, entries: 7 });
  await asOwner('update audit_log set actor_name = $$Nobody$$ where id = 6');
  expect((await staffCall(api, 'GET', `${API_PATHS.staffAuditChain}?head=${kept}`, { cookie })).body).toMatchObject({
    intact: false,
    problems: ['Entry 6 (link 6) has been changed since it was written.'],
  });
  expect((await staffCall(api, 'GET', `${API_PATHS.staffAuditChain}?head=6-nothex`, { cookie })).status).toBe(400);
});
