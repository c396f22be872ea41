/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCanary, type CanaryContext } from '../../scripts/releases/canary';
import { readCanaries } from './releases/canaries';
import { inCanary } from './releases/canary-cohort';
import { promote, rollback } from '../../scripts/releases/deploy';
import { publishRelease, stagingDir } from '../../scripts/releases/store';
import { freePort } from '../../tooling/site/ports';
import { stopProcess, waitForAnswer } from '../../tooling/site/processes';

// Two page-server processes behind one address (as two machines behind a load balancer would run
// them: the same shell folder and release store), each its own `site-server.ts` with its own
// memory: a promotion, a rollback and a canary's withdrawal made from outside, or by the other
// process, are seen by both within five seconds (issue 34; docs/decisions/046, 047). The renderer is a stand-in that shows
// which release of the invitation remote it was given and fails for the broken one.

jest.setTimeout(90_000);

const root = path.join(__dirname, '..', '..');
const LIVE = 'http://127.0.0.1:3004/mf-manifest.json';
const storeUrl = 'http://127.0.0.1:3010';
const A = 'aaaaaaa-20261126T100000Z';
const B = 'bbbbbbb-20261126T110000Z';
const BROKEN = 'ccccccc-20261126T120000Z';
const PAGE = '/booking-invitation/some-invitation';

const STAND_IN_RENDERER = `
exports.prepareResponse = async ({ remotes }) => {
  const release = /\\/invitation\\/([^/]+)\\/mf-manifest\\.json$/.exec(remotes.invitation || '')?.[1] || 'live';
  const state = { remotes, venue: null, page: { pathname: '${PAGE}' } };
  return {
    status: 200, private: false, title: 'A page', stylesheets: [], remoteOrigins: [], state,
    async renderBody() {
      if (release === '${BROKEN}') { state.page.failed = 'render'; return '<p>not available right now</p>'; }
      return '<div data-build="' + release + '"></div>';
    },
  };
};
`;

let dir: string;
let context: CanaryContext;
const servers: Array<{ child: ChildProcess; url: string; output: string[] }> = [];
/** The one address visitors use: each request goes to the next process in turn. */
let balancer: Server;
let siteUrl: string;

/** A round-robin balancer in front of the page servers; the answer says which one served it. */
async function startBalancer(): Promise<void> {
  let next = 0;
  balancer = createServer((incoming, outgoing) => {
    const index = next++ % servers.length;
    const upstream = new URL(incoming.url!, servers[index]!.url);
    const forwarded = request(upstream, { method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode!, { ...answer.headers, 'x-page-server': String(index) });
      answer.pipe(outgoing);
    });
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => balancer.listen(0, '127.0.0.1', resolve));
  const address = balancer.address();
  siteUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

async function startPageServer(shellDir: string, storeDir: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'site-server.ts'), '--dir', shellDir, '--port', String(port), '--host', '127.0.0.1', '--api', 'http://127.0.0.1:9', '--releases', storeDir],
    // Nothing listens at this SMTP port: the withdrawal's email fails, and says so in the log.
    { cwd: root, env: { ...process.env, SMTP_URL: 'smtp://127.0.0.1:9' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  await waitForAnswer(`${url}/remotes.json`, child, 30_000);
  servers.push({ child, url, output });
}

/** The release a page was rendered with, and which process rendered it. */
async function buildOf(seed?: string): Promise<{ build: string | undefined; server: string | null }> {
  const response = await fetch(`${siteUrl}${PAGE}`, { headers: seed ? { cookie: `cohort=${seed}` } : {} });
  return { build: /data-build="([^"]+)"/.exec(await response.text())?.[1], server: response.headers.get('x-page-server') };
}

/** How long until every process renders this release for the visitor at the one address; fails past five seconds. */
async function seenByBoth(release: string, seed?: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    // One request after the other: the balancer sends them to each process in turn.
    const answers = [await buildOf(seed), await buildOf(seed)];
    expect(new Set(answers.map(({ server }) => server)).size).toBe(servers.length);
    const builds = answers.map(({ build }) => build);
    if (builds.every((build) => build === release)) return Date.now() - started;
    if (Date.now() - started > 5000) throw new Error(`After 5 s the processes render ${builds.join(' and ')}, not ${release}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'party-two-page-servers-'));
  const shellDir = path.join(dir, 'shell');
  mkdirSync(path.join(shellDir, 'server'), { recursive: true });
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(shellDir, 'remotes.json'), JSON.stringify({ invitation: LIVE }));
  writeFileSync(path.join(shellDir, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
  writeFileSync(path.join(shellDir, 'server', 'main.js'), STAND_IN_RENDERER);
  context = { storeDir: path.join(dir, 'store'), storeUrl, remotesFile: path.join(shellDir, 'remotes.json'), by: 'sam@example.com', owners: { invitation: 'invitation-team@example.com' } };
  for (const id of [A, B, BROKEN]) {
    const staging = stagingDir(context.storeDir, 'invitation', id);
    mkdirSync(staging, { recursive: true });
    writeFileSync(path.join(staging, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
    await publishRelease(context.storeDir, staging, { remote: 'invitation', id, commit: id.slice(0, 7), at: '2026-11-26T10:00:00Z', by: 'sam@example.com' });
  }
  await Promise.all([startPageServer(shellDir, context.storeDir), startPageServer(shellDir, context.storeDir)]);
  await startBalancer();
});
afterAll(async () => {
  await new Promise((resolve) => balancer?.close(resolve));
  await Promise.all(servers.map(({ child }) => stopProcess(child)));
  rmSync(dir, { recursive: true, force: true });
});

test('a promotion, a rollback and a withdrawal are seen by both processes within five seconds', async () => {
  expect(await seenByBoth('live')).toBeLessThan(5000);

  await promote(context, 'invitation', A);
  expect(await seenByBoth(A)).toBeLessThan(5000);
  await promote(context, 'invitation', B);
  expect(await seenByBoth(B)).toBeLessThan(5000);
  await rollback(context, 'invitation');
  expect(await seenByBoth(A)).toBeLessThan(5000);

  // A canary whose page fails, for a visitor in it: both processes render it...
  const canary = await startCanary(context, 'invitation', BROKEN, 50);
  let seed: string;
  do seed = randomBytes(8).toString('hex');
  while (!inCanary(seed, canary));
  // ...and its failures are counted across them: four pages at the one address (two on each)
  // leave it running, the fifth withdraws it.
  const failed = [];
  for (let i = 0; i < 4; i++) failed.push(await buildOf(seed));
  expect(failed.map(({ build }) => build)).toEqual([undefined, undefined, undefined, undefined]);
  expect(new Set(failed.map(({ server }) => server)).size).toBe(2);
  expect(await readCanaries(context.storeDir)).toEqual({ invitation: canary });
  expect((await buildOf(seed)).build).toBeUndefined();
  expect(await readCanaries(context.storeDir)).toEqual({});
  expect(await seenByBoth(A, seed)).toBeLessThan(5000);
  // One process withdrew it and said so; its email could not be sent here, and that is logged too.
  const withdrawn = servers.filter(({ output }) => output.join('').includes(`[canary] invitation ${BROKEN} withdrawn: 5 failures (render)`));
  expect(withdrawn).toHaveLength(1);
  const deadline = Date.now() + 5000;
  while (!withdrawn[0]!.output.join('').includes('[canary] the email to invitation-team@example.com could not be sent') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(withdrawn[0]!.output.join('')).toContain('[canary] the email to invitation-team@example.com could not be sent');
});
