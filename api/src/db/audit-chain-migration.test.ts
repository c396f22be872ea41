import { checkAuditChain } from '../audit/audit-chain';
import { useDatabaseBeforeMigration } from '../test/migration-database';

// Migration 024 chains the audit log (decision 058): the entries written before it are linked,
// oldest first, so the chain covers the whole log from the first entry on.

const MIGRATION = '024-the-audit-chain.sql';
const before = useDatabaseBeforeMigration((file) => file < MIGRATION);

test('the entries written before are linked oldest first, and the chain goes on from them', async () => {
  const db = before.db();
  await db.query(`insert into audit_log (at, actor_kind, actor_name, action, after) select now(), 'system', 'The booking system', 'booking.cancel', jsonb_build_object('n', n) from generate_series(1, 3) n`);
  expect(await before.apply(MIGRATION)).toEqual([MIGRATION]);
  expect(await db.query('select seq::int, audit_id::int from audit_chain order by seq')).toEqual([1, 2, 3].map((n) => ({ seq: n, audit_id: n })));
  await db.query(`insert into audit_log (at, actor_kind, actor_name, action) values (now(), 'system', 'The booking system', 'booking.pay')`);
  expect(await checkAuditChain(db)).toMatchObject({ intact: true, entries: 4, head: { seq: 4 }, problems: [] });
});
