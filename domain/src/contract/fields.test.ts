import { DATABASE_INTEGER_MAX } from '../limits';
import { idField, integerField, itemList, versionField, wholeNumber } from './fields';
import { validationMessages } from './validate';
import type { Schema } from './zod';

// Every whole number a request carries stops at what the database's integer columns hold: one past
// it once reached a query and answered 500 (out of range for type integer).

test.each<{ name: string; schema: Schema; value: unknown; ok: boolean }>([
  { name: 'a version at the largest integer the database holds', schema: versionField, value: DATABASE_INTEGER_MAX, ok: true },
  { name: 'a version one past it', schema: versionField, value: DATABASE_INTEGER_MAX + 1, ok: false },
  { name: 'a version past 2^53', schema: versionField, value: 2 ** 60, ok: false },
  { name: 'a negative version', schema: versionField, value: -1, ok: false },
  { name: 'a numeric id one past the largest integer', schema: idField(), value: DATABASE_INTEGER_MAX + 1, ok: false },
  { name: 'a numeric id at the largest integer', schema: idField(), value: DATABASE_INTEGER_MAX, ok: true },
  { name: 'a whole number with no upper bound of its own, one past the largest integer', schema: wholeNumber(0), value: DATABASE_INTEGER_MAX + 1, ok: false },
  { name: 'a field whose own bound is higher still stops at the largest integer', schema: integerField('Give it', 0, Number.MAX_SAFE_INTEGER), value: DATABASE_INTEGER_MAX + 1, ok: false },
  { name: 'a quantity past its own bound', schema: itemList(1), value: [{ id: 'x', quantity: DATABASE_INTEGER_MAX + 1 }], ok: false },
])('$name: accepted $ok', ({ schema, value, ok }) => {
  expect(validationMessages(schema, value).length === 0).toBe(ok);
});

test('the message names the bound a person can act on', () => {
  expect(validationMessages(versionField, DATABASE_INTEGER_MAX + 1)).toEqual([`Must be ${DATABASE_INTEGER_MAX} or less`]);
  expect(validationMessages(integerField('Give it', 0, 10), 11)).toEqual(['Must be 10 or less']);
});
