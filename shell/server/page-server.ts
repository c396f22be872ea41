import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseRemotesConfig } from '../src/federation/remotes-config';
import type { PageRequest, PreparedResponse, Stylesheet } from './renderer/page-contract';
import { pagePolicy, remoteOrigins } from './page-policy';

// The site's pages, rendered on the server (docs/decisions/029): the shell's Node build
// (shell/dist/server/main.js) prepares and renders each page; this sends it. The page's head goes
// first, with its stylesheets and title, so that the browser fetches them while the body renders;
// then the markup, and the state the browser hydrates with. A page the renderer cannot make at all
// is sent as the browser-rendered page (index.html), never as an error.

interface Renderer {
  preparePage(request: PageRequest): Promise<PreparedResponse>;
}

export interface PageServerOptions {
  /** The shell's built folder (index.html, remotes.json, its stylesheets). */
  dir: string;
  /** The shell's Node build; by default `<dir>/server/main.js`. */
  renderer?: string;
  /** The API's address, as this server reaches it. */
  apiUrl: string;
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

/** The deployed remotes.json, read again only when it changes on disk. */
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

export function pageServer({ dir, renderer: rendererFile = path.join(dir, 'server', 'main.js'), apiUrl }: PageServerOptions) {
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
  const readRemotes = remotesJsonReader(path.join(root, 'remotes.json'));
  const canRender = existsSync(rendererFile);

  return async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const remotesJson = await readRemotes();
    const nonce = randomBytes(16).toString('base64');
    const origins = remoteOrigins(remotesJson);
    reply.header('content-security-policy', pagePolicy(origins, nonce));

    let prepared: PreparedResponse | undefined;
    if (canRender) {
      try {
        let remotes = {};
        try {
          remotes = parseRemotesConfig(remotesJson);
        } catch {
          // Not an object: no remote is loaded, and each page says so.
        }
        prepared = await loadRenderer(rendererFile).preparePage({ url: request.url, remotes, apiOrigin: apiUrl, nonce });
      } catch (error) {
        request.log.error({ err: error }, 'server rendering failed: the page is rendered in the browser');
      }
    }
    if (!prepared) {
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(template);
    }

    const body = new PassThrough();
    reply
      .code(prepared.status)
      .header('cache-control', prepared.private ? 'private, no-store' : 'no-cache')
      .type('text/html; charset=utf-8')
      .send(body);

    const head = [
      `<title>${escapeHtml(prepared.title)}</title>`,
      `<meta property="og:title" content="${escapeHtml(prepared.title)}" />`,
      ...(prepared.description
        ? [`<meta name="description" content="${escapeHtml(prepared.description)}" />`, `<meta property="og:description" content="${escapeHtml(prepared.description)}" />`]
        : []),
      ...[...shellStylesheets, ...prepared.stylesheets].map(stylesheetTag),
    ].join('\n    ');
    body.write(beforeRoot!.replace(/<title>[^<]*<\/title>/, head));
    const markup = await prepared.renderBody().catch(() => '');
    body.write(`<div id="root">${markup}</div>`);
    body.write(`<script type="application/json" id="page-state" nonce="${nonce}">${jsonForScript(prepared.state)}</script>`);
    body.end(afterRoot);
    return reply;
  };
}
