import { API_PATHS, ATTENDANCE_FORM_MESSAGES, can, CONDITIONS_OF_ENTRY, STAFF_ROLES, type StaffDoorChild, type StaffDoorParty } from '@party/domain';
import { afterHoursPayload, bookingPayload, PARTY_DATE } from '../../test/fixtures';
import { openFullCheckout, pressCheckoutButton } from '../../test/payments';
import { rsvp, staffCall, staffSession } from '../../test/staff';
import { useTestApi } from '../../test/test-api';

// The door (decisions 061 and 063): each party's list as each role reads it, a child checked in
// once however many taps, undone, a child not on the list taken with their form, and the run
// sheet's and the kitchen sheet's counts.

const api = useTestApi();

const doorOf = (date = PARTY_DATE) => `/api/staff/door/${date}`;
const checkIns = (reference: string) => API_PATHS.staffBookingCheckIns.replace(':reference', reference);
const walkIns = (reference: string) => API_PATHS.staffBookingWalkIns.replace(':reference', reference);

/** A paid party of 12 kids on PARTY_DATE with two families who said yes (Ida's form filled), one who said no. */
async function aParty() {
  const booked = await api.post('/api/booking-initiate', bookingPayload());
  await pressCheckoutButton(api, (await openFullCheckout(api, booked.body.bookingId)).sessionId, 'pay');
  await rsvp(api, booked.body.invitationId, { name: 'Jo Lee', email: 'jo@example.com', coming: true, kids: [{ name: 'Leo', allergies: 'Peanuts (anaphylaxis)' }, { name: 'Ava', allergies: '' }] });
  await rsvp(api, booked.body.invitationId, { name: 'Sam Khan', email: 'sam.k@example.com', coming: false });
  await rsvp(api, booked.body.invitationId, { name: 'Ida Smith', email: 'ida@example.com', coming: true, kids: [{ name: 'Zoe', allergies: '' }] });
  const [{ id }] = await api.db.query<{ id: number }>(`select id from bookings where public_id = $1`, [booked.body.bookingId]);
  const [ida] = await api.db.query<{ id: number }>(`select id from rsvp_answers where email = 'ida@example.com'`);
  // Ida's form (made with her yes), as the families' form page saves it: Zoe's allergy and medical notes, and the contacts.
  await api.db.query(
    `update attendance_forms set guardian_name = 'Ida Smith', guardian_mobile = '0499111222', emergency_name = 'Nan Smith', emergency_phone = '0499333444',
            children = $3, conditions = $4, agreed_name = 'Ida Smith', agreed_at = now()
      where booking_id = $1 and rsvp_answer_id = $2`,
    [id, ida.id, JSON.stringify([{ name: 'Zoe', age: 6, allergies: 'Dairy', medicalNotes: 'Inhaler in bag' }]), JSON.stringify(CONDITIONS_OF_ENTRY)],
  );
  return { id, reference: booked.body.reference as string };
}

const walkInForm = {
  guardianName: 'Max Doe',
  guardianMobile: '0400 555 666',
  emergencyName: 'Ann Doe',
  emergencyPhone: '0400 777 888',
  children: [{ name: 'Max', age: 8, allergies: 'Eggs', medicalNotes: '' }],
  agreedName: 'Max Doe',
  agree: true,
};

const child = (party: StaffDoorParty, name: string) => party.children.find((c) => c.name === name)!;
const tap = (c: Pick<StaffDoorChild, 'familyKey' | 'childKey'>, checkedIn = true) => ({ familyKey: c.familyKey, childKey: c.childKey, checkedIn });

