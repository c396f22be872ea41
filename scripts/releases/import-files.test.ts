import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useTestApi } from '../../api/src/test/test-api';
import { hasFilesToImport, importFiles } from './import-files';
import { releaseStateApi } from './release-state-api';

// A store from before the release state was the API's (decision 073): its files moved into the
// tables once, as `npm start` does when it finds them.

const TOKEN = 'release-state-token-of-at-least-32-characters';
const api = useTestApi({ releaseStateToken: TOKEN });
const state = () => releaseStateApi({ url: api.url, token: TOKEN });
const V1 = 'aaaaaaa-20261126T100000Z';
const V2 = 'bbbbbbb-20261126T110000Z';
const V3 = 'ccccccc-20261126T120000Z';
const plain = 'http://localhost:3001/mf-manifest.json';
const url = (id: string) => `http://localhost:3010/booking/${id}/mf-manifest.json`;
const lines = (...values: unknown[]) => values.map((value) => `${JSON.stringify(value)}\n`).join('');
let store: string;

beforeEach(async () => {
  store = await mkdtemp(path.join(tmpdir(), 'import-'));
});
afterEach(() => rm(store, { recursive: true, force: true }));

test("the files' promotions, rollbacks and canaries become the API's state, once; the files are kept, renamed", async () => {
  const change = (action: string, release: string | null, previous: string, at: string) => ({
    action, remote: 'booking', release, url: release ? url(release) : plain, previousUrl: previous, at, by: 'sam@example.com', remotes: {},
  });
  await writeFile(
    path.join(store, 'deployments.jsonl'),
    lines(change('promote', V1, plain, '2026-11-26T10:00:00.000Z'), change('promote', V2, url(V1), '2026-11-26T11:00:00.000Z'), change('rollback', V1, url(V2), '2026-11-26T11:30:00.000Z')),
  );
  const withdrawn = { remote: 'booking', release: V2, url: url(V2), percent: 20, startedAt: '2026-11-26T10:30:00.000Z', by: 'sam@example.com', owner: 'team@example.com' };
  const running = { remote: 'booking', release: V3, url: url(V3), percent: 10, startedAt: '2026-11-26T12:00:00.000Z', by: 'kim@example.com' };
  await writeFile(
    path.join(store, 'canaries.jsonl'),
    lines({ action: 'start', canary: withdrawn }, { action: 'withdrawn', canary: withdrawn, at: '2026-11-26T10:40:00.000Z', reason: '5 failures (render)' }, { action: 'start', canary: running }),
  );
  await writeFile(path.join(store, 'canary.json'), JSON.stringify({ booking: running }));
  expect(hasFilesToImport(store)).toBe(true);

  expect(await importFiles(store, state())).toBe(true);
  const now = await state().state();
  expect(now.live).toEqual({ booking: { release: V1, url: url(V1) } });
  expect(now.canaries.booking).toMatchObject({ ...running, id: expect.any(Number) });
  const history = await state().history();
  expect(history.changes.map((c) => [c.action, c.release, c.at])).toEqual([
    ['promote', V1, '2026-11-26T10:00:00.000Z'],
    ['promote', V2, '2026-11-26T11:00:00.000Z'],
    ['rollback', V1, '2026-11-26T11:30:00.000Z'],
  ]);
  expect(history.canaries.map((c) => [c.canary.release, c.ended?.how, c.ended?.reason])).toEqual([
    [V2, 'withdrawn', '5 failures (render)'],
    [V3, undefined, undefined],
  ]);
  expect((await readdir(store)).sort()).toEqual(['canaries.jsonl.imported', 'canary.json.imported', 'deployments.jsonl.imported']);
  expect(hasFilesToImport(store)).toBe(false);

  // Files found again (a store copied back) are not imported over a state that exists.
  await writeFile(path.join(store, 'deployments.jsonl'), lines(change('promote', V2, plain, '2026-11-26T13:00:00.000Z')));
  expect(await importFiles(store, state())).toBe(false);
  expect(existsSync(path.join(store, 'deployments.jsonl'))).toBe(true);
  expect((await state().state()).live.booking?.release).toBe(V1);
});
