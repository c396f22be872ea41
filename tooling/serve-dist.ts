/**
 * Serves one package's built `dist/` the way it is deployed: the shell (with the site's `/api` and
 * `/checkout` proxied to the API, and every unknown path answered with index.html for the router)
 * or a remote (with CORS, since the shell on another origin reads its manifest).
 *
 *   tsx tooling/serve-dist.ts --dir shell/dist --port 3000 --spa --proxy http://127.0.0.1:4000
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';

export interface ServeDistOptions {
  dir: string;
  port: number;
  host?: string;
  /** Answer unknown paths with index.html (the shell's client-side routes). */
  spa?: boolean;
  /** The API's URL: `/api` and `/checkout` are forwarded there. */
  proxy?: string;
}

/** Files whose name stays the same from one deployment to the next: always revalidate them. */
const unhashedFiles = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|remotes\.json)$/;

export async function serveDist(options: ServeDistOptions): Promise<FastifyInstance> {
  // Closing drops open keep-alive connections too: a browser holding one must not keep a stopped
  // remote (a test's, or Ctrl-C's) alive.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const root = path.resolve(options.dir);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
  });

  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const cacheControl = unhashedFiles.test(filePath.split(path.sep).join('/'))
        ? 'no-cache'
        : 'public, max-age=31536000, immutable';
      res.setHeader('Cache-Control', cacheControl);
    },
  });

  if (options.proxy) {
    for (const prefix of ['/api', '/checkout']) {
      await app.register(httpProxy, { upstream: options.proxy, prefix, rewritePrefix: prefix });
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '');
    if (options.spa && isPage) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).type('text/plain').send('Not found');
  });

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
