import { PARTY_DATE } from '../../test/fixtures';
import { createAfterHoursBooking, createBooking, openFullCheckout, pressCheckoutButton } from '../../test/payments';
import { staffCall, staffSession } from '../../test/staff';
import { useTestApi } from '../../test/test-api';

// What the staff pages read after a change of plan (decision 052): the booking's page (its new
// place, the fee on its bill, who moved it; canceled, why, what is kept and owed back) and the
// day's sheets, which read the bookings by their date: a moved party is on its new day's sheets
// and not its old one's; a canceled one is listed apart on the run sheet and not cooked for.
// The test clock starts on Monday 2 June 2031, 09:00 in Sydney; the party is on Friday 20 June.

const api = useTestApi();

const NEW_DATE = '2031-06-24';

async function paidInFull(overrides: Record<string, unknown> = {}) {
  const id = await createBooking(api, overrides);
  await pressCheckoutButton(api, (await openFullCheckout(api, id)).sessionId, 'pay');
  return (await api.get(`/api/bookings/${id}`)).body.reference as string;
}

const references = (sheet: { parties: Array<{ reference: string }> }) => sheet.parties.map((party) => party.reference);
const cooked = (sheet: { startTimes: Array<{ parties: Array<{ reference: string }> }> }) => sheet.startTimes.flatMap((slot) => slot.parties.map((party) => party.reference));

test("a front-desk move 10 days out: the booking's page shows its new place, the $100 fee on its bill and who moved it; the sheets show it on its new day only", async () => {
  const reference = await paidInFull();
  api.clock.set('2031-06-10T09:00:00+10:00');
  const cookie = await staffSession(api, 'front-desk');
  const quoted = await staffCall(api, 'POST', `/api/staff/bookings/${reference}/move/quote`, { cookie, json: { date: NEW_DATE, startTime: '14:00', roomId: 'space-room' } });
  expect(quoted.body).toMatchObject({ fee: 100, feeReason: 'within-two-weeks', finalPrice: 660, remainingAmount: 100 });
  expect(await staffCall(api, 'POST', `/api/staff/bookings/${reference}/move`, { cookie, json: { date: NEW_DATE, startTime: '14:00', roomId: 'space-room', fee: 100 } })).toMatchObject({ status: 200 });

  const page = (await staffCall(api, 'GET', `/api/staff/bookings/${reference}`, { cookie })).body;
  expect(page).toMatchObject({ date: NEW_DATE, startTime: '14:00', endTime: '16:00', party: { room: 'Space Room' }, status: 'confirmed', canceledReason: null });
  expect(page.money).toMatchObject({ totalPrice: 560, finalPrice: 660, paid: 560, due: 100, owedBack: 0, kept: 0 });
  expect(page.money.fees).toEqual([{ kind: 'rebooking', label: 'Rebooking fee (moved from Fri, June 20th, 2031)', amount: 100, at: expect.any(String) }]);
  expect(page.history.at(-1)).toMatchObject({ action: 'booking.move', actor: { kind: 'staff', name: 'front-desk member' } });

  const day = async (date: string) => (await staffCall(api, 'GET', `/api/staff/day/${date}`, { cookie })).body;
  const kitchen = async (date: string) => (await staffCall(api, 'GET', `/api/staff/kitchen/${date}`, { cookie })).body;
  expect(references(await day(NEW_DATE))).toEqual([reference]);
  expect(cooked(await kitchen(NEW_DATE))).toEqual([reference]);
  const old = await day(PARTY_DATE);
  expect(references(old)).toEqual([]);
  expect(old.canceled).toEqual([]);
  expect(cooked(await kitchen(PARTY_DATE))).toEqual([]);
});

test("a manager cancels a paid-in-full party at the customer's request: its page says why, what is kept and owed back; the run sheet lists it apart and the kitchen sheet leaves it out", async () => {
  const reference = await paidInFull();
  const live = await paidInFull({ childfName: 'Leo', room: { id: 'space-room' } });
  const cookie = await staffSession(api, 'manager');
  expect(await staffCall(api, 'POST', `/api/staff/bookings/${reference}/cancel`, { cookie, json: { by: 'customer', reason: 'Mia has chickenpox', refund: 460 } })).toMatchObject({ status: 200 });

  const page = (await staffCall(api, 'GET', `/api/staff/bookings/${reference}`, { cookie })).body;
  expect(page).toMatchObject({ status: 'canceled', canceledReason: 'customer-canceled' });
  // The $460 went back through the provider at once (decision 053): $100 kept, nothing left owed back.
  expect(page.money).toMatchObject({ finalPrice: 560, paid: 100, due: 0, owedBack: 0, kept: 100, fees: [] });
  expect(page.history.find((entry: { action: string }) => entry.action === 'booking.cancel')).toMatchObject({ actor: { name: 'manager member' }, after: { reason: 'Mia has chickenpox' } });

  const day = (await staffCall(api, 'GET', `/api/staff/day/${PARTY_DATE}`, { cookie })).body;
  expect(references(day)).toEqual([live]);
  expect(day.canceled).toEqual([{ kind: 'party', reference, startTime: '10:00', endTime: '12:00', what: 'Mia, Ocean Room' }]);
  expect(cooked((await staffCall(api, 'GET', `/api/staff/kitchen/${PARTY_DATE}`, { cookie })).body)).toEqual([live]);
});

test('a hire the venue cancels says so on its page, keeping nothing', async () => {
  const id = await createAfterHoursBooking(api);
  const reference = (await api.get(`/api/bookings-afterhours/${id}`)).body.reference as string;
  const cookie = await staffSession(api, 'owner');
  expect(await staffCall(api, 'POST', `/api/staff/bookings/${reference}/cancel`, { cookie, json: { by: 'venue', reason: 'Burst pipe', refund: 0 } })).toMatchObject({ status: 200 });
  const page = (await staffCall(api, 'GET', `/api/staff/bookings/${reference}`, { cookie })).body;
  expect(page).toMatchObject({ kind: 'hire', status: 'canceled', canceledReason: 'venue-canceled', money: { kept: 0, fees: [], owedBack: 0 } });
});
