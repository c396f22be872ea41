import { BOOKING_NOT_FOUND_MESSAGE, RSVP_KIDS_MAX } from '@party/domain';
import { bookingPayload, rowCounts } from '../test/fixtures';
import { useTestApi } from '../test/test-api';

const api = useTestApi();

async function createBooking() {
  const response = await api.post('/api/booking-initiate', bookingPayload());
  expect(response.status).toBe(201);
  return response.body as { bookingId: string; invitationId: string };
}

const rsvpsOf = (invitationId: string) => `/api/invitations/${invitationId}/rsvps`;

/** Sam Lee's family: two kids coming, one with allergies. */
const yes = (overrides: Record<string, unknown> = {}) => ({
  coming: true,
  name: 'Sam Lee',
  phone: '0400 000 001',
  email: 'sam.lee@example.com',
  kids: [
    { name: 'Ava', allergies: 'Peanuts' },
    { name: 'Leo', allergies: '' },
  ],
  ...overrides,
});

const cantCome = { coming: false, name: 'Noah Brown', email: 'noah@example.com' };

/** What the parent of the booking made by bookingPayload gave, and its price: nothing a guest may see. */
const PARENT_SECRETS = ['Nguyen', 'sam@example.com', '0412345678', '0412 345 678', '1 Test Street', 'Parramatta', '560'];
/** Keys of an answer that would carry money, the parent, the booking or its guest list. */
const FORBIDDEN_KEY = /price|amount|paid|deposit|total|cost|coupon|discount|contact|parent|guest|booking|reference|email|phone/i;

function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

interface QueuedEmail {
  fact: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo: Array<{ name: string; address: string }> | null;
}

async function queuedEmails(kind: 'rsvp' | 'rsvp-copy'): Promise<QueuedEmail[]> {
  return api.db.query(
    `select fact_key as fact, recipient as to, message->>'subject' as subject, message->>'text' as text, message->>'html' as html,
            message->'replyTo' as "replyTo"
       from email_outbox where kind = $1 order by id`,
    [kind],
  );
}

/** The parent's emails about the answers. */
const rsvpEmails = () => queuedEmails('rsvp');
/** The guests' copies of their answers. */
const copyEmails = () => queuedEmails('rsvp-copy');

test('the invitation shows what a guest needs and who invites, never the parent\'s contact details, the booking or a price', async () => {
  const { bookingId, invitationId } = await createBooking();
  const response = await api.get(`/api/invitations/${invitationId}`);
  expect(response.status).toBe(200);
  expect(response.body).toEqual({
    childfName: 'Mia',
    childAge: 7,
    date: '2031-06-20',
    startTime: '10:00',
    endTime: '12:00',
    roomName: 'Ocean Room',
    rsvpDate: '2031-06-15',
    // The parent's first name only ("from Sam"): not a way to reach them.
    hostFirstName: 'Sam',
    rsvpOpen: true,
    canceled: false,
  });
  const text = JSON.stringify(response.body);
  for (const secret of [...PARENT_SECRETS, bookingId]) expect(text).not.toContain(secret);
  expect(keysOf(response.body).filter((key) => FORBIDDEN_KEY.test(key))).toEqual([]);
});

test('a yes with two kids and their allergies is stored, and the parent reads it with the totals', async () => {
  const { bookingId, invitationId } = await createBooking();
  const response = await api.post(rsvpsOf(invitationId), yes());
  expect(response).toMatchObject({ status: 201, body: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), replaced: false, copySent: true } });
  // Its own random id, never a serial number.
  // The guest's answer tells nothing of the parent or of other guests.
  // Its family's attendance form's id, for a yes (decision 062): the family's own link.
  expect(Object.keys(response.body).sort()).toEqual(['copySent', 'formId', 'id', 'replaced']);

  expect((await api.get(`/api/bookings/${bookingId}/rsvps`)).body).toEqual({
    answers: [
      {
        rsvpId: response.body.id,
        name: 'Sam Lee',
        email: 'sam.lee@example.com',
        phone: '0400 000 001',
        coming: true,
        kids: [
          { name: 'Ava', allergies: 'Peanuts' },
          { name: 'Leo', allergies: '' },
        ],
        respondedAt: '2031-06-01T23:00:00.000Z',
      },
    ],
    totals: { familiesComing: 1, kidsComing: 2, cantCome: 0 },
  });
});

