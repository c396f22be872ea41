/** @jest-environment node */
import { RELEASE_STATE_PATHS, RELEASE_STATE_TOKEN_HEADER, type Canary } from '@party/domain';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inCanary } from '../../../shell/server/releases/canary-cohort';
import { freePort } from '../../../tooling/site/ports';
import { createPostgresDatabase } from '../test/test-database';
import { TestSmtp } from '../test/test-smtp';

// The production shape (issue 40, item 2; decision 073): one
// PostgreSQL, two API processes on it, and two page servers, each talking to its own API, each
// process in a working folder of its own (no file shared between them), behind a round-robin
// balancer as machines behind a load balancer are. A promotion, a canary whose visitors keep their
// release whichever server answers, its withdrawal by failures counted across both, and a rollback:
// each seen the same through either server within a second. The renderer is a stand-in that shows
// which release of the invitation remote it was given, and fails for the broken one.

jest.setTimeout(90_000);

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const TOKEN = randomBytes(32).toString('hex');
const LIVE = 'http://127.0.0.1:3004/mf-manifest.json';
const STORE = 'http://127.0.0.1:3010';
const A = 'aaaaaaa-20261126T100000Z';
const B = 'bbbbbbb-20261126T110000Z';
const BROKEN = 'ccccccc-20261126T120000Z';
const OWNER = 'invitation-team@example.com';
const PAGE = '/booking-invitation/some-invitation';
const manifest = (id: string) => `${STORE}/invitation/${id}/mf-manifest.json`;

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

interface Running {
  child: ChildProcess;
  url: string;
  output: string[];
  folder: string;
}

const folders: string[] = [];
const apis: Running[] = [];
const pageServers: Running[] = [];
const smtp = new TestSmtp();
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let balancer: Server;
let siteUrl: string;

/** A process of its own in a new folder of its own, answered once it prints the address it listens on. */
function startProcess(args: string[], env: Record<string, string>, listening: RegExp): Promise<Running> {
  const folder = mkdtempSync(path.join(tmpdir(), 'party-production-shape-'));
  folders.push(folder);
  return startIn(folder, args, env, listening);
}

function startIn(folder: string, args: string[], env: Record<string, string>, listening: RegExp): Promise<Running> {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), ...args], { cwd: folder, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args[0]} did not start:\n${output.join('')}`)), 45_000);
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      const found = listening.exec(output.join(''));
      if (found) {
        clearTimeout(timer);
        resolve({ child, url: found[1]!, output, folder });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`${args[0]} exited with code ${code}:\n${output.join('')}`)));
  });
}

function stop({ child }: Running): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** An API process on the database, as `npm start -w api` runs it, sending its email to the test's SMTP server. */
const startApi = () =>
  startProcess([path.join(repoRoot, 'api', 'src', 'server.ts')], { DATABASE_URL: database.url, SMTP_URL: smtp.url, RELEASE_STATE_TOKEN: TOKEN, HOST: '127.0.0.1', PORT: '0', STAFF_COMMAND_FILE: 'none' }, /Server listening at (http:\/\/127\.0\.0\.1:\d+)/);

/** A page server talking to this API, with a copy of the shell's folder of its own (the stand-in renderer in it). */
async function startPageServer(api: Running): Promise<Running> {
  const folder = mkdtempSync(path.join(tmpdir(), 'party-production-shape-'));
  folders.push(folder);
  const shellDir = path.join(folder, 'shell');
  mkdirSync(path.join(shellDir, 'server'), { recursive: true });
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(shellDir, 'remotes.json'), JSON.stringify({ invitation: LIVE }));
  writeFileSync(path.join(shellDir, 'server', 'main.js'), STAND_IN_RENDERER);
  const port = await freePort();
  const args = [path.join(repoRoot, 'shell', 'server', 'site-server.ts'), '--dir', shellDir, '--port', String(port), '--host', '127.0.0.1', '--api', api.url];
  return startIn(folder, args, { RELEASE_STATE_TOKEN: TOKEN }, new RegExp(`on (http://127\\.0\\.0\\.1:${port})`));
}

