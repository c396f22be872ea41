import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { RELEASE_STATE_PATHS, RELEASE_STATE_TOKEN_HEADER, type ReleaseState } from '@party/domain';
import { buildApp } from '../app';
import { call, useTestApi } from '../test/test-api';

// The release state's internal routes (decision 073): what is live,
// the canaries and their counts, changed one at a time, a canary withdrawn once.

const TOKEN = 'release-state-token-of-at-least-32-characters';
const api = useTestApi({ releaseStateToken: TOKEN });
const headers = { [RELEASE_STATE_TOKEN_HEADER]: TOKEN };
const post = (path: string, json: unknown) => api.post(path, json, { headers });
const state = async () => (await api.get<ReleaseState>(RELEASE_STATE_PATHS.state, { headers })).body;
const countsPath = (id: number) => RELEASE_STATE_PATHS.canaryCounts.replace(':id', String(id));
const endPath = (remote: string) => RELEASE_STATE_PATHS.canaryEnd.replace(':remote', remote);

const BASELINE = 'http://localhost:3001/mf-manifest.json';
const V1 = 'aaaaaaa-20261126T100000Z';
const V2 = 'bbbbbbb-20261126T110000Z';
const url = (id: string) => `http://localhost:3010/booking/${id}/mf-manifest.json`;
const promote = (id: string) => post(RELEASE_STATE_PATHS.promote, { remote: 'booking', release: id, url: url(id), baselineUrl: BASELINE, by: 'sam@example.com' });
const startCanary = (id: string, owner = 'booking-team@example.com') =>
  post(RELEASE_STATE_PATHS.canaries, { remote: 'booking', release: id, url: url(id), percent: 10, by: 'sam@example.com', owner });

test('without its token, or with another, nothing is answered; without a token configured, the routes are not there', async () => {
  expect((await api.get(RELEASE_STATE_PATHS.state)).status).toBe(401);
  expect((await api.get(RELEASE_STATE_PATHS.state, { headers: { [RELEASE_STATE_TOKEN_HEADER]: `${TOKEN}x` } })).status).toBe(401);
  expect((await api.post(RELEASE_STATE_PATHS.promote, {}, { headers: { [RELEASE_STATE_TOKEN_HEADER]: '' } })).status).toBe(401);
  const without = await api.startAnother({ releaseStateToken: undefined });
  expect((await call(without, 'GET', RELEASE_STATE_PATHS.state, { headers })).status).toBe(404);
  // Not in the public description of the API.
  expect(JSON.stringify((await api.get('/api/openapi.json')).body)).not.toContain('/internal');
});

test('an unchanged state is a 304; a change is a new version', async () => {
  const first = await api.get<ReleaseState>(RELEASE_STATE_PATHS.state, { headers });
  expect(first.body).toEqual({ version: 0, live: {}, canaries: {} });
  const etag = first.headers.get('etag')!;
  const unchanged = await fetch(`${api.url}${RELEASE_STATE_PATHS.state}`, { headers: { ...headers, 'if-none-match': etag } });
  expect(unchanged.status).toBe(304);
  expect(await unchanged.text()).toBe('');
  await promote(V1);
  const after = await api.get<ReleaseState>(RELEASE_STATE_PATHS.state, { headers: { ...headers, 'if-none-match': etag } });
  expect(after.status).toBe(200);
  expect(after.body.version).toBeGreaterThan(0);
  expect(after.body.live).toEqual({ booking: { release: V1, url: url(V1) } });
});

test('promote and rollback: each change kept with who and when, a rollback back to the release before, then to the deployment before any', async () => {
  expect((await promote(V1)).body).toMatchObject({ action: 'promote', release: V1, previousUrl: BASELINE, by: 'sam@example.com' });
  expect((await promote(V1)).body).toMatchObject({ code: 'release-refused', message: `booking ${V1} is live already` });
  await promote(V2);
  expect((await state()).live.booking?.release).toBe(V2);

  expect((await post(RELEASE_STATE_PATHS.rollback, { remote: 'booking', by: 'kim@example.com' })).body).toMatchObject({ action: 'rollback', release: V1, url: url(V1) });
  expect((await state()).live.booking?.release).toBe(V1);
  // Past the first release: the remote is the shell's remotes.json's again.
  expect((await post(RELEASE_STATE_PATHS.rollback, { remote: 'booking', by: 'kim@example.com' })).body).toMatchObject({ release: null, url: BASELINE });
  expect((await state()).live).toEqual({});
  const refused = await post(RELEASE_STATE_PATHS.rollback, { remote: 'booking', by: 'kim@example.com' });
  expect(refused.status).toBe(409);
  expect(refused.body.message).toBe('booking has no earlier live release to roll back to');

  const { changes } = (await api.get(RELEASE_STATE_PATHS.history, { headers })).body;
  expect(changes.map((c: { action: string; release: string | null; by: string }) => [c.action, c.release, c.by])).toEqual([
    ['promote', V1, 'sam@example.com'],
    ['promote', V2, 'sam@example.com'],
    ['rollback', V1, 'kim@example.com'],
    ['rollback', null, 'kim@example.com'],
  ]);
});

