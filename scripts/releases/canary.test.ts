import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { canaryFile, parseCanaries, readCanaries, readCanaryHistory, readCounts, withdrawCanary, writeCounts, type Canary } from '../../shell/server/releases/canaries';
import { inCanary, visitorRemotes } from '../../shell/server/releases/canary-cohort';
import { withdrawalReason } from '../../shell/server/releases/canary-withdrawal';
import { endCanary, startCanary, type CanaryContext } from './canary';
import { ReleaseRefused } from './deploy';
import { publishRelease, stagingDir } from './store';

const V1 = 'aaaaaaa-20261126T100000Z';
const OLD_REACT = 'ccccccc-20261126T120000Z';
const storeUrl = 'http://localhost:3010';
const live = 'http://localhost:3001/mf-manifest.json';
let root: string;
let context: CanaryContext;

const seeds = (n: number) => Array.from({ length: n }, () => randomBytes(8).toString('hex'));
const canary = (percent: number, release = V1): Canary => ({
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

describe('the state every process reads', () => {
  test('a canary runs, replaces the one before, ends, with each step recorded', async () => {
    const started = await startCanary(context, 'booking', V1, 20);
    expect(started).toMatchObject({ remote: 'booking', release: V1, percent: 20, owner: 'booking-team@example.com' });
    expect(await readCanaries(context.storeDir)).toEqual({ booking: started });
    expect(JSON.parse(await readFile(canaryFile(context.storeDir), 'utf8'))).toEqual({ booking: started });

    const raised = await startCanary({ ...context, now: new Date('2026-11-26T11:00:00Z') }, 'booking', V1, 50);
    expect((await readCanaries(context.storeDir)).booking).toEqual(raised);

    await endCanary(context, 'booking');
    expect(await readCanaries(context.storeDir)).toEqual({});
    expect((await readCanaryHistory(context.storeDir)).map((e) => e.action)).toEqual(['start', 'start', 'end']);
    await expect(endCanary(context, 'booking')).rejects.toThrow('booking has no canary running');
  });

  test('the gate refuses a canary as it refuses a promotion, and so are absurd shares and unknown releases', async () => {
    await expect(startCanary(context, 'booking', OLD_REACT, 10)).rejects.toThrow(/not sent to a canary[\s\S]*react: the release needs \^18\.3\.1; the shell provides 19\.3\.1/);
    for (const percent of [0, -5, 100, 250, Number.NaN, Infinity]) await expect(startCanary(context, 'booking', V1, percent)).rejects.toBeInstanceOf(ReleaseRefused);
    await expect(startCanary(context, 'booking', 'fffffff-20261126T100000Z', 10)).rejects.toThrow('No release');
    await expect(startCanary(context, 'edit', V1, 10)).rejects.toThrow('No release');
    await expect(startCanary(context, 'staff', V1, 10)).rejects.toThrow('staff has no page on the site the canary runs on: promote it instead');
    expect(await readCanaries(context.storeDir)).toEqual({});
  });

  test('what is not a canary in the file sends nobody anywhere', () => {
    expect(parseCanaries(null)).toEqual({});
    expect(parseCanaries([canary(10)])).toEqual({});
    expect(parseCanaries({ booking: { ...canary(10), percent: 100 } })).toEqual({});
    expect(parseCanaries({ booking: { ...canary(10), url: 'javascript:alert(1)' } })).toEqual({});
    expect(parseCanaries({ edit: canary(10) })).toEqual({});
    expect(parseCanaries({ booking: canary(10) })).toEqual({ booking: canary(10) });
  });

  test('a withdrawal removes only the canary it names, once, however many processes try at once', async () => {
    const running = await startCanary(context, 'booking', V1, 50);
    expect(await withdrawCanary(context.storeDir, { ...running, startedAt: '2020-01-01T00:00:00.000Z' }, 'old')).toBe(false);
    const tries = await Promise.all(Array.from({ length: 8 }, () => withdrawCanary(context.storeDir, running, '5 failures')));
    expect(tries.filter(Boolean)).toHaveLength(1);
    expect(await readCanaries(context.storeDir)).toEqual({});
    expect((await readCanaryHistory(context.storeDir)).at(-1)).toMatchObject({ action: 'withdrawn', reason: '5 failures' });
  });

  test("each process's counts are summed", async () => {
    const running = await startCanary(context, 'booking', V1, 50);
    await writeCounts(context.storeDir, running, 'a', { renders: { '0': 3 }, failures: [{ at: '2026-11-26T10:00:00Z', kind: 'render' }] });
    await writeCounts(context.storeDir, running, 'b', { renders: { '0': 4 }, failures: [] });
    const counts = await readCounts(context.storeDir, running);
    expect(counts.map((c) => c.renders['0']).sort()).toEqual([3, 4]);
  });
});

describe('the threshold (decision 047)', () => {
  const now = Date.parse('2026-11-26T10:30:00Z');
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  const minute = (minutesAgo: number) => String(Math.floor((now - minutesAgo * 60_000) / 60_000) * 60_000);

  test('five failures within ten minutes withdraw it; four do not; older ones are forgotten', () => {
    const four = Array.from({ length: 4 }, (_, i) => ({ at: at(i), kind: 'render' as const }));
    expect(withdrawalReason([{ renders: { [minute(0)]: 10 }, failures: four }], now)).toBeUndefined();
    expect(withdrawalReason([{ renders: {}, failures: [...four, { at: at(1), kind: 'timeout' }] }], now)).toMatch(/^5 failures \(render, timeout\) within 10 minutes/);
    expect(withdrawalReason([{ renders: {}, failures: [...four, { at: at(11), kind: 'load' }] }], now)).toBeUndefined();
    // Across processes.
    expect(withdrawalReason([{ renders: {}, failures: four }, { renders: {}, failures: [{ at: at(2), kind: 'load' }] }], now)).toBeDefined();
  });

  test('2% of its renders within ten minutes withdraw it, once it has 100', () => {
    const failures = [{ at: at(1), kind: 'render' as const }, { at: at(2), kind: 'render' as const }];
    expect(withdrawalReason([{ renders: { [minute(1)]: 100 }, failures }], now)).toMatch(/2 failures \(render\) in 100 renders/);
    expect(withdrawalReason([{ renders: { [minute(1)]: 101 }, failures }], now)).toBeUndefined();
    expect(withdrawalReason([{ renders: { [minute(1)]: 50 }, failures: failures.slice(0, 1) }], now)).toBeUndefined();
    // Renders older than the window are not counted.
    expect(withdrawalReason([{ renders: { [minute(30)]: 10_000, [minute(1)]: 100 }, failures }], now)).toBeDefined();
  });

  test("a browser's reports count once per client", () => {
    const fromOne = Array.from({ length: 9 }, () => ({ at: at(1), kind: 'hydration' as const, client: 'c1' }));
    expect(withdrawalReason([{ renders: {}, failures: fromOne }], now)).toBeUndefined();
    const fromFive = ['c1', 'c2', 'c3', 'c4', 'c5'].map((client) => ({ at: at(1), kind: 'hydration' as const, client }));
    expect(withdrawalReason([{ renders: {}, failures: fromFive }], now)).toMatch(/^5 failures \(hydration\)/);
  });
});
