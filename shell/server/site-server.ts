/**
 * The site's server, as deployed: the shell's built `dist/` with its pages rendered on the server
 * and `/api` and `/checkout` proxied to the API (`serveSite`), or a remote's built `dist/`, whose
 * files the shell's page and the shell's server load from another origin (`serveContainer`).
 *
 *   tsx shell/server/site-server.ts --dir shell/dist --port 3000 --api http://127.0.0.1:4000
 *   tsx shell/server/site-server.ts --dir booking-mfe/dist --port 3001
 *
 * Security headers (helmet) on every file; the shell's pages get a policy allowing the remotes
 * remotes.json names (page-policy.ts). The proxied answers keep the API's own headers.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { apiProxy, DEFAULT_BODY_LIMIT } from './api-proxy';
import { pagePolicy, remoteOrigins } from './page-policy';
import { inCanary } from './releases/canary-cohort';
import { releaseStateClient, type ReleaseStateClient } from './releases/release-state-client';
import { cohortSeedOf, liveRemotesReader, pageServer } from './page-server';
import { HYDRATION_REPORT_PATH } from '../src/routing/server-page';
import type { Renderer } from './renderer/page-contract';
import { serveUntilStopped, serverCommandOptions } from './server-command-line';
import { staticFiles } from './static-files';

interface Listening {
  port: number;
  host?: string;
}

export interface SiteOptions extends Listening {
  /** The shell's built folder. */
  dir: string;
  /** The API's URL: `/api` and `/checkout` are forwarded there, and the pages read their data from it. */
  apiUrl: string;
  /** The largest body forwarded to the API (its BODY_LIMIT_BYTES). */
  bodyLimit?: number;
  /** The shell's renderer, or the file of its Node build; by default `<dir>/server/main.js`. */
  renderer?: Renderer | string;
  /** The release state (decision 073): what is live and the canaries; remotes.json alone without it. */
  releaseState?: ReleaseStateClient;
  /** The site's public address (SITE_URL, as the API's): the links a page shows are built on it. */
  siteUrl?: string;
}

/** A report is `{ remote, release }`: a few dozen bytes. */
const REPORT_BODY_LIMIT = 512;
/** Reports a client may send per minute: a page sends one. */
const REPORTS_PER_MINUTE = 10;

/** A client's address as the counts keep it: not the address itself. */
const clientKey = (address: string) => createHash('sha256').update(address).digest('hex').slice(0, 16);

/**
 * A browser's report of a hydration error on a canary's page. Counted only when it comes from a
 * page of this site (its Origin), names the canary running, and comes from a visitor in that
 * canary's cohort (their cookie); each client counts once however often it reports (decision 047).
 * Answered 204 whatever it was: the answer tells nobody what counted.
 */
function hydrationReports(served: FastifyInstance, releaseState: ReleaseStateClient) {
  served.post(
    HYDRATION_REPORT_PATH,
    { bodyLimit: REPORT_BODY_LIMIT, config: { rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: 60_000 } } },
    async (request, reply) => {
      const origin = request.headers.origin;
      const ownOrigin = `${request.protocol}://${request.headers.host ?? ''}`;
      let report: { remote?: unknown; release?: unknown } = {};
      try {
        report = typeof request.body === 'string' ? (JSON.parse(request.body) as typeof report) : ((request.body ?? {}) as typeof report);
      } catch {
        // Not JSON: nothing counted.
      }
      const canaries = releaseState.current().canaries;
      const canary = typeof report.remote === 'string' && Object.hasOwn(canaries, report.remote) ? canaries[report.remote] : undefined;
      const seed = cohortSeedOf(request);
      if (origin === ownOrigin && canary && canary.release === report.release && seed && inCanary(seed, canary)) {
        // A failure the API does not take at once is logged and kept by the client for its next report.
        await releaseState.failed(canary, 'hydration', clientKey(request.ip)).catch(() => undefined);
      }
      return reply.code(204).send();
    },
  );
}

export interface ContainerOptions extends Listening {
  /** A remote's built folder. */
  dir: string;
}

const renderers = new Map<string, Renderer>();

/** One renderer per process and file: the federation runtime it holds is one per process. */
function loadRenderer(file: string): Renderer {
  let renderer = renderers.get(file);
  if (!renderer) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    renderer = require(file) as Renderer;
    renderers.set(file, renderer);
  }
  return renderer;
}

function securityHeaders(app: FastifyInstance, crossOrigin: boolean) {
  return app.register(helmet, {
    // Set per page: the shell's follows remotes.json.
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    // Page addresses carry booking ids: no request, to any origin, reveals them.
    referrerPolicy: { policy: 'no-referrer' },
    // A remote's scripts and images are loaded by the shell's page, on another origin.
    crossOriginResourcePolicy: { policy: crossOrigin ? 'cross-origin' : 'same-origin' },
  });
}

