import { API_PATHS, VENUE_CHANGE_MESSAGES } from '@party/domain';
import { afterHoursPayload, bookingPayload, PARTY_DATE, rowCounts } from '../../test/fixtures';
import { createBooking, moneyOf, openDepositCheckout, pressCheckoutButton } from '../../test/payments';
import { rsvp, staffCall, staffSession } from '../../test/staff';
import { useTestApi, type Loose, type TestApi } from '../../test/test-api';

// A closure or an hours change that touches booked parties and hires (decision 059): shown before
// it is saved, each with its customer; saved only with a decision for each (canceled by the venue,
// asked to move, or kept), every decision audited; the run sheet flags what goes ahead against its
// day. The test clock starts on Monday 2 June 2031, 09:00 in Sydney; PARTY_DATE is a Friday.

const api = useTestApi();

const REASON = 'Burst pipe in the ceiling: plumber booked';
/** Ten days out: a parent's own first move would cost $100. */
const SOON = '2031-06-12';

const party = (overrides: Record<string, unknown> = {}) => bookingPayload(overrides);
const room = (id: string) => ({ id, name: id, maxCapacity: 25, availability: { availableByDefault: true } });
const slot = (time: string) => ({ id: `slot-${time.replace(':', '')}`, time, isAvailable: true });

async function paidParty(target: TestApi, overrides: Record<string, unknown> = {}) {
  const bookingId = await createBooking(target, party(overrides));
  const { sessionId } = await openDepositCheckout(target, bookingId);
  expect((await pressCheckoutButton(target, sessionId, 'pay')).status).toBe(303);
  return { bookingId, reference: (await target.get(`/api/bookings/${bookingId}`)).body.reference as string };
}

const previewClosure = (cookie: string, closure: Record<string, unknown>) =>
  staffCall(api, 'POST', API_PATHS.staffClosurePreview, { cookie, json: { reason: REASON, ...closure } });
const close = (cookie: string, closure: Record<string, unknown>) => staffCall(api, 'POST', API_PATHS.staffClosures, { cookie, json: { reason: REASON, ...closure } });
const decide = (decision: string, ...references: string[]) => references.map((reference) => ({ reference, decision }));

async function emailsOf(kind: string) {
  return api.db.query<{ recipient: string; subject: string; text: string }>(
    `select recipient, message->>'subject' as subject, message->>'text' as text from email_outbox where kind = $1 order by id`,
    [kind],
  );
}

async function auditOf(action: string) {
  return api.db.query<{ actor_name: string; target_reference: string; after: Loose }>('select actor_name, target_reference, after from audit_log where action = $1 order by id', [action]);
}

const runSheet = async (cookie: string, date = PARTY_DATE) => (await staffCall(api, 'GET', `/api/staff/day/${date}`, { cookie })).body;

