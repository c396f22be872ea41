import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_GATEWAY_MESSAGES, API_PATHS } from '@party/domain';
import { freePort } from '../../tooling/site/ports';
import { CHECKOUT_DEADLINE_MS, deadlineOf } from './api-proxy';
import { PAGE_DEADLINE_MS, type Renderer } from './renderer/page-contract';
import { serveSite } from './site-server';
import { serveStaffSite } from './staff-site';

// The proxies of both sites in front of an API having a bad day (docs/decisions/055): one that
// accepts connections and never answers, one that refuses them, one whose answer comes slowly.
// An API that never answered once held each request about 300 s, and 200 visitors who gave up
// left 56 connections to it open as long. Now each request is answered 504 by its deadline, and a
// visitor who goes away closes the proxy's connection to the API at once.

/** How far past a deadline its answer may come on a loaded machine (two cores, other work). */
const SLACK_MS = 2000;

// The public site's pages are not asked for here: only its API.
const noPages: Renderer = {
  prepareResponse: () => Promise.reject(new Error('no page is rendered in these tests')),
};

let shellDir: string;
const servers: Array<{ close(): Promise<unknown> }> = [];

beforeAll(() => {
  shellDir = mkdtempSync(path.join(tmpdir(), 'party-api-proxy-test-'));
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>Site</title><div id="root"></div>');
  writeFileSync(path.join(shellDir, 'staff.html'), '<!doctype html><title>Staff</title><div id="root"></div>');
  writeFileSync(path.join(shellDir, 'remotes.json'), '{}');
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});
afterAll(() => rmSync(shellDir, { recursive: true, force: true }));

interface FakeApi {
  url: string;
  /** Connections open to it now. */
  openConnections(): number;
}

/** A TCP server on the loopback interface; `onConnection` decides what it does with each connection. */
async function fakeApi(onConnection: (socket: Socket) => void): Promise<FakeApi> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push({
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, openConnections: () => sockets.size };
}

/** An API that accepts every connection, reads what it is sent, and never answers. */
const hungApi = () => fakeApi((socket) => socket.resume());

type SiteName = 'public' | 'staff';

/** The public site and the staff site, each with its proxy in front of the API at `apiUrl`. */
async function sitesInFrontOf(apiUrl: string): Promise<Record<SiteName, string>> {
  const [publicPort, staffPort] = [await freePort(), await freePort()];
  const sites: FastifyInstance[] = [
    await serveSite({ dir: shellDir, port: publicPort, host: '127.0.0.1', apiUrl, renderer: noPages }),
    await serveStaffSite({ dir: shellDir, port: staffPort, host: '127.0.0.1', apiUrl }),
  ];
  // Closed before the API: a site's proxy holds connections to it.
  servers.unshift(...sites);
  return { public: `http://127.0.0.1:${publicPort}`, staff: `http://127.0.0.1:${staffPort}` };
}

interface Call {
  site: SiteName;
  method: string;
  path: string;
  body?: string;
}

interface Answer {
  status: number;
  contentType?: string;
  body: string;
}

/** Sends the call to `origin`: the answer, and the request (to go away before it comes). */
function send(origin: string, { method, path: pathName, body }: Call): { answer: Promise<Answer>; request: ClientRequest } {
  const request = httpRequest(`${origin}${pathName}`, { method, agent: false, headers: body ? { 'content-type': 'application/json' } : {} });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'], body: Buffer.concat(chunks).toString() }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
  request.end(body);
  return { answer, request };
}

const until = async (condition: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
  return condition();
};

const contact = JSON.stringify({ name: 'Jo', email: 'jo@example.com', subject: 'Hi', message: 'Hello' });

/** What the audit found held about 300 s: each proxy's reads and writes. */
const underThePageDeadline: Call[] = [
  { site: 'public', method: 'GET', path: API_PATHS.venue },
  { site: 'public', method: 'POST', path: API_PATHS.contacts, body: contact },
  { site: 'public', method: 'GET', path: '/checkout/cs_x' },
  { site: 'staff', method: 'GET', path: API_PATHS.staffSession },
];

const checkoutOpening: Call = { site: 'public', method: 'POST', path: API_PATHS.depositCheckout, body: JSON.stringify({ bookingId: 'bk_x' }) };

test.each(underThePageDeadline)(
  'the $site site, $method $path, with an API that never answers: 504 with the site\'s words by the page\'s deadline, its connection to the API closed',
  async (call) => {
    const api = await hungApi();
    const sites = await sitesInFrontOf(api.url);
    const started = performance.now();
    const answer = await send(sites[call.site], call).answer;
    const ms = performance.now() - started;

    expect(answer.status).toBe(504);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ code: 'api-timeout', message: API_GATEWAY_MESSAGES.timedOut });
    // The page's deadline, not something shorter, nor the API's 300 s.
    expect(ms).toBeGreaterThanOrEqual(PAGE_DEADLINE_MS - 50);
    expect(ms).toBeLessThan(PAGE_DEADLINE_MS + SLACK_MS);
    expect(await until(() => api.openConnections() === 0, 1000)).toBe(true);
  },
  PAGE_DEADLINE_MS + SLACK_MS + 5000,
);

