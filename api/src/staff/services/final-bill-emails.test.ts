import { randomBytes } from 'node:crypto';
import { checkIn, partyAtTheDoor, walkIn } from '../../test/door-seed';
import { useMailedApi } from '../../test/mailed-api';
import { staffCall, staffSession } from '../../test/staff';

// The receipt of a balance a party's final bill left (decision 064): it lists each line of the
// bill, a waived one as waived at no charge, with the order's lines.

const { api, sent } = useMailedApi();

test("the receipt of the balance taken at the counter lists the final bill's lines, the waived one at no charge, and the order", async () => {
  const party = await partyAtTheDoor(api, { kids: 9, listed: 10 });
  await checkIn(api, party, party.list.slice(0, 8));
  await walkIn(api, party, 'Max Doe', ['Max', 'Ruby']);
  api.clock.set('2031-06-20T10:10:00+10:00');
  const cookie = await staffSession(api, 'front-desk');
  await staffCall(api, 'POST', `/api/staff/bookings/${party.reference}/bill`, { cookie, json: { charged: 30 } });
  const waived = await staffCall(api, 'POST', `/api/staff/bookings/${party.reference}/bill/waive`, { cookie, json: { kind: 'no-show', reason: 'Sick child' } });
  const due = waived.body.money.due as number;
  await staffCall(api, 'POST', `/api/staff/bookings/${party.reference}/payments`, { cookie, json: { amount: due, method: 'card', requestId: randomBytes(12).toString('base64url') } });

  const receipts = (await sent()).filter((mail) => mail.mail.subject?.startsWith('Payment received'));
  expect(receipts).toHaveLength(1);
  const [receipt] = receipts;
  expect(receipt.envelope.to).toEqual(['sam@example.com']);
  expect(receipt.mail.subject).toBe(`Payment received: $${due.toFixed(2)} for booking ${party.reference}`);
  const text = receipt.mail.text ?? '';
  expect(text).toContain('Children beyond those booked (1 × $15.00): $15.00');
  expect(text).toContain('No-show fee (1 × $15.00), waived: $0.00');
  expect(text).toContain('Still to pay: $0.00');
  expect(text).toContain('Sandwich Platter');
  // The reason is the staff's: never in the parent's email; nor any child's name or allergy from the door.
  expect(text).not.toMatch(/Sick child|Peanuts|Ruby/);
});