test("the door's list per party: each child with age, allergies, medical notes, family and form; the counts; the contacts for the front desk", async () => {
  const { reference } = await aParty();
  const answer = await staffCall(api, 'GET', doorOf(), { cookie: await staffSession(api, 'front-desk') });
  expect(answer.status).toBe(200);
  const [party] = answer.body.parties as StaffDoorParty[];
  expect(party).toMatchObject({ reference, status: 'confirmed', startTime: '10:00', room: { name: 'Ocean Room' }, child: { firstName: 'Mia', turning: 7 }, billClosed: false });
  expect(party.counts).toEqual({ booked: 12, expected: 4, checkedIn: 0, allergies: true });
  expect(party.children.map((c) => [c.name, c.family, c.familyName, c.formFilled, c.allergies])).toEqual([
    ['Mia', 'host', 'Sam Nguyen', false, ''],
    ['Leo', 'guest', 'Jo Lee', false, 'Peanuts (anaphylaxis)'],
    ['Ava', 'guest', 'Jo Lee', false, ''],
    ['Zoe', 'guest', 'Ida Smith', true, 'Dairy'],
  ]);
  expect(child(party, 'Zoe')).toMatchObject({ age: 6, medicalNotes: 'Inhaler in bag', checkedIn: null, contacts: { guardian: { name: 'Ida Smith', mobile: '0499111222' }, emergency: { name: 'Nan Smith', phone: '0499333444' } } });
  // A family whose form is not filled has no contacts to show yet.
  expect(child(party, 'Leo').contacts).toBeNull();
  // Hires have no door list; an empty day has no parties.
  expect((await staffCall(api, 'GET', doorOf('2031-07-01'), { cookie: await staffSession(api, 'manager') })).body).toEqual({ date: '2031-07-01', parties: [] });
});

test("the kitchen reads the children's allergies and medical notes, never a guardian's or emergency contact's name or number", async () => {
  await aParty();
  const answer = await staffCall(api, 'GET', doorOf(), { cookie: await staffSession(api, 'kitchen') });
  expect(answer.status).toBe(200);
  const [party] = answer.body.parties as StaffDoorParty[];
  expect(child(party, 'Zoe')).toMatchObject({ allergies: 'Dairy', medicalNotes: 'Inhaler in bag' });
  expect(party.children.every((c) => !('contacts' in c))).toBe(true);
  const text = JSON.stringify(answer.body);
  for (const secret of ['0499111222', 'Nan Smith', '0499333444', '0412345678']) expect(text).not.toContain(secret);
});

test('a role reads the door exactly when the role table gives it forms.read; only door.check-in changes it', async () => {
  const { reference } = await aParty();
  const owner = await staffSession(api, 'owner');
  const mia = child((await staffCall(api, 'GET', doorOf(), { cookie: owner })).body.parties[0], 'Mia');
  for (const role of STAFF_ROLES) {
    const cookie = await staffSession(api, role, `${role}.door@staff.test`);
    const read = await staffCall(api, 'GET', doorOf(), { cookie });
    expect(read.status).toBe(can(role, 'forms.read') ? 200 : 403);
    const checked = await staffCall(api, 'PUT', checkIns(reference), { cookie, json: tap(mia, false) });
    expect(checked.status).toBe(can(role, 'door.check-in') ? 200 : 403);
    const walked = await staffCall(api, 'POST', walkIns(reference), { cookie, json: { ...walkInForm, guardianName: `Guardian of ${role}` } });
    expect(walked.status).toBe(can(role, 'door.check-in') ? 201 : 403);
    if (!can(role, 'door.check-in')) expect(walked.body).toMatchObject({ code: 'staff-forbidden' });
    api.clock.advanceMinutes(1);
  }
  // Every role that sees the run sheet reads the forms (decision 061), the kitchen included; it checks no one in.
  for (const role of STAFF_ROLES) expect(can(role, 'forms.read')).toBe(can(role, 'day.read'));
  expect(can('kitchen', 'door.check-in')).toBe(false);
});

