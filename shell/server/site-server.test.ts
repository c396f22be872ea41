import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useTestApi } from '../../api/src/test/test-api';
import type { Renderer } from './renderer/page-contract';
import { serveContainer, serveSite } from './site-server';
import { freePort } from '../../tooling/site/ports';

// The site's own server (`npm start`, the browser tests) in front of the real API: the shell with
// /api and /checkout proxied, and a remote. What it must hold: the client's address comes from
// the socket, never a header the client wrote; a body too large gets the API's 413, every time;
// pages carry security headers and a policy allowing exactly the remotes remotes.json names; only
// a remote's files may be read by other origins; nothing of a container's server/ folder but a
// remote's Node container is served, however its path is written. (The renderer here is a stand-in
// that renders one line: the real one is page-server.test.tsx's.)

const api = useTestApi();
const contactLimit = { max: 2, timeWindowMs: 60_000 };
const folders: string[] = [];
let shell: FastifyInstance;
let remote: FastifyInstance;
let site: string;
let remoteUrl: string;
let remotesJsonPath: string;

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'party-site-server-test-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  folders.push(dir);
  return dir;
}

const renderer: Renderer = {
  async prepareResponse({ url, remotes }) {
    return { status: 200, private: false, title: 'A page', stylesheets: [], remoteOrigins: [], state: { remotes, venue: null }, renderBody: async () => `<p>${url}</p>` };
  },
};

beforeAll(async () => {
  const apiUrl = await api.startAnother({ rateLimits: { ...api.config.rateLimits, contact: contactLimit } });
  const remotePort = await freePort();
  remoteUrl = `http://127.0.0.1:${remotePort}`;
  const remoteDir = folder({
    'remoteEntry.js': 'var booking;',
    'mf-manifest.json': '{}',
    'page.css': 'p{}',
    'page.js.map': '{"sources":["the remote\'s own sources"]}',
    'index.html': '<!doctype html><title>r</title>',
    'server/remoteEntry.js': 'module.exports = {};',
    'server/secret.js': 'module.exports = "not for browsers";',
  });
  remote = await serveContainer({ dir: remoteDir, port: remotePort, host: '127.0.0.1' });
  const shellDir = folder({
    'index.html': '<!doctype html><title>Site</title><div id="root"></div>',
    'main.js': 'console.log(1)',
    'main.js.map': '{"sources":["the shell\'s own sources"]}',
    'remotes.json': JSON.stringify({ booking: `${remoteUrl}/mf-manifest.json`, edit: 'https://cdn.example.com/edit/v2/mf-manifest.json' }),
    'server/main.js': 'module.exports = "the renderer";',
  });
  remotesJsonPath = path.join(shellDir, 'remotes.json');
  const shellPort = await freePort();
  site = `http://127.0.0.1:${shellPort}`;
  shell = await serveSite({ dir: shellDir, port: shellPort, host: '127.0.0.1', apiUrl, renderer });
}, 60_000);

afterAll(async () => {
  await Promise.all([shell?.close(), remote?.close()]);
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One request from a given local address (each 127.x.y.z is a different client on loopback), with
 * its path sent as written (a URL object would resolve `..` and `.` first, as browsers do).
 */
function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; from?: string } = {}): Promise<Answer> {
  const [, origin = '', rawPath = '/'] = /^(https?:\/\/[^/]+)(.*)$/.exec(url) ?? [];
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const target = { hostname, port, path: rawPath, method: options.method ?? 'GET', headers: options.headers, localAddress: options.from ?? '127.0.0.1', agent: false };
    const request = httpRequest(target, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }));
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

const contact = JSON.stringify({ name: 'Jo', email: 'jo@example.com', subject: 'Hi', message: 'Hello' });
const postContact = (from: string, forwardedFor?: string) =>
  send(`${site}/api/contacts`, { method: 'POST', from, body: contact, headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) } });

test("a made-up X-Forwarded-For buys no fresh limit: the proxy reports the client's own address", async () => {
  const statuses = [];
  for (let i = 0; i < 4; i++) statuses.push((await postContact('127.0.0.2', `198.51.100.${i}, 203.0.113.${i}`)).status);
  expect(statuses).toEqual([201, 201, 429, 429]);
});

test('one client sending junk until it is limited does not lock out the next visitor', async () => {
  for (let i = 0; i < 5; i++) await send(`${site}/api/contacts`, { method: 'POST', from: '127.0.0.3', body: '{"junk":', headers: { 'content-type': 'application/json' } });
  expect((await postContact('127.0.0.3')).status).toBe(429);
  expect((await postContact('127.0.0.4')).status).toBe(201);
});

test.each([
  { name: 'just over the limit', size: 70 * 1024 },
  { name: 'a megabyte', size: 1024 * 1024 },
  { name: 'ten megabytes', size: 10 * 1024 * 1024 },
])("a body too large ($name) through the proxy gets the API's 413, { code, message }, every time", async ({ size }) => {
  const body = JSON.stringify({ foodId: "x".repeat(size) });
  for (let i = 0; i < 12; i++) {
    const answer = await send(`${site}/api/single-food-detail`, { method: "POST", from: "127.0.0.5", body, headers: { 'content-type': 'application/json' } });
    expect([answer.status, JSON.parse(answer.body)]).toEqual([413, { code: 'body-too-large', message: 'The request body is too large' }]);
  }
});

