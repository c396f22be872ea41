import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { normalisedPath } from './proxied-paths';

// A built container's files, as deployed: the shell's (beside the pages it renders) or a remote's.
// Only what is public is served, however its path is written: the guard reads the path as the file
// server will, or further (`normalisedPath`), never as it came. Comparing the raw path let
// `//server/main.js`, `/./server/main.js`, `/%73erver/main.js` and `/x/../server/main.js` through to
// the shell's own server bundle, which the file server resolved each of them to.

/** Files whose name stays the same from one deployment to the next: always revalidate them. */
const unhashedFiles = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|remotes\.json)$/;

/**
 * A source map: the build's own sources, for its developers. A production build makes none
 * (tooling/webpack-config.ts); one that is there all the same is never served (decision 055).
 */
export const isSourceMap = (normalised: string): boolean => normalised.endsWith('.map');

/**
 * Which of a container's files are not for browsers, given the path as `normalisedPath` reads it
 * (letter case too: a file system that ignores it would serve /SERVER/main.js): source maps; the
 * shell's `server/` folder (its renderer, which runs in the site's server) whole, and the staff
 * site's host page (the staff site alone serves it, staff-site.ts); of a remote's, everything under
 * `server/` but its Node container (`server/remoteEntry.js`), which the shell's server loads over
 * HTTP as the browser loads the other.
 */
export function isPrivateFile(normalised: string, container: 'shell' | 'remote'): boolean {
  if (isSourceMap(normalised)) return true;
  if (container === 'shell') return /^\/server(\/|$)/.test(normalised) || normalised === '/staff.html';
  return /^\/server(\/|$)/.test(normalised) && normalised !== '/server/remoteentry.js';
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
    // A path that does not decode is left to the file server, which refuses it too.
    const normalised = normalisedPath(request.url);
    if (normalised !== undefined && isPrivateFile(normalised, container)) await reply.code(404).type('text/plain').send('Not found');
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