test('the preview lists each live booking the closure would fall on, with its customer, and saves nothing', async () => {
  const mia = await paidParty(api);
  const leo = await createBooking(api, party({ childfName: 'Leo', childAge: 5, room: room('space-room'), contactInfo: { parentName: 'Kim Lee', email: 'kim@example.com', phone: '0498 765 432', address: '3 Street' } }));
  const hire = await api.post(API_PATHS.afterHoursSave, afterHoursPayload());
  const cookie = await staffSession(api, 'manager');
  const before = await rowCounts(api.db);

  const day = await previewClosure(cookie, { date: PARTY_DATE });
  expect(day.status).toBe(200);
  expect(day.body.bookings).toEqual([
    {
      kind: 'party',
      reference: mia.reference,
      status: 'confirmed',
      date: PARTY_DATE,
      startTime: '10:00',
      endTime: '12:00',
      room: 'Ocean Room',
      what: 'Mia, turning 7',
      customer: { name: 'Sam Nguyen', mobile: '0412345678', email: 'sam@example.com' },
      paid: 100,
      onlineChangesOpen: true,
      started: false,
      askedToMove: false,
    },
    expect.objectContaining({ kind: 'party', reference: (await api.get(`/api/bookings/${leo}`)).body.reference, status: 'pending', room: 'Space Room', customer: { name: 'Kim Lee', mobile: '0498765432', email: 'kim@example.com' }, paid: 0 }),
    expect.objectContaining({ kind: 'hire', reference: hire.body.booking.reference, room: 'The whole centre', what: 'After-hours hire', startTime: '18:00', endTime: '21:00', customer: { name: 'Alex Taylor', mobile: '0400 111 222', email: 'alex@example.com' } }),
  ]);
  // A block of one room touches that room's party alone; a time nobody booked, none.
  expect((await previewClosure(cookie, { date: PARTY_DATE, room: 'ocean-room', start: '11:00', end: '13:00' })).body.bookings.map((b: Loose) => b.reference)).toEqual([mia.reference]);
  expect((await previewClosure(cookie, { date: PARTY_DATE, start: '12:00', end: '14:00' })).body.bookings).toEqual([]);
  expect(await rowCounts(api.db)).toEqual(before);
  expect(await auditOf('closure.create')).toEqual([]);
  // Refused as the save would be.
  await close(cookie, { date: PARTY_DATE, room: 'jungle-room', start: '15:00', end: '16:00' });
  expect(await previewClosure(cookie, { date: PARTY_DATE, room: 'jungle-room', start: '15:30', end: '17:00' })).toMatchObject({ status: 409, body: { code: 'closure-overlaps' } });
  expect(await previewClosure(cookie, { date: '2031-06-01' })).toMatchObject({ status: 400 });
});

test('a closure saved without deciding each booking it touches is refused, naming what is undecided, and nothing is saved', async () => {
  const mia = await paidParty(api);
  const leo = await paidParty(api, { childfName: 'Leo', room: room('space-room') });
  const cookie = await staffSession(api, 'owner');
  const before = await rowCounts(api.db);

  const none = await close(cookie, { date: PARTY_DATE });
  expect(none).toMatchObject({ status: 409, body: { code: 'bookings-undecided' } });
  expect(none.body.message).toContain(`2 bookings (${mia.reference}, ${leo.reference})`);
  expect(none.body.current.bookings.map((b: Loose) => b.reference)).toEqual([mia.reference, leo.reference]);

  // One decided, one not: the whole closure is refused, the decided one untouched.
  const half = await close(cookie, { date: PARTY_DATE, decisions: decide('cancel', mia.reference) });
  expect(half).toMatchObject({ status: 409, body: { code: 'bookings-undecided' } });
  expect(half.body.message).toContain(`the booking ${leo.reference}`);
  expect(await rowCounts(api.db)).toEqual(before);
  expect((await api.get(`/api/bookings/${mia.bookingId}`)).body.status).toBe('confirmed');
  expect(await emailsOf('booking-canceled')).toEqual([]);
  // An unknown decision, or a reference that is none, is the contract's 400.
  expect((await close(cookie, { date: PARTY_DATE, decisions: [{ reference: mia.reference, decision: 'ignore' }] })).status).toBe(400);
  expect((await close(cookie, { date: PARTY_DATE, decisions: [{ reference: 'Mia', decision: 'keep' }] })).status).toBe(400);
});

test('a party booked between the preview and the save must be decided too: the save is refused with the new list', async () => {
  const cookie = await staffSession(api, 'manager');
  expect((await previewClosure(cookie, { date: PARTY_DATE })).body.bookings).toEqual([]);
  const late = await paidParty(api);
  const refused = await close(cookie, { date: PARTY_DATE });
  expect(refused).toMatchObject({ status: 409, body: { code: 'bookings-undecided', current: { bookings: [expect.objectContaining({ reference: late.reference })] } } });
  expect((await close(cookie, { date: PARTY_DATE, decisions: decide('keep', late.reference) })).status).toBe(201);
});