/** A round-robin balancer in front of the page servers; the answer says which one served it. */
async function startBalancer(): Promise<void> {
  let next = 0;
  balancer = createServer((incoming, outgoing) => {
    const index = next++ % pageServers.length;
    const forwarded = request(new URL(incoming.url!, pageServers[index]!.url), { method: incoming.method, headers: incoming.headers }, (answer) => {
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

/** A change to the release state, as `npm run releases` makes it, through one API or the other. */
async function change<T>(api: Running, route: string, body: unknown): Promise<T> {
  const response = await fetch(`${api.url}${route}`, { method: 'POST', headers: { [RELEASE_STATE_TOKEN_HEADER]: TOKEN, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** The release a page was rendered with, which server rendered it, and the cookie it set. */
async function visit(seed?: string): Promise<{ build: string | undefined; server: string | null; cookie: string | null }> {
  const response = await fetch(`${siteUrl}${PAGE}`, { headers: seed ? { cookie: `cohort=${seed}` } : {} });
  return { build: /data-build="([^"]+)"/.exec(await response.text())?.[1], server: response.headers.get('x-page-server'), cookie: response.headers.get('set-cookie') };
}

/**
 * How long after now a visitor could still be given another release than this one: when the last
 * page that was not it was asked for. Pages are asked for until both servers render it. Measured at
 * the asking, not the answer, so a slow answer on a loaded machine does not count against the
 * servers; "seen within a second" means a page asked for a second after the change shows it.
 */
async function staleFor(release: string, seed?: string): Promise<number> {
  const started = Date.now();
  let lastStale = 0;
  const ask = async () => {
    const askedAt = Date.now() - started;
    const answer = await visit(seed);
    if (answer.build !== release) lastStale = askedAt;
    return answer;
  };
  for (;;) {
    // One after the other: the balancer sends them to each server in turn.
    const answers = [await ask(), await ask()];
    expect(new Set(answers.map(({ server }) => server)).size).toBe(2);
    if (answers.every(({ build }) => build === release)) return lastStale;
    if (Date.now() - started > 10_000) throw new Error(`After 10 s the servers render ${answers.map((a) => a.build).join(' and ')}, not ${release}`);
  }
}

async function outbox(): Promise<Array<{ recipient: string; subject: string }>> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<{ recipient: string; subject: string }>(`select recipient, message->>'subject' as subject from email_outbox where kind = 'canary-withdrawn'`)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await smtp.start();
  database = await createPostgresDatabase();
  apis.push(...(await Promise.all([startApi(), startApi()])));
  pageServers.push(...(await Promise.all(apis.map(startPageServer))));
  await startBalancer();
}, 90_000);

afterAll(async () => {
  await new Promise((resolve) => balancer?.close(resolve));
  await Promise.all([...pageServers, ...apis].map(stop));
  await database?.drop();
  await smtp.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

test('a promotion, a canary kept per visitor, a withdrawal counted across both servers, and a rollback: each seen through either within a second', async () => {
  expect(await staleFor('live')).toBeLessThan(1000);
  const [first, second] = apis as [Running, Running];

  await change(first, RELEASE_STATE_PATHS.promote, { remote: 'invitation', release: A, url: manifest(A), baselineUrl: LIVE, by: 'sam@example.com' });
  expect(await staleFor(A)).toBeLessThan(1000);
  await change(second, RELEASE_STATE_PATHS.promote, { remote: 'invitation', release: B, url: manifest(B), by: 'sam@example.com' });
  expect(await staleFor(B)).toBeLessThan(1000);

  // A canary through the second API: a new visitor's cookie from one server keeps them in or out on both.
  const canary = await change<Canary>(second, RELEASE_STATE_PATHS.canaries, { remote: 'invitation', release: A, url: manifest(A), percent: 50, by: 'sam@example.com' });
  let cookie: string | null = null;
  while (!cookie) cookie = (await visit()).cookie;
  const seed = /^cohort=([0-9a-f]{16})/.exec(cookie)![1]!;
  const release = inCanary(seed, canary) ? A : B;
  expect(await staleFor(release, seed)).toBeLessThan(1000);
  for (let i = 0; i < 4; i++) expect((await visit(seed)).build).toBe(release);

  // A broken canary replaces it: a visitor in it fails on both servers, and the fifth failure,
  // counted across them, withdraws it.
  const broken = await change<Canary>(first, RELEASE_STATE_PATHS.canaries, { remote: 'invitation', release: BROKEN, url: manifest(BROKEN), percent: 50, by: 'sam@example.com', owner: OWNER });
  let inside: string;
  do inside = randomBytes(8).toString('hex');
  while (!inCanary(inside, broken));
  // Both servers know it before anyone fails: a visitor who was in the first canary and is not in
  // this one gets the live release from both.
  let probe: string;
  do probe = randomBytes(8).toString('hex');
  while (!inCanary(probe, canary) || inCanary(probe, broken));
  expect(await staleFor(B, probe)).toBeLessThan(1000);
  // Each page of the visitor in it fails, on one server then the other, until the fifth withdraws it.
  const failedOn: Array<string | null> = [];
  for (;;) {
    const page = await visit(inside);
    if (page.build === undefined) failedOn.push(page.server);
    else break;
  }
  expect(failedOn.length).toBeGreaterThanOrEqual(5);
  expect(new Set(failedOn.slice(0, 5)).size).toBe(2);
  expect(await staleFor(B, inside)).toBeLessThan(1000);
  // One API withdrew it and said so; its owner is emailed once.
  expect(apis.filter(({ output }) => output.join('').includes(`[canary] invitation ${BROKEN} withdrawn: 5 failures (render)`))).toHaveLength(1);
  await smtp.waitFor((mail) => mail.mail.subject === `Canary withdrawn: invitation ${BROKEN}`);
  expect(await outbox()).toEqual([{ recipient: OWNER, subject: `Canary withdrawn: invitation ${BROKEN}` }]);

  await change(second, RELEASE_STATE_PATHS.rollback, { remote: 'invitation', by: 'kim@example.com' });
  expect(await staleFor(A)).toBeLessThan(1000);
  await change(first, RELEASE_STATE_PATHS.rollback, { remote: 'invitation', by: 'kim@example.com' });
  expect(await staleFor('live')).toBeLessThan(1000);
});
