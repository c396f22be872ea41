import { API_PATHS, apiPath } from '@party/domain';
import { useTestApi, type Loose } from '../../test/test-api';
import { addStaffMember, signInAs, staffCall, staffSession } from '../../test/staff';

// The staff page (decision 040): owners change roles, deactivate (the member's sessions end at
// once) and reset a member's sign-in; the venue always keeps an active owner. Every member sees
// and ends their own sessions. Every change is audited.

const api = useTestApi();

const publicId = async (email: string) => (await api.db.query<{ public_id: string }>('select public_id from staff_members where email = $1', [email]))[0].public_id;
const members = async (cookie: string) => (await staffCall(api, 'GET', API_PATHS.staffMembers, { cookie })).body;
const changeMember = async (cookie: string, email: string, json: unknown) => staffCall(api, 'PUT', apiPath(API_PATHS.staffMember, { id: await publicId(email) }), { cookie, json });
const resetSignIn = async (cookie: string, email: string) => staffCall(api, 'POST', apiPath(API_PATHS.staffMemberSecondFactorReset, { id: await publicId(email) }), { cookie, json: {} });
const actions = async () => (await api.db.query<{ action: string; before: Loose; after: Loose }>("select action, before, after from audit_log where action like 'staff.%' and action not like 'staff.sign-in%' order by id"));
const invitationsTo = async (email: string) => api.db.query<{ recipient: string }>(`select recipient from email_outbox where kind = 'staff-invitation' and recipient = $1`, [email]);

test('an owner sees every member and the open invitations', async () => {
  const owner = await staffSession(api, 'owner');
  await addStaffMember(api.db, 'kitchen');
  await staffCall(api, 'POST', API_PATHS.staffInvitations, { cookie: owner, json: { email: 'kim@example.com', name: 'Kim', role: 'front-desk' } });
  const body = await members(owner);
  expect(body.members.map((m: Loose) => [m.email, m.role, m.active, m.secondFactor])).toEqual([
    ['kitchen@staff.test', 'kitchen', true, false],
    ['owner@staff.test', 'owner', true, true],
  ]);
  expect(body.members[1].lastSignInAt).toEqual(expect.any(String));
  expect(body.invitations).toEqual([{ email: 'kim@example.com', name: 'Kim', role: 'front-desk', expiresAt: expect.any(String) }]);
});

test('a member deactivated while signed in: their next request is refused, and they cannot sign in again', async () => {
  const owner = await staffSession(api, 'owner');
  const desk = await staffSession(api, 'front-desk');
  expect((await staffCall(api, 'GET', API_PATHS.staffSession, { cookie: desk })).status).toBe(200);
  const answer = await changeMember(owner, 'front-desk@staff.test', { active: false });
  expect(answer.status).toBe(200);
  expect(answer.body.members.find((m: Loose) => m.email === 'front-desk@staff.test').active).toBe(false);
  expect(await staffCall(api, 'GET', API_PATHS.staffSession, { cookie: desk })).toMatchObject({ status: 401, body: { code: 'staff-session-required' } });
  await expect(signInAs(api, 'front-desk')).rejects.toThrow(/401/);

  expect((await changeMember(owner, 'front-desk@staff.test', { active: true })).status).toBe(200);
  expect((await staffCall(api, 'GET', API_PATHS.staffSession, { cookie: desk })).status).toBe(401);
  expect((await staffCall(api, 'GET', API_PATHS.staffSession, { cookie: await signInAs(api, 'front-desk') })).status).toBe(200);
  expect((await actions()).map((a) => a.action)).toEqual(['staff.deactivate', 'staff.reactivate']);
});