test('canceled by the venue: nothing kept, everything paid owed back, the parent, the venue and the families emailed, the slot closed, audited', async () => {
  const mia = await paidParty(api);
  const { invitationId } = (await api.get(`/api/bookings/${mia.bookingId}`)).body;
  await rsvp(api, invitationId, { name: 'Jo Lee', email: 'jo@example.com', coming: true, kids: [{ name: 'Leo', allergies: '' }] });
  const hire = await api.post(API_PATHS.afterHoursSave, afterHoursPayload());
  const cookie = await staffSession(api, 'manager');

  const made = await close(cookie, { date: PARTY_DATE, decisions: [...decide('cancel', mia.reference, hire.body.booking.reference)] });
  expect(made).toMatchObject({ status: 201, body: { bookings: [] } });

  // Everything paid went back through the provider once the closure was saved (decision 053).
  expect(await moneyOf(api, mia.bookingId)).toMatchObject({ status: 'canceled', totalPaidAmount: 0, amountOwedBack: 0, refundDue: false });
  expect((await api.get(`/api/bookings/${mia.bookingId}`)).body).toMatchObject({ canceledReason: 'venue-canceled', venueAskedToMove: null });
  expect((await api.get(`/api/bookings-afterhours/${hire.body.booking.uniqueBookingId}`)).body.status).toBe('canceled');
  const [parent] = await emailsOf('booking-canceled');
  expect(parent.recipient).toBe('sam@example.com');
  expect(parent.text).toContain('we have had to cancel your party');
  expect(parent.text).toContain('To be refunded to you: $100.00');
  // The parent never reads the staff's reason; the venue's copy says it.
  expect(parent.text).not.toContain('pipe');
  expect((await emailsOf('venue-booking-canceled'))[0].text).toContain(REASON);
  expect((await emailsOf('guest-party-canceled')).map((mail) => mail.recipient)).toEqual(['jo@example.com']);
  expect((await emailsOf('venue-refund-due')).length).toBeGreaterThan(0);

  const cancels = await auditOf('booking.cancel');
  expect(cancels.map((entry) => [entry.actor_name, entry.target_reference, entry.after.canceledReason, entry.after.keptCents])).toEqual([
    ['manager member', mia.reference, 'venue-canceled', 0],
    ['manager member', hire.body.booking.reference, 'venue-canceled', 0],
  ]);
  expect(cancels[0].after.reason).toBe(`Closed ${PARTY_DATE}, whole centre, all day: ${REASON}`);
  const [closure] = await auditOf('closure.create');
  expect(closure.after.bookings).toEqual({ [mia.reference]: 'cancel', [hire.body.booking.reference]: 'cancel' });
});

test('asked to move: the parent is emailed their choices, and their move is free even within two weeks (not counted as their change); the console move is free too', async () => {
  const mia = await paidParty(api, { date: SOON });
  const cookie = await staffSession(api, 'manager');
  expect((await close(cookie, { date: SOON, decisions: decide('ask-to-move', mia.reference) })).status).toBe(201);

  const record = (await api.get(`/api/bookings/${mia.bookingId}`)).body;
  expect(record).toMatchObject({ status: 'confirmed', date: SOON, venueAskedToMove: { cause: 'closure', at: api.clock.now().toISOString() } });
  const [asked] = await emailsOf('booking-move-asked');
  expect(asked.recipient).toBe('sam@example.com');
  expect(asked.subject).toBe(`Please choose a new time: Mia's party on Thu, June 12th, 2031 (${mia.reference})`);
  expect(asked.text).toContain('The centre is closed at the time of your party');
  expect(asked.text).toContain('there is no rebooking fee');
  expect(asked.text).toContain('everything you paid is refunded');
  expect(asked.text).toContain(`/booking-edit/${mia.bookingId}`);
  expect(asked.text).not.toContain('pipe');
  const [entry] = await auditOf('booking.move-asked');
  expect(entry).toMatchObject({ actor_name: 'manager member', target_reference: mia.reference, after: { cause: 'closure', online: true } });

  // Ten days out, a parent's first move would cost $100: asked by the venue, it is free.
  const to = { date: '2031-06-13', startTime: '14:00', roomId: 'ocean-room' };
  const quote = await api.post(`/api/bookings/${mia.bookingId}/move/quote`, to);
  expect(quote.body).toMatchObject({ fee: 0, feeReason: 'venue', feeWords: 'No rebooking fee: the venue asked for this change.' });
  expect((await api.post(`/api/bookings/${mia.bookingId}/move`, { ...to, fee: 0 })).status).toBe(200);
  const moved = (await api.get(`/api/bookings/${mia.bookingId}`)).body;
  expect(moved).toMatchObject({ date: '2031-06-13', startTime: '14:00', fees: [], venueAskedToMove: null });
  expect(await api.db.query('select moved_by, for_venue, fee_cents from booking_moves')).toEqual([{ moved_by: 'customer', for_venue: true, fee_cents: 0 }]);
  // Answered: the next move is the parent's own, and within two weeks it costs $100 (their first change, not "more than one").
  expect((await api.post(`/api/bookings/${mia.bookingId}/move/quote`, { ...to, startTime: '10:00' })).body).toMatchObject({ fee: 100, feeReason: 'within-two-weeks' });

  // Another party asked to move, moved by the front desk on the phone: free.
  const leo = await paidParty(api, { date: '2031-06-11', childfName: 'Leo' });
  expect((await close(cookie, { date: '2031-06-11', room: 'ocean-room', start: '10:00', end: '11:00', decisions: decide('ask-to-move', leo.reference) })).status).toBe(201);
  const desk = await staffSession(api, 'front-desk');
  const staffTo = { date: '2031-06-11', startTime: '10:00', roomId: 'space-room' };
  expect((await staffCall(api, 'POST', `/api/staff/bookings/${leo.reference}/move/quote`, { cookie: desk, json: staffTo })).body).toMatchObject({ fee: 0, feeReason: 'venue' });
  expect((await staffCall(api, 'POST', `/api/staff/bookings/${leo.reference}/move`, { cookie: desk, json: { ...staffTo, fee: 0 } })).status).toBe(200);
  // Moved out of the block, the run sheet has nothing to flag.
  const [sheetParty] = (await runSheet(cookie, '2031-06-11')).parties;
  expect(sheetParty).toMatchObject({ reference: leo.reference, room: { id: 'space-room' }, exceptions: [], askedToMove: null });
});