test("a can't-come is stored without kids; the totals count both families", async () => {
  const { bookingId, invitationId } = await createBooking();
  await api.post(rsvpsOf(invitationId), yes());
  expect((await api.post(rsvpsOf(invitationId), cantCome)).status).toBe(201);
  const list = (await api.get(`/api/bookings/${bookingId}/rsvps`)).body;
  expect(list.answers.map((answer: { name: string; coming: boolean; kids: unknown[] }) => [answer.name, answer.coming, answer.kids.length])).toEqual([
    ['Sam Lee', true, 2],
    ['Noah Brown', false, 0],
  ]);
  expect(list.totals).toEqual({ familiesComing: 1, kidsComing: 2, cantCome: 1 });
});

test('a second answer from the same email (in any case) replaces the first: one answer, the new one, and the parent is told it changed', async () => {
  const { bookingId, invitationId } = await createBooking();
  const first = await api.post(rsvpsOf(invitationId), yes());
  api.clock.advanceMinutes(90);
  const second = await api.post(rsvpsOf(invitationId), yes({ email: ' SAM.Lee@Example.com ', kids: [{ name: 'Ava', allergies: 'Peanuts, eggs' }] }));
  expect(second).toMatchObject({ status: 200, body: { id: first.body.id, replaced: true } });

  const list = (await api.get(`/api/bookings/${bookingId}/rsvps`)).body;
  expect(list.answers).toEqual([
    expect.objectContaining({ rsvpId: first.body.id, email: 'SAM.Lee@Example.com', kids: [{ name: 'Ava', allergies: 'Peanuts, eggs' }], respondedAt: '2031-06-02T00:30:00.000Z' }),
  ]);
  expect(list.totals).toEqual({ familiesComing: 1, kidsComing: 1, cantCome: 0 });

  // Then they can't come after all.
  await api.post(rsvpsOf(invitationId), { ...cantCome, name: 'Sam Lee', email: 'sam.lee@example.com' });
  expect((await api.get(`/api/bookings/${bookingId}/rsvps`)).body.totals).toEqual({ familiesComing: 0, kidsComing: 0, cantCome: 1 });

  const emails = await rsvpEmails();
  expect(emails.map(({ fact, to, subject }) => ({ fact, to, subject }))).toEqual([
    { fact: `rsvp:${first.body.id}:v1`, to: 'sam@example.com', subject: "New RSVP for Mia's party: Sam Lee is coming with 2 kids" },
    { fact: `rsvp:${first.body.id}:v2`, to: 'sam@example.com', subject: "Changed RSVP for Mia's party: Sam Lee is coming with 1 kid" },
    { fact: `rsvp:${first.body.id}:v3`, to: 'sam@example.com', subject: "Changed RSVP for Mia's party: Sam Lee can't come" },
  ]);
  expect(emails[1].text).toContain('This answer replaces the one they gave before.');

  // The family gets a copy of each answer, at the email each gave.
  const copies = await copyEmails();
  expect(copies.map(({ fact, to, subject }) => ({ fact, to, subject }))).toEqual([
    { fact: `rsvp-copy:${first.body.id}:v1`, to: 'sam.lee@example.com', subject: "Your RSVP to Mia's 7th birthday party: coming with 2 kids" },
    { fact: `rsvp-copy:${first.body.id}:v2`, to: 'SAM.Lee@Example.com', subject: "Your changed RSVP to Mia's 7th birthday party: coming with 1 kid" },
    { fact: `rsvp-copy:${first.body.id}:v3`, to: 'sam.lee@example.com', subject: "Your changed RSVP to Mia's 7th birthday party: can't come" },
  ]);
  expect(copies[1].text).toContain('It replaces the answer you sent before from this email address.');
  expect(copies[1].text).toContain('Kids coming, with their allergies:\nAva: Peanuts, eggs\n');
  expect(copies[2].text).toContain("Coming?: Sorry, we can't come");
  expect(copies[2].text).not.toContain('Kids coming');
});