test('opening a checkout waits for the payment provider: past the page deadline, then 504 by its own', async () => {
  const api = await hungApi();
  const sites = await sitesInFrontOf(api.url);
  const started = performance.now();
  let answered = false;
  const answer = send(sites.public, checkoutOpening).answer.finally(() => (answered = true));

  await new Promise((resolve) => setTimeout(resolve, PAGE_DEADLINE_MS + 1000));
  expect(answered).toBe(false);
  const { status, body } = await answer;
  const ms = performance.now() - started;
  expect([status, JSON.parse(body)]).toEqual([504, { code: 'api-timeout', message: API_GATEWAY_MESSAGES.timedOut }]);
  expect(ms).toBeGreaterThanOrEqual(CHECKOUT_DEADLINE_MS - 50);
  expect(ms).toBeLessThan(CHECKOUT_DEADLINE_MS + SLACK_MS);
  expect(await until(() => api.openConnections() === 0, 1000)).toBe(true);
}, CHECKOUT_DEADLINE_MS + SLACK_MS + 5000);

test.each([...underThePageDeadline, checkoutOpening])(
  'visitors who go away from the $site site\'s $method $path close its connections to a hung API at once',
  async (call) => {
    const api = await hungApi();
    const sites = await sitesInFrontOf(api.url);
    const sent = performance.now();
    const visitors = Array.from({ length: 20 }, () => send(sites[call.site], call));
    for (const { answer } of visitors) answer.catch(() => undefined);
    expect(await until(() => api.openConnections() === 20, 1500)).toBe(true);

    for (const { request } of visitors) request.destroy();
    // Before any deadline could have closed them: they went with their visitors.
    expect(await until(() => api.openConnections() === 0, sent + PAGE_DEADLINE_MS - 500 - performance.now())).toBe(true);
  },
  PAGE_DEADLINE_MS * 3,
);

test.each(underThePageDeadline)('the $site site, $method $path, with an API that refuses connections: 502 with the site\'s words, at once', async (call) => {
  const sites = await sitesInFrontOf(`http://127.0.0.1:${await freePort()}`);
  const started = performance.now();
  const { status, body } = await send(sites[call.site], call).answer;
  expect([status, JSON.parse(body)]).toEqual([502, { code: 'api-unreachable', message: API_GATEWAY_MESSAGES.unreachable }]);
  expect(performance.now() - started).toBeLessThan(PAGE_DEADLINE_MS);
});

test('an answer the API has begun by the deadline is passed on whole, however long the rest takes to come', async () => {
  const parts = ['{"name":', '"Slow', ' Venue"', '}'];
  const api = await fakeApi((socket) => {
    socket.once('data', () => {
      socket.write('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n');
      // A part a second: each within the deadline of the last, the whole past the deadline.
      parts.forEach((part, i) =>
        setTimeout(() => {
          if (socket.destroyed) return;
          socket.write(`${Buffer.byteLength(part).toString(16)}\r\n${part}\r\n`);
          if (i === parts.length - 1) socket.write('0\r\n\r\n');
        }, (i + 1) * 1000),
      );
    });
  });
  const sites = await sitesInFrontOf(api.url);
  const started = performance.now();
  const { status, body } = await send(sites.public, underThePageDeadline[0]!).answer;
  expect(performance.now() - started).toBeGreaterThan(PAGE_DEADLINE_MS);
  expect([status, body]).toEqual([200, '{"name":"Slow Venue"}']);
}, PAGE_DEADLINE_MS * 3);

test.each([
  { path: '/api/create-dynamic-checkout-session', waits: 'the provider' },
  { path: '/api/bookings/abc_123/cancel', waits: 'the provider' },
  { path: '/api/bookings-afterhours/abc_123/cancel', waits: 'the provider' },
  { path: '/api/staff/bookings/JJ1002/cancel', waits: 'the provider' },
  { path: '/api/staff/bookings/JJ1002/provider-refunds', waits: 'the provider' },
  { path: '/api/bookings/abc_123/cancel/quote', waits: 'a page' },
  { path: '/api/bookings/abc_123/move', waits: 'a page' },
  { path: '/api/bookings/abc/def/cancel', waits: 'a page' },
  { path: '/api/contacts', waits: 'a page' },
])('$path waits $waits (a refund or a checkout waits on the payment provider)', ({ path, waits }) => {
  expect(deadlineOf(path)).toBe(waits === 'the provider' ? CHECKOUT_DEADLINE_MS : PAGE_DEADLINE_MS);
});