test("asked to move, the parent's own cancellation refunds everything, in the venue's words", async () => {
  const mia = await paidParty(api, { date: SOON });
  const cookie = await staffSession(api, 'owner');
  // Before the venue asks, canceling keeps the $100 deposit.
  expect((await api.post(`/api/bookings/${mia.bookingId}/cancel/quote`, {})).body).toMatchObject({ kept: { total: 100 }, refund: 0 });
  expect((await close(cookie, { date: SOON, start: '09:00', end: '13:00', decisions: decide('ask-to-move', mia.reference) })).status).toBe(201);

  const quoted = await api.post(`/api/bookings/${mia.bookingId}/cancel/quote`, {});
  expect(quoted.body).toMatchObject({ kept: { deposit: 0, platters: 0, total: 0 }, refund: 100, keptWords: VENUE_CHANGE_MESSAGES.cancelKept });
  // The quote shown before the venue asked no longer holds.
  expect(await api.post(`/api/bookings/${mia.bookingId}/cancel`, { refund: 0 })).toMatchObject({ status: 409, body: { code: 'refund-changed' } });
  expect(await api.post(`/api/bookings/${mia.bookingId}/cancel`, { refund: 100 })).toMatchObject({ status: 200, body: { refundSent: { online: 100, byHand: 0 } } });
  expect(await moneyOf(api, mia.bookingId)).toMatchObject({ status: 'canceled', totalPaidAmount: 0, amountOwedBack: 0 });
  // The parent canceled it: their page says so, and nothing was kept.
  expect((await api.get(`/api/bookings/${mia.bookingId}`)).body).toMatchObject({ canceledReason: 'customer-canceled', venueAskedToMove: null });
  expect((await emailsOf('booking-canceled'))[0].text).toContain(VENUE_CHANGE_MESSAGES.cancelKept);
});

