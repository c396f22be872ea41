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
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { apiProxy, DEFAULT_BODY_LIMIT } from './api-proxy';
import { pagePolicy, pagePolicyFor } from './page-policy';
import { pageServer } from './page-server';
import type { Renderer } from './renderer/page-contract';
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
  await app.register((proxied) => apiProxy(proxied, { upstream: apiUrl, bodyLimit }));
  await app.register(async (served) => {
    await securityHeaders(served, false);
    // A rendered page has its own policy, with its nonce (page-server.ts); index.html asked for
    // by its name is the page rendered in the browser, which loads the remotes remotes.json names.
    served.addHook('onSend', async (_request, reply, payload) => {
      if (String(reply.getHeader('content-type') ?? '').startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', await pagePolicyFor(path.join(root, 'remotes.json')));
      }
      return payload;
    });
    const renderPage = pageServer({ dir: root, renderer, apiUrl });
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
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      api: { type: 'string' },
    },
  });
  if (!values.dir || !values.port) {
    console.error('usage: site-server --dir <dist folder> --port <port> [--host h] [--api <api url>]');
    process.exit(2);
  }
  const host = values.host ?? process.env.HOST;
  const listening = { dir: values.dir, port: Number(values.port), host };
  const served = values.api
    ? serveSite({
        ...listening,
        apiUrl: values.api,
        // The same variable as the API's: a body the API would refuse is refused here, whole.
        bodyLimit: process.env.BODY_LIMIT_BYTES ? Number(process.env.BODY_LIMIT_BYTES) : undefined,
      })
    : serveContainer(listening);
  served.then(
    (app) => {
      console.log(`Serving ${values.dir} on http://${host ?? 'localhost'}:${values.port}`);
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        process.on(signal, () => void app.close().then(() => process.exit(0)));
      }
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

if (require.main === module) main();
