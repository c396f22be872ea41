import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Canary, FailureKind } from '@party/domain';
import { COHORT_COOKIE, isCohortSeed, visitorRemotes } from './releases/canary-cohort';
import type { ReleaseStateClient } from './releases/release-state-client';
import { parseRemotesConfig, type RemotesConfig } from '../src/federation/remotes-config';
import { remoteRouteAt } from '../src/routing/route-table';
import { PAGE_DEADLINE_MS, type PreparedResponse, type Renderer, type Stylesheet } from './renderer/page-contract';
import { signalWithin } from './renderer/deadline-signal';
import { pagePolicy, remoteOrigins } from './page-policy';
// The file itself, not the package's index: the page server runs in Node, without the components.
import { earlyEventsScript } from '@party/shared-ui/src/ssr/early-events-script';

// The site's pages, rendered on the server (docs/decisions/029): the shell's renderer
// (renderer/, built into dist/server/main.js) prepares and renders each page; this sends it. The
// page's head goes first, with its stylesheets and title, so that the browser fetches them while
// the body renders; then the markup, and the state the browser hydrates with.
//
// Every page is answered by its deadline (PAGE_DEADLINE_MS, docs/decisions/035): the renderer is
// told when it is, and gives up what it waits for then; a visitor who goes away ends the render's
// waiting at once. A page the renderer cannot make at all, or not in time, is sent as the
// browser-rendered page (index.html), never as an error or a hung request.

export interface PageServerOptions {
  /** The shell's built folder (index.html, remotes.json, its stylesheets). */
  dir: string;
  /** The shell's renderer (its Node build's exports). */
  renderer: Renderer;
  /** The API's address, as this server reaches it. */
  apiUrl: string;
  /** The release state (what is live, the canaries), if the site has one (decision 073). */
  releaseState?: ReleaseStateClient;
  /**
   * The site's public address (SITE_URL), on which a page builds the links it shows (the
   * invitation's, a calendar's). Without it (a machine of one's own), the address the visitor
   * asked for: a made-up Host header would be shown back to whoever sent it.
   */
  siteUrl?: string;
}

/** The cohort cookie in a Cookie header: made once, read on every page. */
const cohortInCookies = new RegExp(`(?:^|;\\s*)${COHORT_COOKIE}=([^;]*)`);

/** The visitor's cohort seed, from their cookie (docs/decisions/046). */
export function cohortSeedOf(request: FastifyRequest): string | undefined {
  const match = cohortInCookies.exec(request.headers.cookie ?? '');
  return isCohortSeed(match?.[1]) ? match[1] : undefined;
}

/**
 * The cookie that keeps a visitor in their cohort: a year, the whole site, sent with a link
 * followed from another site (Lax) so that a visitor arriving from a link stays where they were;
 * the browser's scripts never read it.
 */
