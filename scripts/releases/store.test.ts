import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isReleaseId, publishRelease, readReleases, releaseId, releaseManifestUrl, stagingDir } from './store';

let store: string;
beforeEach(async () => {
  store = await mkdtemp(path.join(tmpdir(), 'release-store-'));
});
afterEach(() => rm(store, { recursive: true, force: true }));

/** A built remote as webpack leaves it: the browser build and the Node build beside it. */
async function built(remote: string, id: string, marker: string): Promise<string> {
  const dir = stagingDir(store, remote, id);
  await mkdir(path.join(dir, 'server'), { recursive: true });
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ marker }));
  await writeFile(path.join(dir, 'server', 'remoteEntry.js'), marker);
  return dir;
}

const record = (id: string) => ({ remote: 'booking', id, commit: 'e3e2124', at: '2026-11-26T10:15:00.000Z', by: 'sam@example.com' });

test('a release id is the commit and the UTC time to the second', () => {
  const id = releaseId('e3e2124', new Date('2026-11-26T10:15:07.123Z'));
  expect(id).toBe('e3e2124-20261126T101507Z');
  expect(isReleaseId(id)).toBe(true);
  expect(isReleaseId('../shell')).toBe(false);
});

test("a release's manifest address is under its remote and id in the store", () => {
  expect(releaseManifestUrl('http://localhost:3010', 'booking', 'e3e2124-20261126T101507Z')).toBe(
    'http://localhost:3010/booking/e3e2124-20261126T101507Z/mf-manifest.json',
  );
});

test('a published release holds both builds under its id and is recorded', async () => {
  const id = 'e3e2124-20261126T101500Z';
  const dir = await publishRelease(store, await built('booking', id, 'v1'), record(id));
  expect(dir).toBe(path.join(store, 'files', 'booking', id));
  expect(await readFile(path.join(dir, 'server', 'remoteEntry.js'), 'utf8')).toBe('v1');
  expect(existsSync(stagingDir(store, 'booking', id))).toBe(false);
  expect(await readReleases(store)).toEqual([record(id)]);
});

test('a release id that exists is never overwritten, and nothing more is recorded', async () => {
  const id = 'e3e2124-20261126T101500Z';
  await publishRelease(store, await built('booking', id, 'v1'), record(id));
  const again = await built('booking', id, 'v2');
  await expect(publishRelease(store, again, record(id))).rejects.toThrow(/exists already/);
  expect(await readFile(path.join(store, 'files', 'booking', id, 'server', 'remoteEntry.js'), 'utf8')).toBe('v1');
  expect(await readReleases(store)).toHaveLength(1);
});

test('a folder without a manifest is not published', async () => {
  const id = 'e3e2124-20261126T101500Z';
  const dir = stagingDir(store, 'booking', id);
  await mkdir(dir, { recursive: true });
  await expect(publishRelease(store, dir, record(id))).rejects.toThrow(/no mf-manifest\.json/);
  expect(await readReleases(store)).toEqual([]);
});

test('an empty store has no releases', async () => {
  expect(await readReleases(store)).toEqual([]);
});