test('kept in spite of the closure: audited, unchanged, and the run sheet flags it as an exception with the closure', async () => {
  const mia = await paidParty(api);
  const leo = await paidParty(api, { childfName: 'Leo', room: room('space-room') });
  const cookie = await staffSession(api, 'manager');
  const version = async () => (await api.db.query<{ version: number }>('select version from bookings where id = (select min(id) from bookings)'))[0].version;
  const before = await version();
  // A repair of the Ocean Room after the party: the party goes ahead.
  const made = await close(cookie, { date: PARTY_DATE, room: 'ocean-room', start: '11:30', end: '15:00', reason: 'Repaint after the party', decisions: decide('keep', mia.reference) });
  expect(made).toMatchObject({ status: 201, body: { bookings: [expect.objectContaining({ reference: mia.reference })] } });
  expect(await version()).toBe(before);
  expect(await auditOf('booking.keep')).toEqual([{ actor_name: 'manager member', target_reference: mia.reference, after: { cause: 'closure', change: `Closed ${PARTY_DATE}, Ocean Room, 11:30-15:00` } }]);
  expect(await emailsOf('booking-move-asked')).toEqual([]);

  const sheet = await runSheet(cookie);
  const flagged = sheet.parties.find((p: Loose) => p.reference === mia.reference);
  expect(flagged.exceptions).toEqual([{ kind: 'closed', closure: { room: 'Ocean Room', start: '11:30', end: '15:00', reason: 'Repaint after the party' }, hours: null }]);
  expect(sheet.parties.find((p: Loose) => p.reference === leo.reference).exceptions).toEqual([]);
});

test('an hours change that leaves a party or a hire outside the hours lists it, refuses to save it undecided, and saves each decision', async () => {
  const friday = await paidParty(api, { timeSlot: slot('16:00'), room: room('jungle-room') });
  const morning = await paidParty(api, { childfName: 'Leo' });
  const saturday = await paidParty(api, { date: '2031-06-21', childfName: 'Zoe', timeSlot: slot('16:00') });
  const hire = await api.post(API_PATHS.afterHoursSave, afterHoursPayload());
  const cookie = await staffSession(api, 'manager');
  const hours = (await staffCall(api, 'GET', API_PATHS.staffHours, { cookie })).body;
  // Fridays close at 5:00pm, the hire's window at 8:00pm.
  const shorter = { days: { ...hours.days, fri: { opens: '09:30', closes: '17:00' } }, publicHolidays: hours.publicHolidays, afterHours: { opens: '09:00', closes: '20:00' } };

  const preview = await staffCall(api, 'POST', API_PATHS.staffHoursPreview, { cookie, json: shorter });
  expect(preview.body.bookings.map((b: Loose) => [b.reference, b.startTime, b.endTime, b.room])).toEqual([
    [friday.reference, '16:00', '18:00', 'Jungle Room'],
    [hire.body.booking.reference, '18:00', '21:00', 'The whole centre'],
  ]);
  expect(preview.body.bookings[0].customer).toEqual({ name: 'Sam Nguyen', mobile: '0412345678', email: 'sam@example.com' });
  expect((await staffCall(api, 'GET', API_PATHS.staffHours, { cookie })).body.version).toBe(hours.version);

  const refused = await staffCall(api, 'PUT', API_PATHS.staffHours, { cookie, json: { ...shorter, version: hours.version } });
  expect(refused).toMatchObject({ status: 409, body: { code: 'bookings-undecided' } });
  expect(refused.body.current.bookings).toEqual(preview.body.bookings);
  expect((await staffCall(api, 'GET', API_PATHS.staffHours, { cookie })).body.days.fri.closes).toBe('19:30');

  const saved = await staffCall(api, 'PUT', API_PATHS.staffHours, {
    cookie,
    json: { ...shorter, version: hours.version, decisions: [...decide('keep', friday.reference), ...decide('ask-to-move', hire.body.booking.reference)] },
  });
  expect(saved).toMatchObject({ status: 200, body: { days: { fri: { closes: '17:00' } }, version: hours.version + 1 } });
  const [asked] = await emailsOf('booking-move-asked');
  expect(asked).toMatchObject({ recipient: 'alex@example.com' });
  expect(asked.text).toContain('Our opening hours have changed and your event is now outside them');
  expect(asked.text).toContain(`/book-your-party/after-hours/edit/${hire.body.booking.uniqueBookingId}`);
  const [entry] = await auditOf('hours.change');
  expect(entry.after.bookings).toEqual({ [friday.reference]: 'keep', [hire.body.booking.reference]: 'ask-to-move' });

  // The kept party, the hire waiting to move: both flagged on the run sheet; the morning party is not.
  const sheet = await runSheet(cookie);
  expect(sheet.parties.find((p: Loose) => p.reference === friday.reference).exceptions).toEqual([{ kind: 'outside-hours', closure: null, hours: { opens: '09:30', closes: '17:00' } }]);
  expect(sheet.parties.find((p: Loose) => p.reference === morning.reference).exceptions).toEqual([]);
  expect(sheet.hires[0]).toMatchObject({ exceptions: [{ kind: 'outside-hours', hours: { opens: '09:00', closes: '20:00' } }], askedToMove: { cause: 'hours' } });
  // A later change that leaves them outside asks nothing again; the Saturday party was never touched.
  const again = await staffCall(api, 'POST', API_PATHS.staffHoursPreview, { cookie, json: { ...shorter, days: { ...shorter.days, fri: { opens: '09:30', closes: '16:30' } } } });
  expect(again.body.bookings).toEqual([]);
  expect((await runSheet(cookie, '2031-06-21')).parties.find((p: Loose) => p.reference === saturday.reference).exceptions).toEqual([]);

  // The hire's customer moves it within the new window from its own page: the request is answered.
  const edited = await api.put(`/api/bookings-afterhours/${hire.body.booking.uniqueBookingId}`, afterHoursPayload({ startTime: '18:00', endTime: '20:00', duration: 2 }));
  expect(edited.status).toBe(200);
  expect((await runSheet(cookie)).hires[0]).toMatchObject({ endTime: '20:00', exceptions: [], askedToMove: null });
});

