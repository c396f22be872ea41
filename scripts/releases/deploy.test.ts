import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { liveHistory, promote, readDeployments, readRemotesJson, ReleaseRefused, rollback, type DeployContext } from './deploy';
import { publishRelease, stagingDir } from './store';

let root: string;
let context: DeployContext;
const storeUrl = 'http://localhost:3010';
const plainBooking = 'http://localhost:3001/mf-manifest.json';
const V1 = 'aaaaaaa-20261126T100000Z';
const V2 = 'bbbbbbb-20261126T110000Z';

function manifest(react: string) {
  return { shared: [{ name: 'react', version: react, requiredVersion: `^${react}` }] };
}

async function release(id: string, react = '19.3.1'): Promise<void> {
  const dir = stagingDir(context.storeDir, 'booking', id);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest(react)));
  await publishRelease(context.storeDir, dir, { remote: 'booking', id, commit: id.slice(0, 7), at: '2026-11-26T10:00:00.000Z', by: 'sam@example.com' });
}

const live = async () => (await readRemotesJson(context.remotesFile)).booking;
const url = (id: string) => `${storeUrl}/booking/${id}/mf-manifest.json`;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'deploy-'));
  const shellDir = path.join(root, 'shell-dist');
  await mkdir(shellDir);
  await writeFile(path.join(shellDir, 'mf-manifest.json'), JSON.stringify(manifest('19.3.1')));
  await writeFile(path.join(shellDir, 'remotes.json'), JSON.stringify({ booking: plainBooking, edit: 'http://localhost:3002/mf-manifest.json' }));
  context = { storeDir: path.join(root, 'store'), storeUrl, remotesFile: path.join(shellDir, 'remotes.json'), by: 'sam@example.com' };
});
afterEach(() => rm(root, { recursive: true, force: true }));

test("promote makes a release live in remotes.json, leaving the other remotes as they are", async () => {
  await release(V1);
  await promote(context, 'booking', V1);
  expect(await readRemotesJson(context.remotesFile)).toEqual({ booking: url(V1), edit: 'http://localhost:3002/mf-manifest.json' });
  // Written whole by a rename: no temporary file is left beside it.
  expect(await readdir(path.dirname(context.remotesFile))).toEqual(['mf-manifest.json', 'remotes.json']);
});

test('each version of remotes.json is kept, with who changed it and when', async () => {
  await release(V1);
  await release(V2);
  await promote({ ...context, now: new Date('2026-11-26T12:00:00Z') }, 'booking', V1);
  await promote(context, 'booking', V2);
  const deployments = await readDeployments(context.storeDir);
  expect(deployments.map((d) => [d.action, d.release, d.previousUrl, d.remotes.booking])).toEqual([
    ['promote', V1, plainBooking, url(V1)],
    ['promote', V2, url(V1), url(V2)],
  ]);
  expect(deployments[0]).toMatchObject({ by: 'sam@example.com', at: '2026-11-26T12:00:00.000Z' });
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
  expect(liveHistory(await readDeployments(context.storeDir), 'booking').map((h) => h.release)).toEqual([null, V1, V2]);
  await rollback(context, 'booking');
  expect(await live()).toBe(url(V1));
});

test('the gate refuses a release built against another major React, and remotes.json stays as it was', async () => {
  await release(V1, '20.0.0');
  const refused = promote(context, 'booking', V1);
  await expect(refused).rejects.toBeInstanceOf(ReleaseRefused);
  await expect(promote(context, 'booking', V1)).rejects.toThrow('react: the release needs ^20.0.0; the shell provides 19.3.1');
  expect(await live()).toBe(plainBooking);
  expect(await readDeployments(context.storeDir)).toEqual([]);
});

test('an unknown release, or the one already live, is refused', async () => {
  await expect(promote(context, 'booking', V1)).rejects.toThrow(`No release ${V1} of booking`);
  await release(V1);
  await promote(context, 'booking', V1);
  await expect(promote(context, 'booking', V1)).rejects.toThrow('is live already');
  expect(await readDeployments(context.storeDir)).toHaveLength(1);
});

test('ten promotions of two remotes at once: each recorded, none undoing another, remotes.json whole', async () => {
  const ids = Array.from({ length: 10 }, (_, i) => `aaaaaa${i}-20261126T10000${i}Z`);
  for (const id of ids) await release(id);
  const editId = 'ccccccc-20261126T120000Z';
  const dir = stagingDir(context.storeDir, 'edit', editId);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest('19.3.1')));
  await publishRelease(context.storeDir, dir, { remote: 'edit', id: editId, commit: 'ccccccc', at: '2026-11-26T12:00:00.000Z', by: 'kim@example.com' });

  await Promise.all([...ids.map((id) => promote(context, 'booking', id)), promote(context, 'edit', editId)]);
  const deployments = await readDeployments(context.storeDir);
  expect(deployments).toHaveLength(11);
  const remotes = JSON.parse(await readFile(context.remotesFile, 'utf8')) as Record<string, string>;
  expect(remotes).toEqual({ booking: url(deployments.filter((d) => d.remote === 'booking').at(-1)!.release!), edit: `${storeUrl}/edit/${editId}/mf-manifest.json` });
});
