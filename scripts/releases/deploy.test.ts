import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { liveHistory } from '@party/domain';
import { useTestApi } from '../../api/src/test/test-api';
import { liveRemotes, promote, rollback, type DeployContext } from './deploy';
import { ReleaseRefused, releaseStateApi } from './release-state-api';
import { publishRelease, stagingDir } from './store';

// Promote and roll back as `npm run releases` does: the store and the gate here, the state in the
// real API (decision 073).

const TOKEN = 'release-state-token-of-at-least-32-characters';
const api = useTestApi({ releaseStateToken: TOKEN });
let root: string;
let context: DeployContext;
const storeUrl = 'http://localhost:3010';
const plainBooking = 'http://localhost:3001/mf-manifest.json';
const V1 = 'aaaaaaa-20261126T100000Z';
const V2 = 'bbbbbbb-20261126T110000Z';

function manifest(react: string) {
  return { shared: [{ name: 'react', version: react, requiredVersion: `^${react}` }] };
}

async function release(id: string, react = '19.3.1', remote = 'booking'): Promise<void> {
  const dir = stagingDir(context.storeDir, remote, id);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest(react)));
  await publishRelease(context.storeDir, dir, { remote, id, commit: id.slice(0, 7), at: '2026-11-26T10:00:00.000Z', by: 'sam@example.com' });
}

const live = async () => (await liveRemotes(context)).booking;
const url = (id: string) => `${storeUrl}/booking/${id}/mf-manifest.json`;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'deploy-'));
  const shellDir = path.join(root, 'shell-dist');
  await mkdir(shellDir);
  await writeFile(path.join(shellDir, 'mf-manifest.json'), JSON.stringify(manifest('19.3.1')));
  await writeFile(path.join(shellDir, 'remotes.json'), JSON.stringify({ booking: plainBooking, edit: 'http://localhost:3002/mf-manifest.json' }));
  context = { storeDir: path.join(root, 'store'), storeUrl, remotesFile: path.join(shellDir, 'remotes.json'), by: 'sam@example.com', api: releaseStateApi({ url: api.url, token: TOKEN }) };
});
afterEach(() => rm(root, { recursive: true, force: true }));

test('promote makes a release live, leaving the other remotes as remotes.json names them; each change kept with who and when', async () => {
  await release(V1);
  await release(V2);
  await promote(context, 'booking', V1);
  expect(await liveRemotes(context)).toEqual({ booking: url(V1), edit: 'http://localhost:3002/mf-manifest.json' });
  await promote({ ...context, by: 'kim@example.com' }, 'booking', V2);
  const { changes } = await context.api.history();
  expect(changes.map((c) => [c.action, c.release, c.previousUrl, c.url, c.by])).toEqual([
    ['promote', V1, plainBooking, url(V1), 'sam@example.com'],
    ['promote', V2, url(V1), url(V2), 'kim@example.com'],
  ]);
});

test('rollback returns to the release live before, and then to what was live before any release', async () => {
  await release(V1);
  await release(V2);
  await promote(context, 'booking', V1);
  await promote(context, 'booking', V2);
  await rollback(context, 'booking');
  expect(await live()).toBe(url(V1));
  await rollback(context, 'booking');
  expect(await live()).toBe(plainBooking);
  await expect(rollback(context, 'booking')).rejects.toThrow('booking has no earlier live release to roll back to');
  expect(await live()).toBe(plainBooking);
});

test('a release promoted again after a rollback is live again, and rolls back to the one before it', async () => {
  await release(V1);
  await release(V2);
  await promote(context, 'booking', V1);
  await promote(context, 'booking', V2);
  await rollback(context, 'booking');
  await promote(context, 'booking', V2);
  expect(liveHistory((await context.api.history()).changes, 'booking').map((h) => h.release)).toEqual([null, V1, V2]);
  await rollback(context, 'booking');
  expect(await live()).toBe(url(V1));
});

test('the gate refuses a release built against another major React, and nothing changes', async () => {
  await release(V1, '20.0.0');
  await expect(promote(context, 'booking', V1)).rejects.toBeInstanceOf(ReleaseRefused);
  await expect(promote(context, 'booking', V1)).rejects.toThrow('react: the release needs ^20.0.0; the shell provides 19.3.1');
  expect(await live()).toBe(plainBooking);
  expect((await context.api.history()).changes).toEqual([]);
});

test('an unknown release, or the one already live, is refused', async () => {
  await expect(promote(context, 'booking', V1)).rejects.toThrow(`No release ${V1} of booking`);
  await release(V1);
  await promote(context, 'booking', V1);
  await expect(promote(context, 'booking', V1)).rejects.toThrow('is live already');
  expect((await context.api.history()).changes).toHaveLength(1);
});

test('ten promotions of two remotes at once: each recorded, none undoing another', async () => {
  const ids = Array.from({ length: 10 }, (_, i) => `aaaaaa${i}-20261126T10000${i}Z`);
  for (const id of ids) await release(id);
  const editId = 'ccccccc-20261126T120000Z';
  await release(editId, '19.3.1', 'edit');

  await Promise.all([...ids.map((id) => promote(context, 'booking', id)), promote(context, 'edit', editId)]);
  const { changes } = await context.api.history();
  expect(changes).toHaveLength(11);
  expect(await liveRemotes(context)).toEqual({ booking: url(changes.filter((c) => c.remote === 'booking').at(-1)!.release!), edit: `${storeUrl}/edit/${editId}/mf-manifest.json` });
});

test('without the API, the command says so', async () => {
  const unreachable = { ...context, api: releaseStateApi({ url: 'http://127.0.0.1:9', token: TOKEN }) };
  await expect(rollback(unreachable, 'booking')).rejects.toThrow('The API at http://127.0.0.1:9 cannot be reached');
});