test('a party that has started cannot be asked to move: kept or canceled only, and nothing is saved', async () => {
  const mia = await paidParty(api);
  api.clock.set(`${PARTY_DATE}T10:30:00+10:00`);
  const cookie = await staffSession(api, 'owner');
  const preview = await previewClosure(cookie, { date: PARTY_DATE, start: '11:00', end: '13:00' });
  expect(preview.body.bookings[0]).toMatchObject({ reference: mia.reference, started: true, onlineChangesOpen: false });
  expect(await close(cookie, { date: PARTY_DATE, start: '11:00', end: '13:00', decisions: decide('ask-to-move', mia.reference) })).toMatchObject({ status: 409, body: { code: 'event-started' } });
  expect(await api.db.query('select * from closures where date = $1', [PARTY_DATE])).toEqual([]);
  expect((await close(cookie, { date: PARTY_DATE, start: '11:00', end: '13:00', decisions: decide('cancel', mia.reference) })).status).toBe(201);
  expect((await api.get(`/api/bookings/${mia.bookingId}`)).body.canceledReason).toBe('venue-canceled');
});

test('a party already over is not asked about: not by a closure of its day, nor by an hours change', async () => {
  const mia = await paidParty(api);
  api.clock.set(`${PARTY_DATE}T12:30:00+10:00`);
  const cookie = await staffSession(api, 'owner');
  expect((await previewClosure(cookie, { date: PARTY_DATE })).body.bookings).toEqual([]);
  const hours = (await staffCall(api, 'GET', API_PATHS.staffHours, { cookie })).body;
  const friday = { days: { ...hours.days, fri: { opens: '13:00', closes: '19:30' } }, publicHolidays: hours.publicHolidays, afterHours: hours.afterHours };
  expect((await staffCall(api, 'POST', API_PATHS.staffHoursPreview, { cookie, json: friday })).body.bookings).toEqual([]);
  expect((await close(cookie, { date: PARTY_DATE })).status).toBe(201);
  expect((await api.get(`/api/bookings/${mia.bookingId}`)).body.status).toBe('confirmed');
});

test('asked to move once online changes have closed, the parent is asked to call', async () => {
  const mia = await paidParty(api, { date: '2031-06-05' });
  const cookie = await staffSession(api, 'owner');
  expect((await close(cookie, { date: '2031-06-05', decisions: decide('ask-to-move', mia.reference) })).status).toBe(201);
  const [asked] = await emailsOf('booking-move-asked');
  expect(asked.text).toContain('Online changes have closed for this booking, so please call us on');
  expect(asked.text).not.toContain('Choose a new time or cancel');
});