test("the guest's copy says what they answered, each kid with the allergies as typed, and the party as the invitation shows it; nothing of the parent", async () => {
  const { bookingId, invitationId } = await createBooking();
  expect((await api.post(rsvpsOf(invitationId), yes())).body.copySent).toBe(true);
  const [copy] = await copyEmails();
  expect(copy.to).toBe('sam.lee@example.com');
  expect(copy.subject).toBe("Your RSVP to Mia's 7th birthday party: coming with 2 kids");
  for (const line of [
    "Hi Sam Lee, thank you for answering the invitation to Mia's 7th birthday party. Here is a copy of your answer: Mia's family will see that you're coming with 2 kids.",
    "Your answer:\nComing?: Yes, we're coming\nGuest name: Sam Lee\nEmail: sam.lee@example.com\nPhone: 0400 000 001",
    'Kids coming, with their allergies:\nAva: Peanuts\nLeo: None given',
    'The party:\nBirthday: Mia, turning 7\nDate: Fri, June 20th, 2031\nTime: 10:00 AM - 12:00 PM\nRoom: Ocean Room\n' +
      'Where: Jumping Jellybeans Play Centre, 12 Playful Lane, Parramatta NSW 2150',
    `Open the invitation: http://site.test/booking-invitation/${invitationId}`,
    'Questions? Contact us:\nPhone: (02) 9555 0123\nEmail: parties@jumpingjellybeans.com.au',
  ]) {
    expect(copy.text).toContain(line);
  }
  // Answers go to the venue, never to the parent.
  expect(copy.replyTo).toEqual([{ name: 'Jumping Jellybeans Play Centre', address: 'parties@jumpingjellybeans.com.au' }]);
  // The parent's suburb is the venue's too: their street is what must not show.
  for (const secret of [...PARENT_SECRETS.filter((secret) => secret !== 'Parramatta'), bookingId, 'JJ10', 'booking-edit', '$']) {
    expect(copy.text).not.toContain(secret);
    expect(copy.html).not.toContain(secret);
  }
});

