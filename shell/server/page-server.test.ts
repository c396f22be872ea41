/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { freePort } from '../../tooling/site/ports';
import { PAGE_DEADLINE_MS, type PreparedResponse, type RenderRequest } from './renderer/page-contract';
import { prepareResponse } from './renderer/render-page';
import { serveSite } from './site-server';
import { DEADLINE_SLACK_MS, startMisbehavingApi, type Behaviour, type MisbehavingApi } from './test/misbehaving-api';
import { packagesPage } from './test/packages-page';
import { earlyEventsScript } from '@party/shared-ui/src/ssr/early-events-script';

// The site's server with the shell's renderer, in front of an API having a bad day (docs/decisions/
// 035): a page is answered by its deadline whatever the API does, and a visitor who goes away takes
// the render's connections to the API with them: 200 visitors who left once kept 251 sockets to a
// hung API open for minutes. The remote page is test/packages-page.tsx; loading remote code over
// HTTP is the browser tests'.

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const folders: string[] = [];
let api: MisbehavingApi | undefined;
let site: FastifyInstance | undefined;

beforeEach(() => {
  jest.mocked(loadRemote).mockResolvedValue(packagesPage());
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  await site?.close();
  await api?.close();
  site = api = undefined;
});
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The site, as deployed, in front of an API that behaves so; its address. */
async function siteInFrontOf(behaviour: Behaviour): Promise<string> {
  api = await startMisbehavingApi(behaviour);
  const dir = mkdtempSync(path.join(tmpdir(), 'party-page-server-test-'));
  folders.push(dir);
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(api.remotes));
  const port = await freePort();
  site = await serveSite({ dir, port, host: '127.0.0.1', apiUrl: api.origin('Jellybeans'), renderer: { prepareResponse } });
  return `http://127.0.0.1:${port}`;
}

const until = async (condition: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
  return condition();
};

test.each<{ behaviour: Behaviour; status: number }>([
  // The deadline came first: 504. The API failed: 503 (decision 055).
  { behaviour: 'never answers', status: 504 },
  { behaviour: 'answers after 10 s', status: 504 },
  { behaviour: 'drops the connection', status: 503 },
])(
  "with an API that $behaviour, the page is answered by its deadline with the page's failure, Try again and status $status",
  async ({ behaviour, status }) => {
    const url = await siteInFrontOf(behaviour);
    const started = performance.now();
    const response = await fetch(`${url}/`);
    const html = await response.text();
    const ms = performance.now() - started;
    expect(response.status).toBe(status);
    // Inside the site's layout, the venue left out: it could not be read either.
    expect(html).toContain('<header');
    expect(html).toContain('"venue":null');
    expect(html).toContain('This page could not be loaded');
    expect(html).toContain('Try again');
    expect(html).toContain('id="page-state"');
    expect(ms).toBeLessThanOrEqual(PAGE_DEADLINE_MS + DEADLINE_SLACK_MS);
  },
  PAGE_DEADLINE_MS * 3,
);

test("a remote page whose code is slow to come is fetched while the API is waited for: the failure is still shown by the deadline", async () => {
  // Under a second, as the runtime allows a remote (server-federation-plugin.ts): after the API's
  // share of the deadline it would come too late, and the page would be the browser's to render.
  jest.mocked(loadRemote).mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve(packagesPage()), 900)));
  const url = await siteInFrontOf('never answers');
  const started = performance.now();
  const response = await fetch(`${url}/`);
  const html = await response.text();
  expect(response.status).toBe(504);
  expect(html).toContain('This page could not be loaded');
  expect(performance.now() - started).toBeLessThanOrEqual(PAGE_DEADLINE_MS + DEADLINE_SLACK_MS);
}, PAGE_DEADLINE_MS * 3);

test("the page's head connects at once to the origin of the route's remote", async () => {
  const url = await siteInFrontOf('answers');
  const html = await (await fetch(`${url}/`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const origin = new URL(api!.remotes.booking).origin;
  expect(head).toContain(`<link rel="preconnect" href="${origin}" crossorigin="anonymous" />`);
  expect(head).toContain(`<link rel="preconnect" href="${origin}" />`);
  expect(html).toMatch(/At (<!-- -->)?Venue Jellybeans<\/h1>/);
});

test("the page's first script, which keeps the taps made before the page is live, is in its head before any other, under the response's nonce", async () => {
  const url = await siteInFrontOf('answers');
  const response = await fetch(`${url}/`);
  const html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  expect(nonce).toBeDefined();
  const head = html.slice(0, html.indexOf('</head>'));
  const firstScript = head.indexOf('<script');
  expect(head.slice(firstScript, firstScript + 100)).toContain(`<script nonce="${nonce}">`);
  expect(head.indexOf(`<script nonce="${nonce}">`)).toBe(firstScript);
  expect(head).toContain(`>${earlyEventsScript}</script>`);
});

test("visitors who go away free the render's connections to the API at once", async () => {
  const url = await siteInFrontOf('answers the venue only');
  // Each asks for a booking of its own (the API never answers it), and the packages every visitor shares.
  const visitors = Array.from({ length: 20 }, (_, i) => httpRequest(`${url}/booking-edit/bk_${i}`, { agent: false }));
  const sent = performance.now();
  for (const visitor of visitors) {
    visitor.on('error', () => undefined);
    visitor.end();
  }
  expect(await until(() => api!.heldRequests() === 21, 1500)).toBe(true);

  for (const visitor of visitors) visitor.destroy();
  // Before the deadline would have ended them: the data stage ends half a second before it (2.5 s
  // after each visitor asked); they are gone within 2 s of asking, however busy the machine.
  expect(await until(() => api!.heldRequests() === 0, sent + 2000 - performance.now())).toBe(true);
  expect(api!.asked.filter((asked) => asked.includes('/api/bookings/'))).toHaveLength(20);
});

test("a page's links are built on SITE_URL where it is set, whatever Host a request makes up; on the address asked for without it", async () => {
  const asked: string[] = [];
  const renderer = {
    prepareResponse: async (request: RenderRequest): Promise<PreparedResponse> => {
      asked.push(request.siteOrigin);
      return { status: 200, private: true, title: 'Page', stylesheets: [], remoteOrigins: [], state: {} as PreparedResponse['state'], renderBody: async () => '<p>page</p>' };
    },
  };
  const dir = mkdtempSync(path.join(tmpdir(), 'party-page-server-test-'));
  folders.push(dir);
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dir, 'remotes.json'), '{}');
  const get = (port: number) =>
    new Promise<number>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path: '/', headers: { host: 'evil.test' } }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      }).on('error', reject).end();
    });
  for (const siteUrl of ['https://party.example.com/', undefined]) {
    const port = await freePort();
    site = await serveSite({ dir, port, host: '127.0.0.1', apiUrl: 'http://127.0.0.1:9', renderer, siteUrl });
    expect(await get(port)).toBe(200);
    await site.close();
    site = undefined;
  }
  expect(asked).toEqual(['https://party.example.com', 'http://evil.test']);
});