test('a child is checked in once however many taps, ten at once included; a second tap with checkedIn false undoes it; each change audited without health details', async () => {
  const { id, reference } = await aParty();
  const cookie = await staffSession(api, 'front-desk');
  const party = (await staffCall(api, 'GET', doorOf(), { cookie })).body.parties[0] as StaffDoorParty;
  const zoe = child(party, 'Zoe');

  const first = await staffCall(api, 'PUT', checkIns(reference), { cookie, json: tap(zoe) });
  expect(first.status).toBe(200);
  expect(child(first.body, 'Zoe').checkedIn).toEqual({ at: api.clock.now().toISOString(), by: 'front-desk member' });
  expect(first.body.counts).toMatchObject({ checkedIn: 1, expected: 4 });
  const again = await staffCall(api, 'PUT', checkIns(reference), { cookie, json: tap(zoe) });
  expect(again.status).toBe(200);

  const leo = child(party, 'Leo');
  const ten = await Promise.all(Array.from({ length: 10 }, () => staffCall(api, 'PUT', checkIns(reference), { cookie, json: { ...tap(leo), childKey: '  LEO ' } })));
  expect(ten.map((answer) => answer.status)).toEqual(Array(10).fill(200));
  const rows = await api.db.query<{ child_key: string; walk_in: boolean }>(`select child_key, walk_in from door_check_ins where booking_id = $1 order by child_key`, [id]);
  expect(rows).toEqual([{ child_key: 'leo', walk_in: false }, { child_key: 'zoe', walk_in: false }]);

  const undone = await staffCall(api, 'PUT', checkIns(reference), { cookie, json: tap(zoe, false) });
  expect(undone.status).toBe(200);
  expect(child(undone.body, 'Zoe').checkedIn).toBeNull();
  expect(undone.body.counts.checkedIn).toBe(1);
  // Undoing what is not checked in changes nothing.
  expect((await staffCall(api, 'PUT', checkIns(reference), { cookie, json: tap(zoe, false) })).status).toBe(200);

  const log = await api.db.query<{ action: string; before: unknown; after: unknown; target_reference: string }>(
    `select action, before, after, target_reference from audit_log where action like 'door.%' order by id`,
  );
  expect(log).toEqual([
    { action: 'door.check-in', before: null, after: { child: 'Zoe' }, target_reference: reference },
    { action: 'door.check-in', before: null, after: { child: 'Leo' }, target_reference: reference },
    { action: 'door.check-in-undo', before: { child: 'Zoe' }, after: null, target_reference: reference },
  ]);
  expect(JSON.stringify(log)).not.toMatch(/Peanuts|Dairy|Inhaler/);
});

test("a child not on the list is refused in plain words; so are a canceled party, a hire, a closed bill and hostile bodies", async () => {
  const { id, reference } = await aParty();
  const cookie = await staffSession(api, 'front-desk');
  const mia = child((await staffCall(api, 'GET', doorOf(), { cookie })).body.parties[0], 'Mia');

  const stranger = await staffCall(api, 'PUT', checkIns(reference), { cookie, json: { familyKey: 'host', childKey: 'someone else', checkedIn: true } });
  expect(stranger).toMatchObject({ status: 422, body: { code: 'child-not-on-list', message: expect.stringContaining('A child not on the list') } });
  const otherFamily = await staffCall(api, 'PUT', checkIns(reference), { cookie, json: { familyKey: 'answer:not-an-answer', childKey: 'mia', checkedIn: true } });
  expect(otherFamily.status).toBe(422);

  for (const body of [{}, { familyKey: 'host' }, { ...tap(mia), checkedIn: 'yes' }, { ...tap(mia), childKey: '' }, { ...tap(mia), childKey: 'x'.repeat(5000) }, [tap(mia)], null]) {
    const answer = await staffCall(api, 'PUT', checkIns(reference), { cookie, json: body });
    expect(answer.status).toBe(400);
  }
  expect((await staffCall(api, 'PUT', checkIns('JJ99999'), { cookie, json: tap(mia) })).status).toBe(404);
  expect((await staffCall(api, 'PUT', checkIns('not a reference'), { cookie, json: tap(mia) })).status).toBe(400);

  const hire = await api.post('/api/bookings-afterhours/save', afterHoursPayload({ startTime: '18:00', endTime: '21:00' }));
  const hired = await staffCall(api, 'PUT', checkIns(hire.body.booking.reference), { cookie, json: tap(mia) });
  expect(hired).toMatchObject({ status: 404, body: { message: 'Only a party has a door list: this booking is an after-hours hire.' } });

  // Once the bill is closed at the counter, the list no longer changes.
  const staffId = (await api.db.query<{ id: number }>(`select id from staff_members where role = 'front-desk'`))[0].id;
  await api.db.query(`insert into party_bills (booking_id, lines, counts, charged_cents, closed_by) values ($1, '[]', '{}', 0, $2)`, [id, staffId]);
  expect(await staffCall(api, 'PUT', checkIns(reference), { cookie, json: tap(mia) })).toMatchObject({ status: 409, body: { code: 'door-closed' } });
  expect(await staffCall(api, 'POST', walkIns(reference), { cookie, json: walkInForm })).toMatchObject({ status: 409, body: { code: 'door-closed' } });
  expect((await staffCall(api, 'GET', doorOf(), { cookie })).body.parties[0].billClosed).toBe(true);
  await api.db.query(`delete from party_bills`);

  const draft = await api.post('/api/booking-initiate', bookingPayload({ childfName: 'Old', room: { id: 'space-room' }, timeSlot: { id: 'slot-1400', time: '14:00' } }));
  await api.post('/api/booking-initiate', bookingPayload({ childfName: 'Ruby', room: { id: 'space-room' }, timeSlot: { id: 'slot-1400', time: '14:00' }, replacesBookingId: draft.body.bookingId }));
  const canceled = await staffCall(api, 'PUT', checkIns(draft.body.reference), { cookie, json: { familyKey: 'host', childKey: 'old', checkedIn: true } });
  expect(canceled).toMatchObject({ status: 409, body: { code: 'booking-canceled', message: 'This party has been canceled: nobody can be checked in to it.' } });
  expect((await staffCall(api, 'POST', walkIns(draft.body.reference), { cookie, json: walkInForm })).status).toBe(409);
  // The canceled party is not at the door; the one that replaced it is.
  expect((await staffCall(api, 'GET', doorOf(), { cookie })).body.parties.map((p: StaffDoorParty) => p.child.firstName)).toEqual(['Mia', 'Ruby']);
  expect(await api.db.query(`select 1 from door_check_ins`)).toEqual([]);
});