test('a canary runs until it is ended, replaced or promoted; the history keeps each', async () => {
  const first = (await startCanary(V1)).body;
  expect((await state()).canaries).toEqual({ booking: first });
  const second = (await startCanary(V2)).body;
  expect((await state()).canaries).toEqual({ booking: second });
  expect((await post(endPath('booking'), { by: 'kim@example.com' })).body).toEqual(second);
  expect((await post(endPath('booking'), { by: 'kim@example.com' })).body.message).toBe('booking has no canary running');
  await startCanary(V1);
  await promote(V1);
  expect((await state()).canaries).toEqual({});
  const { canaries } = (await api.get(RELEASE_STATE_PATHS.history, { headers })).body;
  expect(canaries.map((c: { canary: { release: string }; ended?: { how: string } }) => [c.canary.release, c.ended?.how])).toEqual([
    [V1, 'end'],
    [V2, 'end'],
    [V1, 'promoted'],
  ]);
});

test('the same canary started again, ten times at once, is the one running: not restarted, its counts kept; another share replaces it', async () => {
  const first = (await startCanary(V1)).body;
  await post(countsPath(first.id), { renders: [{ minute: 0, count: 3 }], failures: [{ at: new Date().toISOString(), kind: 'render' }] });
  const version = (await state()).version;
  const again = await Promise.all(Array.from({ length: 10 }, () => startCanary(V1)));
  expect(again.map((answer) => [answer.status, answer.body])).toEqual(Array.from({ length: 10 }, () => [200, first]));
  expect((await state()).version).toBe(version);
  expect((await api.db.query<{ n: number }>('select count(*)::int as n from canary_failures where canary_id = $1', [first.id]))[0]!.n).toBe(1);

  const wider = (await post(RELEASE_STATE_PATHS.canaries, { remote: 'booking', release: V1, url: url(V1), percent: 50, by: 'sam@example.com' })).body;
  expect(wider).toMatchObject({ release: V1, percent: 50 });
  expect(wider.id).not.toBe(first.id);
  expect((await state()).canaries).toEqual({ booking: wider });
});

test("a canary's failures from every process are summed: the fifth withdraws it, once, and its owner's email is queued once", async () => {
  const canary = (await startCanary(V1)).body;
  const failure = () => ({ at: new Date().toISOString(), kind: 'render' });
  const minute = Math.floor(Date.now() / 60_000) * 60_000;
  for (let i = 0; i < 4; i++) {
    expect((await post(countsPath(canary.id), { renders: [{ minute, count: 3 }], failures: [failure()] })).body).toEqual({ withdrawn: false });
  }
  expect((await state()).canaries.booking).toEqual(canary);
  // Several processes at once past the threshold: one withdraws it, every answer says it is withdrawn.
  const answers = await Promise.all(Array.from({ length: 6 }, () => post(countsPath(canary.id), { renders: [], failures: [failure()] })));
  expect(answers.map((a) => a.body)).toEqual(Array.from({ length: 6 }, () => ({ withdrawn: true })));
  expect((await state()).canaries).toEqual({});
  const emails = await api.db.query<{ recipient: string; subject: string }>(
    `select recipient, message->>'subject' as subject from email_outbox where kind = 'canary-withdrawn'`,
  );
  expect(emails).toEqual([{ recipient: 'booking-team@example.com', subject: `Canary withdrawn: booking ${V1}` }]);
  const { canaries } = (await api.get(RELEASE_STATE_PATHS.history, { headers })).body;
  expect(canaries[0].ended).toMatchObject({ how: 'withdrawn', reason: expect.stringMatching(/^5 failures \(render\) within 10 minutes/) });
});

