import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Canary } from '@party/domain';
import { useTestApi } from '../../api/src/test/test-api';
import { inCanary, visitorRemotes } from '../../shell/server/releases/canary-cohort';
import { endCanary, startCanary, type CanaryContext } from './canary';
import { promote } from './deploy';
import { ReleaseRefused, releaseStateApi } from './release-state-api';
import { publishRelease, stagingDir } from './store';

const TOKEN = 'release-state-token-of-at-least-32-characters';
const api = useTestApi({ releaseStateToken: TOKEN });
const V1 = 'aaaaaaa-20261126T100000Z';
const OLD_REACT = 'ccccccc-20261126T120000Z';
const storeUrl = 'http://localhost:3010';
const live = 'http://localhost:3001/mf-manifest.json';
let root: string;
let context: CanaryContext;

const seeds = (n: number) => Array.from({ length: n }, () => randomBytes(8).toString('hex'));
const canary = (percent: number, release = V1): Canary => ({
  id: 1,
  remote: 'booking',
  release,
  url: `${storeUrl}/booking/${release}/mf-manifest.json`,
  percent,
  startedAt: '2026-11-26T10:00:00.000Z',
  by: 'sam@example.com',
});

async function release(id: string, react: string) {
  const dir = stagingDir(context.storeDir, 'booking', id);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ shared: [{ name: 'react', version: react, requiredVersion: `^${react}` }] }));
  await publishRelease(context.storeDir, dir, { remote: 'booking', id, commit: id.slice(0, 7), at: '2026-11-26T10:00:00.000Z', by: 'sam@example.com' });
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'canary-'));
  const shellDir = path.join(root, 'shell-dist');
  await mkdir(shellDir);
  await writeFile(path.join(shellDir, 'mf-manifest.json'), JSON.stringify({ shared: [{ name: 'react', version: '19.3.1' }] }));
  await writeFile(path.join(shellDir, 'remotes.json'), JSON.stringify({ booking: live }));
  context = {
    storeDir: path.join(root, 'store'),
    storeUrl,
    remotesFile: path.join(shellDir, 'remotes.json'),
    by: 'sam@example.com',
    owners: { booking: 'booking-team@example.com' },
    api: releaseStateApi({ url: api.url, token: TOKEN }),
  };
  await release(V1, '19.3.1');
  await release(OLD_REACT, '18.3.1');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the cohort', () => {
  test('a visitor is in or out of a canary for as long as it runs, and about its share of visitors are in', () => {
    const visitors = seeds(4000);
    const inIt = visitors.filter((seed) => inCanary(seed, canary(25)));
    expect(inIt.length / visitors.length).toBeGreaterThan(0.22);
    expect(inIt.length / visitors.length).toBeLessThan(0.28);
    for (const seed of visitors.slice(0, 200)) expect(inCanary(seed, canary(25))).toBe(inCanary(seed, canary(25)));
  });

  test('raising the share keeps every visitor already in; another release draws its own visitors', () => {
    const visitors = seeds(2000);
    for (const seed of visitors.filter((s) => inCanary(s, canary(10)))) expect(inCanary(seed, canary(50))).toBe(true);
    const a = visitors.filter((s) => inCanary(s, canary(50)));
    const b = visitors.filter((s) => inCanary(s, canary(50, 'bbbbbbb-20261126T110000Z')));
    expect(a).not.toEqual(b);
  });

  test("a visitor in the canary loads its release, the others the live one; without a cookie, the live one", () => {
    const running = { booking: canary(50) };
    const [inside] = seeds(500).filter((s) => inCanary(s, running.booking));
    const [outside] = seeds(500).filter((s) => !inCanary(s, running.booking));
    const remotes = { booking: live, edit: 'http://localhost:3002/mf-manifest.json' };
    expect(visitorRemotes(remotes, running, inside!)).toEqual({ remotes: { ...remotes, booking: running.booking.url }, canaries: [running.booking] });
    expect(visitorRemotes(remotes, running, outside!)).toEqual({ remotes, canaries: [] });
    expect(visitorRemotes(remotes, running, undefined)).toEqual({ remotes, canaries: [] });
    // A remote remotes.json does not name is not added by a canary.
    expect(visitorRemotes({ edit: remotes.edit }, running, inside!).remotes).toEqual({ edit: remotes.edit });
  });
});

describe('the command', () => {
  test('a canary runs, replaces the one before, ends, with each step in the history', async () => {
    const started = await startCanary(context, 'booking', V1, 20);
    expect(started).toMatchObject({ remote: 'booking', release: V1, percent: 20, owner: 'booking-team@example.com', by: 'sam@example.com' });
    expect((await context.api.state()).canaries).toEqual({ booking: started });

    const raised = await startCanary(context, 'booking', V1, 50);
    expect((await context.api.state()).canaries).toEqual({ booking: raised });

    await endCanary(context, 'booking');
    expect((await context.api.state()).canaries).toEqual({});
    expect((await context.api.history()).canaries.map((c) => [c.canary.percent, c.ended?.how])).toEqual([
      [20, 'end'],
      [50, 'end'],
    ]);
    await expect(endCanary(context, 'booking')).rejects.toThrow('booking has no canary running');
  });

  test('the gate refuses a canary as it refuses a promotion, and so are absurd shares, unknown releases and the live one', async () => {
    await expect(startCanary(context, 'booking', OLD_REACT, 10)).rejects.toThrow(/not sent to a canary[\s\S]*react: the release needs \^18\.3\.1; the shell provides 19\.3\.1/);
    for (const percent of [0, -5, 100, 250, Number.NaN, Infinity]) await expect(startCanary(context, 'booking', V1, percent)).rejects.toBeInstanceOf(ReleaseRefused);
    await expect(startCanary(context, 'booking', 'fffffff-20261126T100000Z', 10)).rejects.toThrow('No release');
    await expect(startCanary(context, 'edit', V1, 10)).rejects.toThrow('No release');
    await expect(startCanary(context, 'staff', V1, 10)).rejects.toThrow('staff has no page on the site the canary runs on: promote it instead');
    expect((await context.api.state()).canaries).toEqual({});
    await promote(context, 'booking', V1);
    await expect(startCanary(context, 'booking', V1, 10)).rejects.toThrow(`booking ${V1} is live already`);
  });

  test("promoting the canary's release ends it: everyone has it", async () => {
    await startCanary(context, 'booking', V1, 20);
    await promote(context, 'booking', V1);
    expect((await context.api.state()).canaries).toEqual({});
    expect((await context.api.history()).canaries.map((c) => c.ended?.how)).toEqual(['promoted']);
  });
});
