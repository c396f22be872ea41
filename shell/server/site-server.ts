/**
 * Serves one package's built `dist/` the way it is deployed: the shell (with the site's `/api` and
 * `/checkout` proxied to the API, and every unknown path answered with index.html for the router)
 * or a remote (whose files the shell's page, on another origin, loads).
 *
 *   tsx tooling/serve-dist.ts --dir shell/dist --port 3000 --spa --proxy http://127.0.0.1:4000
 *
 * Security headers (helmet) on every file; the shell's pages get a policy allowing the remotes
 * remotes.json names (site/page-policy.ts). The proxied answers keep the API's own headers.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import helmet from '@fastify/helmet';
import { apiProxy, DEFAULT_BODY_LIMIT } from './api-proxy';
import { pagePolicy, pagePolicyFor } from './page-policy';
import { pageServer } from './page-server';
import { normalisedPath } from './proxied-paths';

export interface ServeDistOptions {
  dir: string;
  port: number;
  host?: string;
  /** Answer unknown paths with index.html (the shell's client-side routes). */
  spa?: boolean;
  /** The API's URL: `/api` and `/checkout` are forwarded there. */
  proxy?: string;
  /** The largest body forwarded to the API (its BODY_LIMIT_BYTES). */
  bodyLimit?: number;
  /** The shell's Node build, which renders its pages; by default `<dir>/server/main.js`. */
  renderer?: string;
}

/** Files whose name stays the same from one deployment to the next: always revalidate them. */
const unhashedFiles = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|remotes\.json)$/;

/** A served folder: its files with security headers, and for the shell its pages' policy. */
async function files(app: FastifyInstance, options: ServeDistOptions): Promise<void> {
  const root = path.resolve(options.dir);
  const isShell = Boolean(options.spa);

  await app.register(helmet, {
    // Set per page below: the shell's follows remotes.json.
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    // Page addresses carry booking ids: no request, to any origin, reveals them.
    referrerPolicy: { policy: 'no-referrer' },
    // A remote's scripts and images are loaded by the shell's page, on another origin.
    crossOriginResourcePolicy: { policy: isShell ? 'same-origin' : 'cross-origin' },
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // A server-rendered page has its own, with the response's nonce (site/page-server.ts).
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      const policy = isShell ? await pagePolicyFor(path.join(root, 'remotes.json')) : pagePolicy([]);
      reply.header('content-security-policy', policy);
    }
    // The files another origin reads: the shell's page fetches a remote's manifest, and the
    // federation runtime its stylesheets (decision 029). Its remoteEntry.js, chunks and images are
    // loaded by script and img elements, which need no CORS (only the Cross-Origin-Resource-Policy
    // above); the shell's files are read by its own pages.
    if (!isShell && /(\/mf-manifest\.json|\.css)$/.test(request.url.split('?')[0]!)) reply.header('access-control-allow-origin', '*');
    return payload;
  });

  const renderPage = options.spa && options.proxy ? pageServer({ dir: root, renderer: options.renderer, apiUrl: options.proxy }) : undefined;
  // The shell's `/` is a page like the others: rendered, not a folder's index.html.
  if (renderPage) app.get('/', renderPage);

  // The shell's Node build renders its pages here; it is not a file for browsers. Nor is the staff
  // site's host page: the staff site alone serves it (staff-site.ts).
  if (isShell) app.addHook('onRequest', async (request, reply) => {
    if (/^\/server(\/|$)/.test(request.url) || normalisedPath(request.url) === '/staff.html') await reply.code(404).type('text/plain').send('Not found');
  });

  await app.register(fastifyStatic, {
    root,
    index: renderPage ? false : undefined,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const cacheControl = unhashedFiles.test(filePath.split(path.sep).join('/'))
        ? 'no-cache'
        : 'public, max-age=31536000, immutable';
      res.setHeader('Cache-Control', cacheControl);
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(request.url.split('?')[0] ?? '');
    if (renderPage && isPage) return renderPage(request, reply);
    if (options.spa && isPage) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
}

export async function serveDist(options: ServeDistOptions): Promise<FastifyInstance> {
  // Closing drops open keep-alive connections too: a browser holding one must not keep a stopped
  // remote (a test's, or Ctrl-C's) alive.
  const app = Fastify({ logger: false, forceCloseConnections: true });

  if (options.proxy) {
    const upstream = options.proxy;
    await app.register((proxied) => apiProxy(proxied, { upstream, bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT }));
  }
  await app.register((served) => files(served, options));

  await app.listen({ port: options.port, host: options.host ?? 'localhost' });
  return app;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      spa: { type: 'boolean', default: false },
      proxy: { type: 'string' },
    },
  });
  if (!values.dir || !values.port) {
    console.error('usage: serve-dist --dir <dist folder> --port <port> [--host h] [--spa] [--proxy <api url>]');
    process.exit(2);
  }
  serveDist({
    dir: values.dir,
    port: Number(values.port),
    host: values.host ?? process.env.HOST,
    spa: values.spa,
    proxy: values.proxy,
    // The same variable as the API's: a body the API would refuse is refused here, whole.
    bodyLimit: process.env.BODY_LIMIT_BYTES ? Number(process.env.BODY_LIMIT_BYTES) : undefined,
  }).then(
    (app) => {
      console.log(`Serving ${values.dir} on http://${values.host ?? process.env.HOST ?? 'localhost'}:${values.port}`);
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