test('a role changed takes effect on the next request, audited', async () => {
  const owner = await staffSession(api, 'owner');
  const desk = await staffSession(api, 'front-desk');
  expect((await staffCall(api, 'GET', apiPath(API_PATHS.staffKitchen, { date: '2031-06-20' }), { cookie: desk })).status).toBe(200);
  expect((await changeMember(owner, 'front-desk@staff.test', { role: 'kitchen' })).status).toBe(200);
  expect((await staffCall(api, 'GET', API_PATHS.staffSession, { cookie: desk })).body.staff.role).toBe('kitchen');
  expect((await staffCall(api, 'GET', API_PATHS.staffBookings, { cookie: desk })).status).toBe(403);
  expect(await actions()).toEqual([{ action: 'staff.role', before: { role: 'front-desk' }, after: { role: 'kitchen' } }]);
});

test('the last active owner can be neither demoted, nor deactivated, nor reset; with a second owner they can', async () => {
  const owner = await staffSession(api, 'owner');
  for (const change of [{ role: 'manager' }, { active: false }]) {
    expect(await changeMember(owner, 'owner@staff.test', change)).toMatchObject({ status: 409, body: { code: 'last-owner' } });
  }
  expect(await resetSignIn(owner, 'owner@staff.test')).toMatchObject({ status: 409, body: { code: 'last-owner' } });
  await addStaffMember(api.db, 'owner', 'second@staff.test');
  expect((await changeMember(owner, 'owner@staff.test', { role: 'manager' })).status).toBe(200);
  expect(await changeMember(owner, 'second@staff.test', { active: false })).toMatchObject({ status: 403 });
});

test('two owners demoting each other at once: one is demoted, the other stays owner', async () => {
  const first = await staffSession(api, 'owner', 'first@staff.test');
  api.clock.advanceMinutes(1);
  const second = await staffSession(api, 'owner', 'second@staff.test');
  const answers = await Promise.all([changeMember(first, 'second@staff.test', { role: 'manager' }), changeMember(second, 'first@staff.test', { role: 'manager' })]);
  // The second is refused as no owner any more (403), or, when its session was read before the first was saved, as the last owner (409).
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  expect([403, 409]).toContain(answers.find((a) => a.status !== 200)?.status);
  const [row] = await api.db.query<{ n: number }>("select count(*)::int as n from staff_members where role = 'owner' and active");
  expect(row.n).toBe(1);
});

test("a member's sign-in reset ends their sessions and emails them a link to set it up again", async () => {
  const owner = await staffSession(api, 'owner');
  const manager = await staffSession(api, 'manager');
  const reset = await resetSignIn(owner, 'manager@staff.test');
  expect(reset).toMatchObject({ status: 200, body: { email: 'manager@staff.test', expiresAt: expect.any(String) } });
  expect((await staffCall(api, 'GET', API_PATHS.staffSession, { cookie: manager })).status).toBe(401);
  await expect(signInAs(api, 'manager')).rejects.toThrow(/401/);
  expect(await invitationsTo('manager@staff.test')).toHaveLength(1);
  expect((await actions()).map((a) => a.action)).toEqual(['staff.second-factor-reset']);
});

test('a front-desk member made a manager has no authenticator app: their sign-in is reset with it, to set one up', async () => {
  const owner = await staffSession(api, 'owner');
  const desk = await staffSession(api, 'front-desk');
  expect((await changeMember(owner, 'front-desk@staff.test', { role: 'manager' })).status).toBe(200);
  expect((await staffCall(api, 'GET', API_PATHS.staffSession, { cookie: desk })).status).toBe(401);
  expect(await invitationsTo('front-desk@staff.test')).toHaveLength(1);
  expect((await actions()).map((a) => a.action)).toEqual(['staff.role', 'staff.second-factor-reset']);
});

test('an unknown member is not found, and nothing changes', async () => {
  const owner = await staffSession(api, 'owner');
  const unknown = apiPath(API_PATHS.staffMember, { id: 'no-such-member' });
  expect(await staffCall(api, 'PUT', unknown, { cookie: owner, json: { role: 'kitchen' } })).toMatchObject({ status: 404, body: { code: 'item-not-found' } });
  expect((await staffCall(api, 'PUT', apiPath(API_PATHS.staffMember, { id: 'x'.repeat(65) }), { cookie: owner, json: { role: 'kitchen' } })).status).toBe(400);
  expect((await changeMember(owner, 'owner@staff.test', { role: 'boss' })).status).toBe(400);
  expect(await actions()).toEqual([]);
});