test("the guest's copy carries what they typed as text: HTML is escaped, a line break stays out of the subject", async () => {
  const { invitationId } = await createBooking();
  await api.db.query(`update bookings set child_first_name = 'Mia <i>\r\nBcc: x@example.com'`);
  const answer = yes({ name: 'Jo <b>Bold</b>', kids: [{ name: '<img src=x onerror=alert(1)>', allergies: 'Peanuts & "eggs" <script>alert(1)</script>' }] });
  expect((await api.post(rsvpsOf(invitationId), answer)).status).toBe(201);
  const [copy] = await copyEmails();
  expect(copy.subject).toBe("Your RSVP to Mia <i> Bcc: x@example.com's 7th birthday party: coming with 1 kid");
  expect(copy.text).toContain('<img src=x onerror=alert(1)>: Peanuts & "eggs" <script>alert(1)</script>');
  expect(copy.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  expect(copy.html).toContain('Peanuts &amp; &quot;eggs&quot; &lt;script&gt;alert(1)&lt;/script&gt;');
  expect(copy.html).toContain('Hi Jo &lt;b&gt;Bold&lt;/b&gt;,');
  for (const raw of ['<script>', '<img', '<b>Bold', '<i>']) expect(copy.html).not.toContain(raw);
});

test('the RSVP email tells the parent the answer, each kid with their allergies, and the totals so far', async () => {
  const { invitationId } = await createBooking();
  await api.post(rsvpsOf(invitationId), cantCome);
  await api.post(rsvpsOf(invitationId), yes());
  const [noah, sam] = await rsvpEmails();
  expect(noah.subject).toBe("New RSVP for Mia's party: Noah Brown can't come");
  expect(noah.text).toContain("Coming?: Can't come");
  expect(sam.subject).not.toContain('Peanuts');
  for (const line of [
    'Sam Lee answered the invitation to Mia\'s party on Fri, June 20th, 2031: coming, with 2 kids.',
    'Coming?: Yes',
    'Email: sam.lee@example.com',
    'Phone: 0400 000 001',
    'Kids coming, with their allergies:\nAva: Peanuts\nLeo: None given',
    'Your guest list so far:\nFamilies coming: 1\nKids coming: 2\nCan\'t come: 1',
  ]) {
    expect(sam.text).toContain(line);
  }
});

test('the same answer sent again changes nothing and emails nobody', async () => {
  const { invitationId } = await createBooking();
  const first = await api.post(rsvpsOf(invitationId), yes());
  const again = await api.post(rsvpsOf(invitationId), yes());
  expect(again).toMatchObject({ status: 200, body: { id: first.body.id, replaced: true, copySent: false } });
  expect((await api.db.query('select version from rsvp_answers'))).toEqual([{ version: 1 }]);
  expect(await rsvpEmails()).toHaveLength(1);
  expect(await copyEmails()).toHaveLength(1);
});

test('ten identical answers sent at once store one answer and email the parent once', async () => {
  const { bookingId, invitationId } = await createBooking();
  const responses = await Promise.all(Array.from({ length: 10 }, () => api.post(rsvpsOf(invitationId), yes())));
  expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
  expect(new Set(responses.map((response) => response.body.id)).size).toBe(1);
  expect((await rowCounts(api.db)).rsvp_answers).toBe(1);
  expect((await api.get(`/api/bookings/${bookingId}/rsvps`)).body.totals).toEqual({ familiesComing: 1, kidsComing: 2, cantCome: 0 });
  expect(await rsvpEmails()).toHaveLength(1);
  // The copy was sent by the one that stored it, and only that one says so.
  expect(await copyEmails()).toHaveLength(1);
  expect(responses.map((response) => response.body.copySent).sort()).toEqual([false, false, false, false, false, false, false, false, false, true]);
});

test('names in any script, emoji included, are stored and read back as they were written', async () => {
  const { bookingId, invitationId } = await createBooking();
  const answer = yes({ name: 'Zoë 陈 🎈', kids: [{ name: 'Mía 🦄', allergies: '🥜 Peanuts' }] });
  expect((await api.post(rsvpsOf(invitationId), answer)).status).toBe(201);
  expect((await api.get(`/api/bookings/${bookingId}/rsvps`)).body.answers[0]).toMatchObject({ name: 'Zoë 陈 🎈', kids: [{ name: 'Mía 🦄', allergies: '🥜 Peanuts' }] });
  expect((await rsvpEmails())[0].subject).toBe("New RSVP for Mia's party: Zoë 陈 🎈 is coming with 1 kid");
});

const kid = { name: 'Ava', allergies: '' };
test.each([
  { name: 'a yes with no kids', body: yes({ kids: [] }), message: 'Name at least one kid who is coming' },
  { name: 'a yes without its kids', body: yes({ kids: undefined }), message: 'Name at least one kid who is coming' },
  { name: "a can't-come with kids", body: { ...cantCome, kids: [kid] }, message: "An answer that can't come names no kids" },
  { name: 'a count of kids instead of their names', body: yes({ kids: 2 }), message: 'Kids must be a list' },
  { name: '0 kids as a number', body: yes({ kids: 0 }), message: 'Kids must be a list' },
  { name: 'a negative number of kids', body: yes({ kids: -3 }), message: 'Kids must be a list' },
  { name: 'a huge number of kids', body: yes({ kids: 1e12 }), message: 'Kids must be a list' },
  { name: `${RSVP_KIDS_MAX + 1} kids`, body: yes({ kids: Array.from({ length: RSVP_KIDS_MAX + 1 }, () => kid) }), message: 'At most 10 kids in one answer: each family answers for its own' },
  { name: '200 kids', body: yes({ kids: Array.from({ length: 200 }, (_, i) => ({ name: `Kid ${i}`, allergies: '' })) }), message: 'At most 10 kids in one answer: each family answers for its own' },
  { name: 'a kid without a name', body: yes({ kids: [kid, { name: ' ', allergies: 'Eggs' }] }), message: "Kid's name is required" },
  { name: 'a kid that is a name only', body: yes({ kids: ['Ava'] }), message: 'Invalid input: expected object, received string' },
  { name: 'a 200-character guest name', body: yes({ name: 'x'.repeat(200) }), message: 'Must be at most 100 characters' },
  { name: 'a 200-character kid name', body: yes({ kids: [{ name: 'x'.repeat(200) }] }), message: 'Must be at most 100 characters' },
  { name: 'no answer to Coming?', body: yes({ coming: undefined }), message: 'Please say whether you are coming' },
  { name: "'no' as text for Coming?", body: { ...cantCome, coming: 'no' }, message: 'Please say whether you are coming' },
  { name: 'no guest name', body: yes({ name: '' }), message: 'Guest name is required' },
  { name: 'no email', body: yes({ email: '' }), message: 'Guest email is required' },
  { name: 'a bad email', body: yes({ email: 'sam' }), message: 'Please enter a valid email address' },
  { name: 'a number for a name', body: yes({ name: 42 }), message: 'Must be text' },
  { name: 'the old form of one guest or more', body: { guests: [{ name: 'Ava', email: 'ava@example.com' }] }, message: 'Please say whether you are coming' },
])('an RSVP with $name is refused with 400 and nothing is stored', async ({ body, message }) => {
  const { invitationId } = await createBooking();
  expect(await api.post(rsvpsOf(invitationId), body)).toMatchObject({ status: 400, body: { code: 'invalid-request', message } });
  expect((await rowCounts(api.db)).rsvp_answers).toBe(0);
  expect(await rsvpEmails()).toEqual([]);
  expect(await copyEmails()).toEqual([]);
});

test.each([
  { name: 'a NUL byte in a kid name', raw: JSON.stringify(yes({ kids: [{ name: 'A\u0000va', allergies: '' }] })) },
  { name: 'a NUL byte in the guest name', raw: JSON.stringify(yes({ name: 'Sam\u0000' })) },
  { name: 'a lone surrogate in allergies', raw: JSON.stringify(yes({ kids: [{ name: 'Ava', allergies: 'nuts \ud800' }] })) },
])('an RSVP with $name is refused with 400, never a 500, and nothing is stored', async ({ raw }) => {
  const { invitationId } = await createBooking();
  const response = await api.request('POST', rsvpsOf(invitationId), { raw });
  expect(response.status).toBe(400);
  expect(response.body.code).toEqual(expect.any(String));
  expect((await rowCounts(api.db)).rsvp_answers).toBe(0);
  expect(await copyEmails()).toEqual([]);
});

test("RSVPs close when the party starts (10:00 Sydney time): the invitation says so and a late answer is refused with 'rsvps-closed'", async () => {
  const { invitationId } = await createBooking();
  api.clock.set('2031-06-19T23:59:59Z');
  expect((await api.post(rsvpsOf(invitationId), yes())).status).toBe(201);
  api.clock.set('2031-06-20T00:00:00Z');
  expect((await api.get(`/api/invitations/${invitationId}`)).body.rsvpOpen).toBe(false);
  expect(await api.post(rsvpsOf(invitationId), cantCome)).toMatchObject({
    status: 409,
    body: { code: 'rsvps-closed', message: 'RSVPs for this party closed when it started.' },
  });
  expect((await rowCounts(api.db)).rsvp_answers).toBe(1);
  expect((await copyEmails()).map(({ to }) => to)).toEqual(['sam.lee@example.com']);
});

test("the guest's calendar file is the party from 10:00 to 12:00 Sydney time at the venue, named by the invitation, with nothing of the parent", async () => {
  const { bookingId, invitationId } = await createBooking();
  const response = await api.get(`/api/invitations/${invitationId}/calendar.ics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  expect(response.headers.get('content-disposition')).toBe('inline; filename="birthday-party.ics"');
  const ics = String(response.body);
  const unfolded = ics.replace(/\r\n /g, '');
  // 10:00 and 12:00 in Sydney in June (UTC+10) are 00:00 and 02:00 UTC.
  for (const line of [
    'DTSTART:20310620T000000Z',
    'DTEND:20310620T020000Z',
    `UID:invitation-${invitationId}@jumpingjellybeans.com.au`,
    "SUMMARY:Mia's 7th birthday party at Jumping Jellybeans Play Centre",
    'LOCATION:Jumping Jellybeans Play Centre\\, 12 Playful Lane\\, Parramatta NSW 2150',
  ]) {
    expect(unfolded).toContain(`\r\n${line}\r\n`);
  }
  expect(unfolded).toContain(`Details and RSVP: http://site.test/booking-invitation/${invitationId}`);
  for (const secret of ['Nguyen', 'sam@example.com', '0412', '1 Test Street', '560', bookingId]) expect(unfolded).not.toContain(secret);
});

test('an unknown invitation answers 404, and so does the booking id used as one', async () => {
  const { bookingId } = await createBooking();
  for (const id of ['unknown-id', bookingId]) {
    expect(await api.get(`/api/invitations/${id}`)).toMatchObject({ status: 404, body: { code: 'invitation-not-found', message: 'Invitation not found' } });
    expect((await api.get(`/api/invitations/${id}/calendar.ics`)).status).toBe(404);
    expect((await api.post(rsvpsOf(id), yes())).status).toBe(404);
  }
  expect((await rowCounts(api.db)).rsvp_answers).toBe(0);
});

test("a canceled party's invitation is gone", async () => {
  const { invitationId } = await createBooking();
  await api.db.query(`update bookings set status = 'canceled'`);
  expect((await api.get(`/api/invitations/${invitationId}`)).status).toBe(404);
  expect((await api.get(`/api/invitations/${invitationId}/calendar.ics`)).status).toBe(404);
  expect((await api.post(rsvpsOf(invitationId), yes())).status).toBe(404);
});

test('RSVPs of an unknown booking answer 404', async () => {
  expect(await api.get('/api/bookings/unknown-id/rsvps')).toMatchObject({ status: 404, body: { message: BOOKING_NOT_FOUND_MESSAGE } });
});