test('a child not on the list: the form filled on the tablet is kept as a walk-in with the conditions and the time (its agreement kept), its children checked in at once, audited; sent again, nothing doubles', async () => {
  const { id, reference } = await aParty();
  const cookie = await staffSession(api, 'front-desk');
  const form = { ...walkInForm, children: [...walkInForm.children, { name: 'Tia', age: 5, allergies: '', medicalNotes: 'Asthma' }] };
  const answer = await staffCall(api, 'POST', walkIns(reference), { cookie, json: form });
  expect(answer.status).toBe(201);
  const party = answer.body as StaffDoorParty;
  expect(party.counts).toEqual({ booked: 12, expected: 4, checkedIn: 2, allergies: true });
  expect(child(party, 'Max')).toMatchObject({ family: 'walk-in', familyName: 'Max Doe', formFilled: true, allergies: 'Eggs', checkedIn: { by: 'front-desk member' }, contacts: { guardian: { name: 'Max Doe', mobile: '0400555666' } } });
  expect(child(party, 'Tia')).toMatchObject({ family: 'walk-in', medicalNotes: 'Asthma', checkedIn: expect.objectContaining({ at: api.clock.now().toISOString() }) });

  const [saved] = await api.db.query<{ family: string; conditions: string[]; agreed_name: string; agreed_at: Date; guardian_mobile: string }>(
    `select family, conditions, agreed_name, agreed_at, guardian_mobile from attendance_forms where booking_id = $1 and family = 'walk-in'`,
    [id],
  );
  expect(saved).toEqual({ family: 'walk-in', conditions: [...CONDITIONS_OF_ENTRY], agreed_name: 'Max Doe', agreed_at: api.clock.now(), guardian_mobile: '0400555666' });
  // Its agreement is kept with the venue's others (migration 028), as a family's saved form's is.
  const agreements = () => api.db.query(`select a.version, a.conditions, a.agreed_name, a.agreed_at from attendance_agreements a join attendance_forms f on f.id = a.form_id where f.family = 'walk-in'`);
  expect(await agreements()).toEqual([{ version: 1, conditions: [...CONDITIONS_OF_ENTRY], agreed_name: 'Max Doe', agreed_at: api.clock.now() }]);
  const [entry] = await api.db.query<{ after: unknown }>(`select after from audit_log where action = 'door.walk-in'`);
  expect(entry.after).toEqual({ children: ['Max', 'Tia'] });

  // A double tap on Save, or a retry after a lost answer, is the same family.
  const retyped = { ...form, guardianName: ' max  DOE', children: [{ ...form.children[1]!, name: 'TIA ' }, form.children[0]!] };
  const twice = await Promise.all([staffCall(api, 'POST', walkIns(reference), { cookie, json: form }), staffCall(api, 'POST', walkIns(reference), { cookie, json: retyped })]);
  expect(twice.map((a) => a.status)).toEqual([201, 201]);
  expect(await api.db.query(`select 1 from attendance_forms where family = 'walk-in'`)).toHaveLength(1);
  expect(await api.db.query(`select 1 from door_check_ins where walk_in`)).toHaveLength(2);
  // Sent again, nothing was agreed again.
  expect(await agreements()).toHaveLength(1);
  // A walk-in's check-in is undone like any other.
  const undone = await staffCall(api, 'PUT', checkIns(reference), { cookie, json: tap(child(party, 'Tia'), false) });
  expect(undone.body.counts.checkedIn).toBe(1);
});