test('a member sees their own sessions, the current one marked, and ends another at once', async () => {
  await addStaffMember(api.db, 'kitchen');
  const phone = await staffCall(api, 'POST', API_PATHS.staffSignIn, { json: { email: 'kitchen@staff.test', password: 'a long staff password for tests' }, headers: { 'user-agent': 'Phone\tBrowser/1.0 \u00e9' } });
  const phoneCookie = phone.headers.get('set-cookie')!.split(';')[0];
  const desk = await signInAs(api, 'kitchen');
  const listed = (await staffCall(api, 'GET', API_PATHS.staffOwnSessions, { cookie: desk })).body.sessions as Loose[];
  expect(listed).toHaveLength(2);
  const other = listed.find((s) => !s.current);
  expect(other.device).toBe('PhoneBrowser/1.0');

  // Another member's session is not theirs to end.
  const owner = await staffSession(api, 'owner');
  expect(await staffCall(api, 'POST', apiPath(API_PATHS.staffOwnSessionEnd, { id: other.id }), { cookie: owner, json: {} })).toMatchObject({ status: 404 });

  const ended = await staffCall(api, 'POST', apiPath(API_PATHS.staffOwnSessionEnd, { id: other.id }), { cookie: desk, json: {} });
  expect(ended).toMatchObject({ status: 200, body: { sessions: [{ current: true }] } });
  expect((await staffCall(api, 'GET', API_PATHS.staffSession, { cookie: phoneCookie })).status).toBe(401);
  expect((await staffCall(api, 'POST', apiPath(API_PATHS.staffOwnSessionEnd, { id: other.id }), { cookie: desk, json: {} })).status).toBe(404);
  expect((await actions()).map((a) => a.action)).toEqual(['staff.session-end']);
});

test("a member ends all their other sessions at once, keeps this one, and touches no one else's", async () => {
  await addStaffMember(api.db, 'kitchen');
  const signIn = async (agent: string) =>
    (await staffCall(api, 'POST', API_PATHS.staffSignIn, { json: { email: 'kitchen@staff.test', password: 'a long staff password for tests' }, headers: { 'user-agent': agent } })).headers
      .get('set-cookie')!
      .split(';')[0];
  const phone = await signIn('Phone/1.0');
  const tablet = await signIn('Tablet/2.0');
  const desk = await signIn('Desk/3.0');
  const owner = await staffSession(api, 'owner');

  const ended = await staffCall(api, 'POST', API_PATHS.staffOwnOtherSessionsEnd, { cookie: desk, json: {} });
  expect(ended).toMatchObject({ status: 200, body: { sessions: [{ current: true, device: 'Desk/3.0' }] } });
  expect(ended.body.sessions).toHaveLength(1);
  for (const cookie of [phone, tablet]) expect((await staffCall(api, 'GET', API_PATHS.staffSession, { cookie })).status).toBe(401);
  expect((await staffCall(api, 'GET', API_PATHS.staffSession, { cookie: desk })).status).toBe(200);
  expect((await staffCall(api, 'GET', API_PATHS.staffSession, { cookie: owner })).status).toBe(200);
  const audited = await actions();
  expect(audited.map((a) => [a.action, a.before])).toEqual(
    expect.arrayContaining([
      ['staff.session-end', { device: 'Phone/1.0' }],
      ['staff.session-end', { device: 'Tablet/2.0' }],
    ]),
  );
  expect(audited).toHaveLength(2);

  // Pressed again (a second tab): nothing left to end, the same answer, nothing more audited.
  expect(await staffCall(api, 'POST', API_PATHS.staffOwnOtherSessionsEnd, { cookie: desk, json: {} })).toMatchObject({ status: 200, body: { sessions: [{ current: true }] } });
  expect(await actions()).toHaveLength(2);
});
