import { afterHoursPayload, bookingPayload, bookingUpdatePayload } from '../../test/fixtures';
import { openCheckout, openDepositCheckout, pressCheckoutButton } from '../../test/payments';
import { useTestApi } from '../../test/test-api';

// A booking's history (decision 032): the customer's own changes and the system's are written to
// the audit log by the transactions that make them, so the staff see who changed what, parents
// included.

const api = useTestApi();

const history = async (reference: string) =>
  (
    await api.db.query<{ actor_kind: string; actor_name: string; action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
      'select actor_kind, actor_name, action, before, after from audit_log where target_reference = $1 order by id',
      [reference],
    )
  ).map((row) => ({ ...row, who: `${row.actor_kind}: ${row.actor_name}` }));

test('a party booked, paid and edited online: each step in its history, by the parent, with the values before and after', async () => {
  const made = await api.post('/api/booking-initiate', bookingPayload());
  await pressCheckoutButton(api, (await openDepositCheckout(api, made.body.bookingId)).sessionId, 'pay');
  expect((await api.put(`/api/bookings/${made.body.bookingId}`, bookingUpdatePayload({ paymentOption: 'later' }))).status).toBe(200);
  const steps = await history(made.body.reference);
  expect(steps.map((s) => [s.action, s.who])).toEqual([
    ['booking.create', 'customer: Sam Nguyen'],
    ['booking.pay', 'customer: Sam Nguyen'],
    ['booking.edit', 'customer: Sam Nguyen'],
  ]);
  expect(steps[0].after).toMatchObject({ status: 'pending', date: '2031-06-20', startTime: '10:00', room: 'Ocean Room', numberOfKids: 12, finalPriceCents: 56000 });
  expect(steps[1]).toMatchObject({ before: { status: 'pending', paidCents: 0 }, after: { status: 'confirmed', paidCents: 10000, payment: { method: 'online', amountCents: 10000 } } });
  expect(steps[2]).toMatchObject({ before: { status: 'confirmed', finalCents: 56000 }, after: { status: 'confirmed', changes: expect.arrayContaining([expect.stringContaining('14')]) } });
  expect(steps[2].before?.items).toContain('Sandwich Platter × 2');
  expect(steps[2].after?.items).toContain('Sandwich Platter × 3');
});

test('a party its parent replaced with a newer one, and one whose hold ran out for good: canceled, by the customer and by the system', async () => {
  const first = await api.post('/api/booking-initiate', bookingPayload());
  const second = await api.post('/api/booking-initiate', bookingPayload({ replacesBookingId: first.body.bookingId }));
  expect((await history(first.body.reference)).map((s) => [s.action, s.actor_kind, s.after])).toEqual([
    ['booking.create', 'customer', expect.anything()],
    ['booking.cancel', 'customer', { status: 'canceled', canceledReason: 'replaced' }],
  ]);
  api.clock.advanceMinutes(31);
  expect((await api.post('/api/create-dynamic-checkout-session', { bookingId: second.body.bookingId })).status).toBe(201);
  api.clock.advanceMinutes(31);
  expect((await api.get(`/api/bookings/${second.body.bookingId}`)).body.status).toBe('canceled');
  expect((await history(second.body.reference)).at(-1)).toMatchObject({ action: 'booking.cancel', actor_kind: 'system', before: { status: 'pending' }, after: { canceledReason: 'hold-expired' } });
});

test('an after-hours hire made, paid and changed: its history too', async () => {
  const hire = await api.post('/api/bookings-afterhours/save', afterHoursPayload());
  const { reference, uniqueBookingId } = hire.body.booking;
  await pressCheckoutButton(api, (await openCheckout(api, '/api/create-dynamic-checkout-session-afterhours', uniqueBookingId)).sessionId, 'pay');
  expect((await api.put(`/api/bookings-afterhours/${uniqueBookingId}`, afterHoursPayload({ endTime: '22:00' }))).status).toBe(200);
  const steps = await history(reference);
  expect(steps.map((s) => [s.action, s.who])).toEqual([
    ['booking.create', 'customer: Alex Taylor'],
    ['booking.pay', 'customer: Alex Taylor'],
    ['booking.edit', 'customer: Alex Taylor'],
  ]);
  expect(steps[2]).toMatchObject({ before: { finalCents: 80000 }, after: { changes: expect.arrayContaining([expect.stringContaining('10:00')]) } });
});

test('a refused change writes nothing to the history', async () => {
  const made = await api.post('/api/booking-initiate', bookingPayload());
  const clash = await api.post('/api/booking-initiate', bookingPayload());
  expect(clash.status).toBe(409);
  expect((await api.put(`/api/bookings/${made.body.bookingId}`, bookingUpdatePayload({ numberOfKids: 99 }))).status).toBe(400);
  expect(await api.db.query('select action from audit_log')).toEqual([{ action: 'booking.create' }]);
});