test("a browser's reports count once per client; renders alone never withdraw a canary", async () => {
  const canary = (await startCanary(V1)).body;
  const report = (client: string) => post(countsPath(canary.id), { renders: [], failures: [{ at: new Date().toISOString(), kind: 'hydration', client }] });
  for (let i = 0; i < 6; i++) expect((await report('c1')).body).toEqual({ withdrawn: false });
  const minute = Math.floor(Date.now() / 60_000) * 60_000;
  expect((await post(countsPath(canary.id), { renders: [{ minute, count: 500 }], failures: [] })).body).toEqual({ withdrawn: false });
  for (const client of ['c2', 'c3', 'c4']) await report(client);
  expect((await report('c5')).body).toEqual({ withdrawn: true });
});

test("the store's files are moved in once: refused when the tables hold anything", async () => {
  const files = {
    changes: [{ action: 'promote', remote: 'booking', release: V1, url: url(V1), previousUrl: BASELINE, at: '2026-11-26T10:00:00.000Z', by: 'sam@example.com' }],
    live: { booking: { release: V1, url: url(V1) } },
    canaries: [
      { canary: { remote: 'booking', release: V2, url: url(V2), percent: 20, startedAt: '2026-11-26T11:00:00.000Z', by: 'sam@example.com' }, ended: { how: 'withdrawn', at: '2026-11-26T11:05:00.000Z', by: 'the site', reason: 'five failures' } },
      { canary: { remote: 'booking', release: V2, url: url(V2), percent: 10, startedAt: '2026-11-26T12:00:00.000Z', by: 'sam@example.com' } },
    ],
  };
  expect((await post(RELEASE_STATE_PATHS.import, files)).body).toEqual({ imported: true });
  const now = await state();
  expect(now.live).toEqual({ booking: { release: V1, url: url(V1) } });
  expect(now.canaries.booking).toMatchObject({ release: V2, percent: 10, startedAt: '2026-11-26T12:00:00.000Z' });
  expect((await api.get(RELEASE_STATE_PATHS.history, { headers })).body.changes).toEqual(files.changes);
  expect((await post(RELEASE_STATE_PATHS.import, files)).body).toEqual({ imported: false });
  // Rolling back the imported promotion returns to what remotes.json named before it.
  expect((await post(RELEASE_STATE_PATHS.rollback, { remote: 'booking', by: 'kim@example.com' })).body).toMatchObject({ release: null, url: BASELINE });
});

test('what is not a canary is refused: no visitor is sent anywhere odd', async () => {
  const canary = { remote: 'booking', release: V1, url: url(V1), percent: 10, by: 'sam@example.com' };
  for (const odd of [{ percent: 0 }, { percent: 100 }, { url: 'javascript:alert(1)' }, { remote: '__proto__' }, { release: '../../etc' }]) {
    expect((await post(RELEASE_STATE_PATHS.canaries, { ...canary, ...odd })).status).toBe(400);
  }
  expect((await state()).canaries).toEqual({});
});

test("a report for a canary that ended counts nothing against the one running now, even of the same release", async () => {
  const ended = (await startCanary(V1)).body;
  await post(endPath('booking'), { by: 'kim@example.com' });
  const running = (await startCanary(V1)).body;
  const failure = { at: new Date().toISOString(), kind: 'render' };
  for (let i = 0; i < 6; i++) expect((await post(countsPath(ended.id), { renders: [], failures: [failure] })).body).toEqual({ withdrawn: false });
  expect((await state()).canaries).toEqual({ booking: running });
  expect((await api.get(RELEASE_STATE_PATHS.history, { headers })).body.canaries.map((c: { failures: string[] }) => c.failures)).toEqual([[], []]);
});

test("the page servers' polls and counts are not logged at info level, as other requests are", async () => {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  const logged = await buildApp({ ...api.config, logLevel: 'info', storage: api.database.storage }, api.db, { logStream: stream });
  try {
    await logged.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(logged.server.address() as AddressInfo).port}`;
    const canary = (await startCanary(V1)).body;
    for (let i = 0; i < 3; i++) expect((await call(url, 'GET', RELEASE_STATE_PATHS.state, { headers })).status).toBe(200);
    expect((await call(url, 'POST', countsPath(canary.id), { headers, json: { renders: [{ minute: 0, count: 1 }], failures: [] } })).status).toBe(200);
    await call(url, 'GET', '/api/health');
    await new Promise((resolve) => setImmediate(resolve));
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string }; msg?: string }).req?.url).filter(Boolean);
    expect(urls).toContain('/api/health');
    expect(urls).not.toContain(RELEASE_STATE_PATHS.state);
    expect(urls).not.toContain(countsPath(canary.id));
  } finally {
    await logged.close();
  }
});