export function cohortCookie(seed: string, secure: boolean): string {
  return `${COHORT_COOKIE}=${seed}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

/** Escapes text for HTML: element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON for a <script type="application/json"> element: nothing in it may end the element or open
 * a comment (`</script>`, `<!--`), whatever a booking's child name or a guest's answer holds.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The deployed remotes.json, read again only when it changes on disk (a deployment by hand, README). */
function remotesJsonReader(file: string) {
  let cached: { mtimeMs: number; size: number; json: unknown } | undefined;
  return async (): Promise<unknown> => {
    try {
      const { mtimeMs, size } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs || cached.size !== size) cached = { mtimeMs, size, json: JSON.parse(await readFile(file, 'utf8')) };
      return cached.json;
    } catch {
      return {};
    }
  };
}

/**
 * A stylesheet in the page's head: its text when the renderer has it, marked with its address
 * (`data-href`) so that the chunk loaders that would link it find it there; a link otherwise, and
 * for a text that could end the <style> element early.
 */
function stylesheetTag({ href, css }: Stylesheet): string {
  return css === undefined || /<\/style/i.test(css)
    ? `<link rel="stylesheet" href="${escapeHtml(href)}" />`
    : `<style data-href="${escapeHtml(href)}">${css}</style>`;
}

/**
 * The page's head connects at once to the origin the route's remote page comes from (its own host
 * on a phone's network: a new connection, two or three round trips), for the manifest, which the
 * federation runtime fetches (CORS, so a connection of its own), and for the scripts. Not the files
 * themselves: asked for with the page, they are what Lighthouse counts before its largest paint
 * (about 0.8 s more, measured: docs/decisions/037).
 */
function preconnectTags(origin: string): string[] {
  const href = escapeHtml(origin);
  return [`<link rel="preconnect" href="${href}" crossorigin="anonymous" />`, `<link rel="preconnect" href="${href}" />`];
}

/** Not an object of remotes: no remote is loaded, and each page says so. */
function remotesOf(json: unknown): RemotesConfig {
  try {
    return parseRemotesConfig(json);
  } catch {
    return {};
  }
}

/**
 * The live remotes: what the shell's remotes.json names (the deployment before any release), with
 * each remote promoted in the release state at its live release instead.
 */
export function liveRemotesReader(dir: string, releaseState: ReleaseStateClient | undefined): () => Promise<RemotesConfig> {
  const readRemotes = remotesJsonReader(path.join(path.resolve(dir), 'remotes.json'));
  return async () => remotesOf({ ...((await readRemotes()) as object), ...releaseState?.current().live });
}

const VISITOR_WENT_AWAY = 'The visitor went away';

/**
 * A signal aborted at the page's deadline or when the visitor goes away (their connection closes
 * before the page is sent), whichever comes first.
 */
function pageSignal(reply: FastifyReply): AbortSignal {
  const visitor = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) visitor.abort(new Error(VISITOR_WENT_AWAY));
  });
  return signalWithin(PAGE_DEADLINE_MS, visitor.signal);
}

/** Whether the page's work was given up because its visitor went away: nothing the release did. */
const visitorLeft = (signal: AbortSignal) => signal.aborted && (signal.reason as Error | undefined)?.message === VISITOR_WENT_AWAY;

/** What the renderer prepares, or undefined when it fails or has not by the deadline. */
async function prepared(renderer: Renderer, request: Parameters<Renderer['prepareResponse']>[0], log: FastifyRequest['log']) {
  const { signal } = request;
  return new Promise<PreparedResponse | undefined>((resolve) => {
    const late = () => {
      log.error('server rendering was not done by the deadline: the page is rendered in the browser');
      resolve(undefined);
    };
    signal.addEventListener('abort', late, { once: true });
    renderer.prepareResponse(request).then(
      (response) => resolve(response),
      (error: unknown) => {
        log.error({ err: error }, 'server rendering failed: the page is rendered in the browser');
        resolve(undefined);
      },
    ).finally(() => signal.removeEventListener('abort', late));
  });
}

export function pageServer({ dir, renderer, apiUrl, releaseState, siteUrl }: PageServerOptions) {
  const configuredOrigin = siteUrl?.replace(/\/+$/, '');
  const root = path.resolve(dir);
  const template = readFileSync(path.join(root, 'index.html'), 'utf8')
    // The remotes the browser loads travel in the page: no request for remotes.json.
    .replace(/<link rel="preload" href="\/remotes\.json"[^>]*>/, '');
  const [beforeRoot, afterRoot] = template.split('<div id="root"></div>');
  if (afterRoot === undefined) throw new Error(`${dir}/index.html has no <div id="root"></div>`);
  // The shell's own stylesheets (header, footer, messages): few and small, in every page's head.
  // Named as the shell's chunk loader names them, so that it does not load them again.
  const shellStylesheets: Stylesheet[] = readdirSync(root)
    .filter((file) => file.endsWith('.css'))
    .map((file) => ({ href: file, css: readFileSync(path.join(root, file), 'utf8') }));
  const readLive = liveRemotesReader(root, releaseState);
  // A failure the API does not take at once is logged and kept by the client for its next report.
  const failed = (canary: Canary, kind: FailureKind) =>
    releaseState?.failed(canary, kind).catch(() => undefined);

  return async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const signal = pageSignal(reply);
    const deadline = Date.now() + PAGE_DEADLINE_MS;
    const live = await readLive();
    // A visitor's release of each remote: the live one, or a canary's they are in (a cookie keeps them there).
    const canaries = releaseState?.current().canaries ?? {};
    const canaryRuns = Object.keys(canaries).length > 0;
    let seed = cohortSeedOf(request);
    if (canaryRuns && !seed) {
      seed = randomBytes(8).toString('hex');
      reply.header('set-cookie', cohortCookie(seed, request.protocol === 'https'));
    }
    const { remotes, canaries: joined } = visitorRemotes(live, canaries, seed);
    const route = remoteRouteAt(new URL(request.url, 'http://localhost').pathname);
    const canary = joined.find((c) => c.remote === route?.remote);
    if (canary) releaseState?.rendered(canary);
    const nonce = randomBytes(16).toString('base64');
    reply.header('content-security-policy', pagePolicy(remoteOrigins(remotes), nonce));

    const page = await prepared(renderer, { url: request.url, remotes, apiOrigin: apiUrl, siteOrigin: configuredOrigin ?? `${request.protocol}://${request.host}`, nonce, deadline, signal }, request.log);
    if (!page) {
      if (canary && !visitorLeft(signal)) await failed(canary, signal.aborted ? 'timeout' : 'render');
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(template);
    }
    // The browser reports a hydration error of a canary's page (site-server.ts, the beacon).
    if (canary) page.state.canary = { remote: canary.remote, release: canary.release };

    const body = new PassThrough();
    reply
      .code(page.status)
      // While a canary runs, one address shows different releases to different visitors: no shared cache may keep one.
      .header('cache-control', page.private ? 'private, no-store' : canaryRuns ? 'private, no-cache' : 'no-cache')
      .type('text/html; charset=utf-8')
      .send(body);

    const head = [
      // First of the page's scripts: from the first paint, a tap is kept until the page is live (issue 41).
      `<script nonce="${nonce}">${earlyEventsScript}</script>`,
      `<title>${escapeHtml(page.title)}</title>`,
      `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
      ...(page.description
        ? [`<meta name="description" content="${escapeHtml(page.description)}" />`, `<meta property="og:description" content="${escapeHtml(page.description)}" />`]
        : []),
      ...[...shellStylesheets, ...page.stylesheets].map(stylesheetTag),
      ...page.remoteOrigins.flatMap(preconnectTags),
    ].join('\n    ');
    body.write(beforeRoot!.replace(/<title>[^<]*<\/title>/, head));
    const markup = await page.renderBody().catch(() => '');
    // A canary's page that could not be loaded or threw while rendering counts against it, before
    // the page is finished: the visitor's next page sees the canary withdrawn if this was one too many.
    if (canary && page.state.page?.failed && !visitorLeft(signal)) await failed(canary, page.state.page.failed);
    body.write(`<div id="root">${markup}</div>`);
    body.write(`<script type="application/json" id="page-state" nonce="${nonce}">${jsonForScript(page.state)}</script>`);
    body.end(afterRoot);
    return reply;
  };
}
