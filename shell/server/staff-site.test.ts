import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useTestApi } from '../../api/src/test/test-api';
import { freePort } from '../../tooling/site/ports';
import type { Renderer } from './renderer/page-contract';
import { serveSite } from './site-server';
import { serveStaffSite } from './staff-site';

// The staff site (staff-site.ts) and the public site (site-server.ts) side by side in front of
// the real API: each serves its own pages and API only, and answers 404 for the other's; the staff
// pages carry the headers private pages need.

const api = useTestApi();
let apiUrl: string;
let staffSite: FastifyInstance;
let publicSite: FastifyInstance;
let staff: string;
let site: string;
let shellDir: string;
const STAFF_REMOTE = 'http://127.0.0.1:3905/mf-manifest.json';
// The public site's pages are not asked for here: only its files and its API.
const noPages: Renderer = {
  prepareResponse: () => Promise.reject(new Error('no page is rendered in these tests')),
};

beforeAll(async () => {
  apiUrl = await api.startAnother({});
  shellDir = mkdtempSync(path.join(tmpdir(), 'party-staff-site-test-'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Site</title><div id="root"></div>',
    'staff.html': '<!doctype html><html><head><title>Staff console</title><script defer src="/staff.0a1b2c3d.js"></script></head><body><div id="root"></div></body></html>',
    'staff.0a1b2c3d.js': 'console.log("staff host")',
    'staff.0a1b2c3d.js.map': '{"sources":["the staff host\'s own sources"]}',
    'main.0a1b2c3d.js': 'console.log("public shell")',
    'remotes.json': JSON.stringify({ booking: 'http://127.0.0.1:3901/mf-manifest.json', staff: STAFF_REMOTE }),
    'server/main.js': 'module.exports = {}',
  };
  mkdirSync(path.join(shellDir, 'server'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(shellDir, name), text);
  const [staffPort, sitePort] = [await freePort(), await freePort()];
  staff = `http://127.0.0.1:${staffPort}`;
  site = `http://127.0.0.1:${sitePort}`;
  staffSite = await serveStaffSite({ dir: shellDir, port: staffPort, host: '127.0.0.1', apiUrl });
  publicSite = await serveSite({ dir: shellDir, port: sitePort, host: '127.0.0.1', apiUrl, renderer: noPages });
}, 60_000);

afterAll(async () => {
  await Promise.all([staffSite?.close(), publicSite?.close()]);
  rmSync(shellDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request, its address sent as written (fetch would resolve `..` and `%2e` first). */
function send(origin: string, rawPath: string, { method = 'GET', body, headers }: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const request = httpRequest({ hostname, port, path: rawPath, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

test.each(['/', '/day/2031-07-12', '/kitchen/2031-07-12', '/bookings?q=Mia', '/bookings/JJ1002', '/money', '/audit', '/sign-in?next=%2Fmoney', '/join/abcdefghijklmnop'])(
  'the staff page %s: the host page, never blank, private, not for search engines, under the strict policy',
  async (pagePath) => {
    const page = await send(staff, pagePath);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('<script defer src="/staff.0a1b2c3d.js">');
    expect(page.body).toContain('<p role="status" style="padding: 1rem; font-family: system-ui, sans-serif">Loading the staff console…</p>');
    const nonce = /<script type="application\/json" id="staff-remotes" nonce="([^"]+)">/.exec(page.body)?.[1];
    expect(nonce).toBeDefined();
    // The staff remote alone: the page names no public remote, and its policy allows none.
    expect(page.body).toContain(`>{"staff":"${STAFF_REMOTE}"}</script>`);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' http://127.0.0.1:3905;`);
    expect(policy).not.toContain('3901');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  },
);

test('each staff page has a nonce of its own', async () => {
  const nonces = await Promise.all([send(staff, '/'), send(staff, '/')]).then((pages) => pages.map((page) => /nonce="([^"]+)"/.exec(page.body)?.[1]));
  expect(nonces[0]).not.toBe(nonces[1]);
});

test.each(['/book-your-party', '/booking-edit/abc', '/booking-invitation/abc', '/find-my-booking', '/day', '/bookings/JJ1002/extra'])(
  'the staff site has no page at %s: 404, with its own not-found page',
  async (pagePath) => {
    const page = await send(staff, pagePath);
    expect(page.status).toBe(404);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
  },
);

test.each(['/index.html', '/staff.html', '/remotes.json', '/server/main.js', '/%73erver/main.js', '//server/main.js', '/x/../server/main.js', '/staff.0a1b2c3d.js.map', '/staff.0a1b2c3d.js%2eMAP'])(
  'the staff site serves no file but the host page’s scripts: %s is 404',
  async (filePath) => {
    expect((await send(staff, filePath)).status).toBe(404);
  },
);

test('a way out of the folder is refused, and nothing of the disk is sent', async () => {
  const answer = await send(staff, '/%2e%2e/%2e%2e/%2e%2e/etc/passwd');
  expect(answer.status).toBe(403);
  expect(answer.body).not.toContain('root:');
});

test('the host page’s scripts are served, for a year', async () => {
  const script = await send(staff, '/staff.0a1b2c3d.js');
  expect(script.status).toBe(200);
  expect(script.body).toBe('console.log("staff host")');
  expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(script.headers['x-robots-tag']).toBe('noindex, nofollow');
});

test('robots.txt keeps every search engine out', async () => {
  const robots = await send(staff, '/robots.txt');
  expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
});

test.each(['/api/staff/session', '/api/staff/day/2031-07-12', '/api/%73taff/session'])('the staff site forwards %s to the API as it is', async (apiPath) => {
  const [forwarded, direct] = await Promise.all([send(staff, apiPath), send(apiUrl, apiPath)]);
  expect(forwarded.status).toBe(direct.status);
  expect(JSON.parse(forwarded.body)).toEqual(JSON.parse(direct.body));
});

test("the staff site forwards the venue's details, which its pages show", async () => {
  const venue = await send(staff, '/api/venue');
  expect(venue.status).toBe(200);
  expect(JSON.parse(venue.body)).toMatchObject({ timeZone: expect.any(String), name: expect.any(String) });
});

test.each([
  ['GET', '/api/bookings/abc'],
  ['POST', '/api/contacts'],
  ['POST', '/api/booking-initiate'],
  ['GET', '/api/venue/../bookings/abc'],
  ['GET', '/api/staff/../bookings/abc'],
  ['GET', '/api/staff/%2e%2e/bookings/abc'],
  ['POST', '/api/venue/bookings/JJ1002/refunds'],
  ['GET', '/checkout/cs_test_1'],
  ['GET', '/api/openapi.json'],
])('the staff site forwards nothing of the public flows: %s %s is 404', async (method, apiPath) => {
  const answer = await send(staff, apiPath, { method, body: method === 'POST' ? '{}' : undefined, headers: method === 'POST' ? { 'content-type': 'application/json' } : undefined });
  expect(answer.status).toBe(404);
  expect(JSON.parse(answer.body)).toEqual({ code: 'no-such-endpoint', message: 'No such endpoint' });
});

test.each([
  '/api/staff/session',
  '/api/staff/sign-in',
  '/api/%73taff/session',
  '/api//staff/session',
  '/api/./staff/session',
  '/api/venue/../staff/session',
  '/api/venue/%2e%2e/staff/session',
  '/api/Staff/session',
  '/api/staff',
])('the public site answers 404 for the staff API, however it is spelled: %s', async (apiPath) => {
  for (const method of ['GET', 'POST']) {
    const answer = await send(site, apiPath, { method, body: method === 'POST' ? '{}' : undefined, headers: method === 'POST' ? { 'content-type': 'application/json' } : undefined });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ code: 'no-such-endpoint', message: 'No such endpoint' });
  }
});

test.each(['/staff.html', '/%73taff.html', '//staff.html', '/x/../staff.html', '/STAFF.HTML'])('the public site does not serve the staff host page: %s is 404', async (address) => {
  expect((await send(site, address)).status).toBe(404);
});

test('the public site still forwards its own API', async () => {
  const venue = await send(site, '/api/venue');
  expect(venue.status).toBe(200);
});
