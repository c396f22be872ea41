import { useTestApi } from '../test/test-api';
import { audit, SYSTEM } from './audit';

// The audit log is append-only (migrations 013 and 024): the database itself refuses to change,
// remove or empty an entry or its chain, whatever the statement, on PGlite and PostgreSQL alike.

const api = useTestApi();

beforeEach(() => api.db.transaction((tx) => audit(tx, { actor: SYSTEM, action: 'booking.cancel', target: { kind: 'party', id: 1, reference: 'JJ1002' }, before: { status: 'pending' }, after: { status: 'canceled' } }, api.clock.now())));

test.each([
  { name: 'an update of an entry', sql: `update audit_log set action = 'booking.pay'` },
  { name: 'an update that matches no entry', sql: 'update audit_log set action = $$x$$ where id = -1' },
  { name: 'a delete of every entry', sql: 'delete from audit_log' },
  { name: 'a delete that matches no entry', sql: 'delete from audit_log where id = -1' },
  { name: 'a truncate of the log', sql: 'truncate audit_log cascade' },
  { name: 'a truncate of its chain', sql: 'truncate audit_chain' },
  { name: 'a change of a link of its chain', sql: `update audit_chain set hash = 'x'` },
  { name: 'a delete of a link of its chain', sql: 'delete from audit_chain' },
])('$name is refused by the database', async ({ sql }) => {
  await expect(api.db.query(sql)).rejects.toThrow('the audit log is append-only');
  expect(await api.db.query('select action, before, after from audit_log')).toEqual([{ action: 'booking.cancel', before: { status: 'pending' }, after: { status: 'canceled' } }]);
});

test('an entry is written with the transaction of its change: rolled back with it', async () => {
  await expect(
    api.db.transaction(async (tx) => {
      await audit(tx, { actor: SYSTEM, action: 'booking.edit' }, api.clock.now());
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  expect(await api.db.query('select count(*)::int as n from audit_log')).toEqual([{ n: 1 }]);
});
