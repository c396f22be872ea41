/**
 * The staff site (docs/decisions/045): the staff console on an origin of its own (STAFF_SITE_URL;
 * `npm start` serves it at http://localhost:3100). It serves the shell's staff host page
 * (staff.html), which loads the `staff` remote named in the deployed remotes.json, at the staff
 * console's addresses, and forwards the staff API and the venue's details to the API. Nothing of
 * the public site: its pages answer 404 here, as the staff pages and API do on the public site.
 *
 *   tsx shell/server/staff-site.ts --dir shell/dist --port 3100 --api http://127.0.0.1:4000
 *
 * Every answer: helmet's headers and `X-Robots-Tag: noindex`; the pages: `Cache-Control:
 * no-store` (one signed-in person's) and the public pages' strict policy, allowing the staff
 * remote's origin alone.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import helmet from '@fastify/helmet';
import { parseRemotesConfig } from '../src/federation/remotes-config';
import { STAFF_REMOTES_ID } from '../src/staff-site/staff-remotes';
import { staffRouteAt } from '../src/staff-site/staff-route-table';
import { apiProxy, DEFAULT_BODY_LIMIT } from './api-proxy';
import { escapeHtml, jsonForScript } from './page-server';
import { pagePolicy, remoteOrigins } from './page-policy';
import { normalisedPath, staffSiteForwards } from './proxied-paths';
import { serveUntilStopped, serverCommandOptions } from './server-command-line';
import { isSourceMap } from './static-files';

export interface StaffSiteOptions {
  /** The shell's built folder: staff.html, remotes.json and the host page's scripts. */
  dir: string;
  port: number;
  host?: string;
  /** The API's URL: the staff API and /api/venue are forwarded there. */
  apiUrl: string;
  /** The largest body forwarded to the API (its BODY_LIMIT_BYTES). */
  bodyLimit?: number;
}

/** The shell's files a browser never needs from the staff site: the public site's page, the deployment's list, the server's build, source maps. */
function isServedFile(pathName: string): boolean {
  const file = normalisedPath(pathName) ?? '';
  return !/\.html$/.test(file) && file !== '/remotes.json' && !file.startsWith('/server/') && !isSourceMap(file);
}

/** The staff remote's manifest, as the deployed remotes.json names it now (a new deployment is served on the next page). */
async function staffRemote(remotesJsonPath: string): Promise<{ staff?: string }> {
  try {
    const { staff } = parseRemotesConfig(JSON.parse(await readFile(remotesJsonPath, 'utf8')));
    return staff ? { staff } : {};
  } catch {
    return {};
  }
}

async function staffPages(app: FastifyInstance, options: StaffSiteOptions): Promise<void> {
  const root = path.resolve(options.dir);
  const template = readFileSync(path.join(root, 'staff.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error(`${root}/staff.html has no <div id="root"></div>`);

  await app.register(helmet, {
    // Set per page below: it follows remotes.json.
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  // Nothing of the staff site belongs in a search engine, whatever a link to it says.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-robots-tag', 'noindex, nofollow');
    return payload;
  });

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const remotes = await staffRemote(path.join(root, 'remotes.json'));
    const nonce = randomBytes(16).toString('base64');
    const known = staffRouteAt(request.url.split('?')[0] ?? '/');
    const html = template.replace(
      '<div id="root"></div>',
      // Until the script has the page up, the page says so (never a blank page); the remote's
      // address travels in the page, under the response's nonce.
      '<div id="root"><p role="status" style="padding: 1rem; font-family: system-ui, sans-serif">Loading the staff console…</p></div>' +
        `<script type="application/json" id="${STAFF_REMOTES_ID}" nonce="${escapeHtml(nonce)}">${jsonForScript(remotes)}</script>`,
    );
    return reply
      .code(known ? 200 : 404)
      .header('content-security-policy', pagePolicy(remoteOrigins(remotes), nonce))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  app.get('/robots.txt', async (_request, reply) => reply.header('cache-control', 'no-cache').type('text/plain').send('User-agent: *\nDisallow: /\n'));
  // `/` is the run sheet, a page like the others: not a folder's index.
  app.get('/', sendPage);

  await app.register(fastifyStatic, {
    root,
    index: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (pathName) => isServedFile(pathName),
    setHeaders(res) {
      // Only the host page's scripts and styles are served here, each named by its content's hash.
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (isPage) return sendPage(request, reply);
    return reply.code(404).type('text/plain').send('Not found');
  });
}

export async function serveStaffSite(options: StaffSiteOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register((proxied) =>
    apiProxy(proxied, { upstream: options.apiUrl, bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT, forwards: staffSiteForwards }),
  );
  await app.register((served) => staffPages(served, options));
  await app.listen({ port: options.port, host: options.host ?? 'localhost' });
  return app;
}

function main(): void {
  const { values } = parseArgs({
    options: serverCommandOptions,
  });
  if (!values.dir || !values.port || !values.api) {
    console.error('usage: staff-site --dir <shell dist folder> --port <port> --api <api url> [--host h]');
    process.exit(2);
  }
  const started = serveStaffSite({
    dir: values.dir,
    port: Number(values.port),
    host: values.host ?? process.env.HOST,
    apiUrl: values.api,
    bodyLimit: process.env.BODY_LIMIT_BYTES ? Number(process.env.BODY_LIMIT_BYTES) : undefined,
  });
  serveUntilStopped(started, `the staff site on http://${values.host ?? process.env.HOST ?? 'localhost'}:${values.port}`);
}

if (require.main === module) main();