async function listen(app: FastifyInstance, { port, host }: Listening): Promise<FastifyInstance> {
  await app.listen({ port, host: host ?? 'localhost' });
  return app;
}

// Closing drops open keep-alive connections too: a browser holding one must not keep a stopped
// server (a test's, or Ctrl-C's) alive.
const newServer = () => Fastify({ logger: false, forceCloseConnections: true });

/** The shell's site: its pages, rendered on the server, its files, and the API behind `/api` and `/checkout`. */
export async function serveSite(options: SiteOptions): Promise<FastifyInstance> {
  const { dir, apiUrl, bodyLimit = DEFAULT_BODY_LIMIT } = options;
  const root = path.resolve(dir);
  const renderer = typeof options.renderer === 'object' ? options.renderer : loadRenderer(options.renderer ?? path.join(root, 'server', 'main.js'));
  const app = newServer();
  const { releaseState } = options;
  // The first page is of the state the API gives (or, if it cannot be reached, of remotes.json alone).
  await releaseState?.ready;
  // Its counts not yet sent are sent as the site stops.
  if (releaseState) app.addHook('onClose', () => releaseState.close());
  await app.register((proxied) => apiProxy(proxied, { upstream: apiUrl, bodyLimit }));
  await app.register(async (served) => {
    await securityHeaders(served, false);
    // A rendered page has its own policy, with its nonce (page-server.ts); index.html asked for
    // by its name is the page rendered in the browser, which loads the live remotes.
    const readLive = liveRemotesReader(root, releaseState);
    served.addHook('onSend', async (_request, reply, payload) => {
      if (String(reply.getHeader('content-type') ?? '').startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', pagePolicy(remoteOrigins(await readLive())));
      }
      return payload;
    });
    const renderPage = pageServer({ dir: root, renderer, apiUrl, releaseState, siteUrl: options.siteUrl });
    if (releaseState) {
      await served.register(rateLimit, { global: false });
      hydrationReports(served, releaseState);
    }
    // The shell's `/` is a page like the others: rendered, not a folder's index.html.
    served.get('/', renderPage);
    await staticFiles(served, { root, container: 'shell', index: false });
    served.setNotFoundHandler((request, reply) => {
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(request.url.split('?')[0] ?? '');
      if (isPage) return renderPage(request, reply);
      return reply.code(404).type('text/plain').send('Not found');
    });
  });
  return listen(app, options);
}

/** A remote's files, for the shell's page and the shell's server on another origin. */
export async function serveContainer(options: ContainerOptions): Promise<FastifyInstance> {
  const root = path.resolve(options.dir);
  const app = newServer();
  await app.register(async (served) => {
    await securityHeaders(served, true);
    served.addHook('onSend', async (request, reply, payload) => {
      // Its standalone page (`npm run dev` without the shell) loads nothing from another origin.
      if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.header('content-security-policy', pagePolicy([]));
      // The files another origin reads: the shell's page fetches a remote's manifest, and the
      // federation runtime its stylesheets (decision 029). Its remoteEntry.js, chunks and images are
      // loaded by script and img elements, which need no CORS (only the Cross-Origin-Resource-Policy
      // above).
      if (/(\/mf-manifest\.json|\.css)$/.test(request.url.split('?')[0]!)) reply.header('access-control-allow-origin', '*');
      return payload;
    });
    await staticFiles(served, { root, container: 'remote', index: true });
    served.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain').send('Not found'));
  });
  return listen(app, options);
}

function main(): void {
  const { values } = parseArgs({ options: serverCommandOptions });
  if (!values.dir || !values.port) {
    console.error('usage: site-server --dir <dist folder> --port <port> [--host h] [--api <api url>]');
    process.exit(2);
  }
  const host = values.host ?? process.env.HOST;
  const listening = { dir: values.dir, port: Number(values.port), host };
  // With RELEASE_STATE_TOKEN, the API's release state: what is live and the canaries (decision 073).
  const token = process.env.RELEASE_STATE_TOKEN?.trim();
  const releaseState = values.api && token ? releaseStateClient({ apiUrl: values.api, token }) : undefined;
  const served = values.api
    ? serveSite({
        ...listening,
        apiUrl: values.api,
        // The same variable as the API's: a body the API would refuse is refused here, whole.
        bodyLimit: process.env.BODY_LIMIT_BYTES ? Number(process.env.BODY_LIMIT_BYTES) : undefined,
        releaseState,
        siteUrl: process.env.SITE_URL?.trim() || undefined,
      })
    : serveContainer(listening);
  serveUntilStopped(served, `${values.dir} on http://${host ?? 'localhost'}:${values.port}`);
}

if (require.main === module) main();
