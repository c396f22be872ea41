import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

// A built container's files, as deployed: the shell's (beside the pages it renders) or a remote's.
// Only what is public is served, however its path is written: the guard reads the path as the file
// server will (`canonicalPath`), never as it came. Comparing the raw path let `//server/main.js`,
// `/./server/main.js`, `/%73erver/main.js` and `/x/../server/main.js` through to the shell's own
// server bundle, which the file server resolved each of them to.

/** Files whose name stays the same from one deployment to the next: always revalidate them. */
const unhashedFiles = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|remotes\.json)$/;

/**
 * A request's path as a file lookup reads it, or further: percent-decoded (once, as the file server
 * decodes it), backslashes and repeated slashes as one slash, `.` and `..` resolved (never above the
 * root). A path that does not decode is given as it came: the file server refuses it too.
 */
export function canonicalPath(url: string): string {
  const rawPath = url.split('?')[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return rawPath;
  }
  const segments: string[] = [];
  for (const segment of decoded.split(/[/\\]/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/**
 * Which of a container's files are not for browsers: the shell's `server/` folder (its renderer,
 * which runs in the site's server) whole; of a remote's, everything but its Node container
 * (`server/remoteEntry.js`), which the shell's server loads over HTTP as the browser loads the other.
 */
export function isPrivateFile(canonical: string, container: 'shell' | 'remote'): boolean {
  // Letter case too: a file system that ignores it would serve /SERVER/main.js.
  const lower = canonical.toLowerCase();
  if (!/^\/server(\/|$)/.test(lower)) return false;
  return container === 'shell' || lower !== '/server/remoteentry.js';
}

export interface StaticFilesOptions {
  root: string;
  container: 'shell' | 'remote';
  /** Serve `index.html` for `/` (a remote's standalone page); the shell renders its `/`. */
  index: boolean;
}

/** Serves `root`'s public files, with their caching headers. */
export async function staticFiles(app: FastifyInstance, { root, container, index }: StaticFilesOptions): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (isPrivateFile(canonicalPath(request.url), container)) await reply.code(404).type('text/plain').send('Not found');
  });

  await app.register(fastifyStatic, {
    root,
    index: index ? undefined : false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const cacheControl = unhashedFiles.test(filePath.split(path.sep).join('/'))
        ? 'no-cache'
        : 'public, max-age=31536000, immutable';
      res.setHeader('Cache-Control', cacheControl);
    },
  });
}