/** The page's policy as directive name -> values. */
function directives(policy: unknown): Record<string, string[]> {
  return Object.fromEntries(String(policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...values]) => [name, values]));
}

test.each(['/', '/booking-edit/abc', '/index.html'])("the site's page %s carries the security headers", async (page) => {
  const { status, headers } = await send(`${site}${page}`);
  expect(status).toBe(200);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(directives(headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
});

test("the pages' policy allows the remotes remotes.json names and nothing more, and follows remotes.json when it is edited", async () => {
  const first = directives((await send(`${site}/`)).headers['content-security-policy']);
  const second = directives((await send(`${site}/`)).headers['content-security-policy']);
  // A nonce of its own on every page, for its inline data (decision 029).
  const nonce = first['script-src']?.find((value) => value.startsWith("'nonce-"));
  expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
  expect(second['script-src']).not.toContain(nonce);
  const policy = first;
  const remotes = [remoteUrl, 'https://cdn.example.com'];
  expect(policy).toEqual({
    'default-src': ["'self'"],
    'script-src': ["'self'", nonce, ...remotes],
    'connect-src': ["'self'", ...remotes],
    'img-src': ["'self'", 'data:', ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });

  writeFileSync(remotesJsonPath, JSON.stringify({ booking: 'https://booking.example.net/v7/mf-manifest.json', edit: '/edit/mf-manifest.json' }));
  const redeployed = directives((await send(`${site}/booking-edit/abc`)).headers['content-security-policy']);
  expect(redeployed['script-src']?.filter((value) => !value.startsWith("'nonce-"))).toEqual(["'self'", 'https://booking.example.net']);
});

test('no other origin may read the API through the site; its answers carry no Access-Control-Allow-Origin: *', async () => {
  for (const origin of ['https://evil.example', site]) {
    const { headers } = await send(`${site}/api/packages`, { headers: { origin } });
    expect(headers['access-control-allow-origin']).not.toBe('*');
    if (origin !== site) expect(headers['access-control-allow-origin']).toBeUndefined();
  }
  expect((await send(`${site}/`, { headers: { origin: 'https://evil.example' } })).headers['access-control-allow-origin']).toBeUndefined();
});

test("the API's own headers come through the proxy (the checkout's policy is the API's, not the site's)", async () => {
  const { status, headers } = await send(`${site}/checkout/no-such-session`);
  expect(status).toBe(404);
  expect(directives(headers['content-security-policy'])['default-src']).toEqual(["'none'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
});

test.each([
  { file: '/mf-manifest.json', cors: '*' },
  { file: '/page.css', cors: '*' },
  { file: '/remoteEntry.js', cors: undefined },
  { file: '/index.html', cors: undefined },
])("a remote's $file may be loaded by the shell's page on another origin; only the manifest and stylesheets, which it fetches, may be read", async ({ file, cors }) => {
  const { status, headers } = await send(`${remoteUrl}${file}`, { headers: { origin: site } });
  expect(status).toBe(200);
  expect(headers['access-control-allow-origin']).toBe(cors);
  expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
});

const pathTricks = (file: string) => [
  `/server/${file}`,
  `//server/${file}`,
  `/./server/${file}`,
  `/%73erver/${file}`,
  `/x/../server/${file}`,
  `/server%2f${file}`,
  `/%2e/server/${file}`,
  `/x/%2e%2e/server/${file}`,
  `/server/./${file}`,
  `/SERVER/${file}`,
  `/server\\${file}`,
];

test.each(pathTricks('main.js'))("the shell's server bundle is not served: %s answers 404", async (trick) => {
  const { status, body } = await send(`${site}${trick}`);
  expect(status).toBe(404);
  expect(body).not.toContain('the renderer');
});

test.each(pathTricks('secret.js'))("a remote serves nothing of its server/ folder but its Node container: %s answers 404", async (trick) => {
  const { status, body } = await send(`${remoteUrl}${trick}`);
  expect(status).toBe(404);
  expect(body).not.toContain('not for browsers');
});

test("a remote's Node container, which the shell's server loads over HTTP, is served", async () => {
  for (const file of ['/server/remoteEntry.js', '//server/remoteEntry.js', '/x/../server/remoteEntry.js']) {
    const { status, body } = await send(`${remoteUrl}${file}`);
    expect([file, status, body]).toEqual([file, 200, 'module.exports = {};']);
  }
});

const mapTricks = (file: string) => [`/${file}.map`, `//${file}.map`, `/x/../${file}.map`, `/${file}%2emap`, `/${file}.MAP`];

test.each([...mapTricks('main.js').map((trick) => ({ container: 'shell', trick })), ...mapTricks('page.js').map((trick) => ({ container: 'remote', trick }))])(
  "no source map is served, even one left in a build: the $container's $trick answers 404",
  async ({ container, trick }) => {
    const { status, body } = await send(`${container === 'shell' ? site : remoteUrl}${trick}`);
    expect(status).toBe(404);
    expect(body).not.toContain('own sources');
  },
);