test("a walk-in's form is checked as the families' form is: each problem in the form's own words", async () => {
  const { reference } = await aParty();
  const cookie = await staffSession(api, 'front-desk');
  const answer = await staffCall(api, 'POST', walkIns(reference), { cookie, json: { ...walkInForm, guardianMobile: '12', children: [], agreedName: ' ', agree: false } });
  expect(answer.status).toBe(400);
  expect(answer.body.errors).toEqual(
    expect.arrayContaining([
      expect.stringContaining(ATTENDANCE_FORM_MESSAGES.guardianMobileInvalid),
      expect.stringContaining(ATTENDANCE_FORM_MESSAGES.childrenRequired),
      expect.stringContaining(ATTENDANCE_FORM_MESSAGES.agreedNameRequired),
      expect.stringContaining(ATTENDANCE_FORM_MESSAGES.agreeRequired),
    ]),
  );
  for (const body of [{ ...walkInForm, children: Array(11).fill(walkInForm.children[0]) }, { ...walkInForm, children: [{ name: 'Old', age: 30 }] }, 'text', { ...walkInForm, guardianName: 'x'.repeat(500) }]) {
    expect((await staffCall(api, 'POST', walkIns(reference), { cookie, json: body })).status).toBe(400);
  }
  expect(await api.db.query(`select 1 from attendance_forms where family = 'walk-in'`)).toEqual([]);
});

test("the run sheet and the kitchen sheet count each party's children checked in against booked and expected, and name the forms' allergies", async () => {
  const { reference } = await aParty();
  const cookie = await staffSession(api, 'front-desk');
  const party = (await staffCall(api, 'GET', doorOf(), { cookie })).body.parties[0] as StaffDoorParty;
  await staffCall(api, 'PUT', checkIns(reference), { cookie, json: tap(child(party, 'Mia')) });
  await staffCall(api, 'PUT', checkIns(reference), { cookie, json: tap(child(party, 'Zoe')) });
  await staffCall(api, 'POST', walkIns(reference), { cookie, json: walkInForm });

  const sheet = await staffCall(api, 'GET', `/api/staff/day/${PARTY_DATE}`, { cookie });
  const row = sheet.body.parties.find((p: { reference: string }) => p.reference === reference);
  expect(row.door).toEqual({ booked: 12, expected: 4, checkedIn: 3, allergies: true });
  // Zoe's allergy as her family's form gives it (the RSVP said none), and the walk-in's.
  expect(row.allergies).toEqual([
    { kid: 'Leo', allergies: 'Peanuts (anaphylaxis)', family: 'Jo Lee' },
    { kid: 'Zoe', allergies: 'Dairy', family: 'Ida Smith' },
    { kid: 'Max', allergies: 'Eggs', family: 'Max Doe' },
  ]);
  const kitchen = await staffCall(api, 'GET', `/api/staff/kitchen/${PARTY_DATE}`, { cookie: await staffSession(api, 'kitchen') });
  expect(kitchen.body.startTimes[0].parties[0]).toMatchObject({ reference, door: { booked: 12, expected: 4, checkedIn: 3, allergies: true } });
});
