import { auditChanges, fieldWords } from './audit-change';

test('field names read as words: cents dropped, camel case split, known names by their word', () => {
  expect(fieldWords('finalCents')).toBe('price');
  expect(fieldWords('numberOfKids')).toBe('kids');
  expect(fieldWords('canceledReason')).toBe('why canceled');
  expect(fieldWords('secondFactorReset')).toBe('second factor reset');
});

test("a booking's change reads in dollars, days and times, and only what differs is listed", () => {
  const before = { status: 'pending', date: '2027-03-08', startTime: '10:00', finalCents: 41500, paidCents: 0, room: 'Ocean Room' };
  const after = { status: 'confirmed', date: '2027-03-08', startTime: '14:30', finalCents: 41500, paidCents: 10000, room: 'Ocean Room' };
  expect(auditChanges(before, after)).toEqual([
    { field: 'status', before: 'pending', after: 'confirmed' },
    { field: 'start', before: '10:00 AM', after: '2:30 PM' },
    { field: 'paid', before: '$0.00', after: '$100.00' },
  ]);
  expect(auditChanges(undefined, { date: '2027-03-08' })).toEqual([{ field: 'date', before: '—', after: 'Monday 8 March 2027' }]);
});

test('a payment or refund recorded as a record reads as its fields, and a list of changes as sentences', () => {
  const [payment] = auditChanges({}, { payment: { method: 'online', reference: 'pi_1', amountCents: 10000 } });
  expect(payment).toEqual({ field: 'payment', before: '—', after: 'method online, reference pi_1, amount $100.00' });
  const [changes] = auditChanges({}, { changes: ['Number of kids: 12 → 14', 'Start: 10:00 AM → 2:00 PM'] });
  expect(changes.after).toBe('Number of kids: 12 → 14; Start: 10:00 AM → 2:00 PM');
});
