import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotePageModule } from '@party/shared-ui';
import { RemoteLoadError } from '../../src/federation/remote-load-error';
import type { RemoteName } from '../../src/federation/remote-names';
import type { RemotesConfig } from '../../src/federation/remotes-config';
import type { RemoteRoute } from '../../src/routing/route-table';
import type { Stylesheet } from './page-contract';
import { withRemoteOrigins } from './request-scope';
import { REMOTE_FETCH_TIMEOUT_MS, secondPlace } from './server-federation-plugin';

// The remotes on the shell's server (docs/decisions/029): registered with the process's one
// federation runtime from the deployed remotes.json, each route's page loaded over HTTP within a
// second, and its stylesheets read from the remote's browser manifest. What is kept here is kept
// per deployment (whose files never change) and for the deployments in use only: nothing of a
// visitor's request.

/** Where a remote's Node build is: `server/remoteEntry.js` beside the manifest remotes.json names. */
export function serverEntryOf(manifestUrl: string): string {
  return new URL('server/remoteEntry.js', manifestUrl).href;
}

interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: { css?: { sync?: string[]; async?: string[] }; js?: { sync?: string[] } } }>;
}

/** What a remote page needs in the browser, from its remote's manifest. */
interface PageFiles {
  stylesheets: string[];
  /** Its remote's entry and the page's own scripts. */
  scripts: string[];
}

/** Each deployment's manifest, read once: a deployment's files never change. */
const manifests = new Map<string, Promise<Manifest>>();

/** Each stylesheet's text, read once (its name carries its content's hash); null when it could not be read. */
const stylesheetTexts = new Map<string, Promise<string | null>>();

/**
 * The federation runtime's two places for each remote: its own name and its second place, each holding one
 * deployment's entry, so that a remote's live release and its canary are both loaded while a canary
 * runs (docs/decisions/046) rather than one replacing the other on every other request. A third
 * deployment takes the place used least recently.
 */
const places = new Map<string, { remote: RemoteName; entry: string; usedAt: number }>();
let uses = 0;

/** The name the runtime has this deployment of the remote under, registering it if it has not. */
function placeOf(remote: RemoteName, entry: string): string {
  const names = [remote, secondPlace(remote)];
  const found = names.find((name) => places.get(name)?.entry === entry);
  const name = found ?? names.find((candidate) => !places.has(candidate)) ?? names.sort((a, b) => places.get(a)!.usedAt - places.get(b)!.usedAt)[0]!;
  if (!found) {
    // Another deployment in this place is dropped (`force`): its code can be collected.
    registerRemotes([{ name, entry }], { force: places.has(name) });
  }
  places.set(name, { remote, entry, usedAt: ++uses });
  return name;
}

export interface DeployedRemotes {
  /** The origins the request's remote code may come from. */
  origins: ReadonlySet<string>;
  /** The name each remote is loaded by in the runtime (its place). */
  names: Partial<Record<RemoteName, string>>;
}

/**
 * Registers the remotes of a request (the deployed remotes.json, with a canary the visitor is in),
 * and gives the origins their code may come from.
 */
export function registerDeployedRemotes(remotes: RemotesConfig): DeployedRemotes {
  const origins = new Set<string>();
  const names: Partial<Record<RemoteName, string>> = {};
  for (const [remote, manifest] of Object.entries(remotes) as Array<[RemoteName, string]>) {
    const entry = serverEntryOf(manifest);
    origins.add(new URL(entry).origin);
    names[remote] = placeOf(remote, entry);
  }
  // Only the deployments in the runtime's places are kept: a server that sees one deployment after
  // another for months must not keep them all.
  const inUse = new Set([...places.values()].map(({ entry }) => new URL('..', entry).href));
  for (const url of manifests.keys()) if (!inUse.has(new URL('.', url).href)) manifests.delete(url);
  for (const href of stylesheetTexts.keys()) if (![...inUse].some((folder) => href.startsWith(folder))) stylesheetTexts.delete(href);
  return { origins, names };
}

/** Forgets a remote that failed, so that the next request tries it afresh. */
function forget(name: string): void {
  const place = places.get(name);
  if (place) registerRemotes([{ name, entry: place.entry }], { force: true });
}

export function withinTimeout<T>(promise: Promise<T>, what: string, ms = REMOTE_FETCH_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The route's page module, from the remote's deployment the request's remotes name (registered by registerDeployedRemotes). */
export async function loadPageModule(route: RemoteRoute, { origins, names }: DeployedRemotes): Promise<RemotePageModule> {
  const name = names[route.remote];
  if (!name) throw new RemoteLoadError(route.remote, { reason: 'it is not listed in remotes.json' });
  let loaded: RemotePageModule | null;
  try {
    loaded = await withRemoteOrigins(origins, () =>
      withinTimeout(loadRemote<RemotePageModule>(`${name}/${route.page}`), `The ${route.remote} remote`),
    );
  } catch (cause) {
    forget(name);
    throw new RemoteLoadError(route.remote, { cause });
  }
  if (typeof loaded?.default !== 'function') throw new RemoteLoadError(route.remote, { reason: `it does not expose ${route.page}` });
  return loaded;
}

/** The stylesheets and scripts of a remote's exposed page, from its browser manifest. */
async function filesOf(manifestUrl: string, page: string): Promise<PageFiles> {
  let manifest = manifests.get(manifestUrl);
  if (!manifest) {
    manifest = withinTimeout(
      fetch(manifestUrl, { signal: AbortSignal.timeout(REMOTE_FETCH_TIMEOUT_MS) }).then((response) => {
        if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
        return response.json() as Promise<Manifest>;
      }),
      manifestUrl,
    );
    manifests.set(manifestUrl, manifest);
    manifest.catch(() => manifests.delete(manifestUrl));
  }
  const { metaData, exposes = [] } = await manifest;
  const exposed = exposes.find((candidate) => candidate.path === `./${page}`);
  const base = metaData?.publicPath && metaData.publicPath !== 'auto' ? metaData.publicPath : manifestUrl;
  const at = (file: string) => new URL(file, base).href;
  const entry = metaData?.remoteEntry?.name ? [at(`${metaData.remoteEntry.path ? `${metaData.remoteEntry.path}/` : ''}${metaData.remoteEntry.name}`)] : [];
  return {
    stylesheets: [...(exposed?.assets?.css?.sync ?? []), ...(exposed?.assets?.css?.async ?? [])].map(at),
    scripts: [...entry, ...(exposed?.assets?.js?.sync ?? []).map(at)],
  };
}

/**
 * A remote page's stylesheets with their text, for the page's head: a phone on a slow network paints
 * the page from the first response, with no request to another origin first. A stylesheet whose
 * text cannot be read in time is linked instead. And its scripts, whose origins the page's head
 * connects to at once (docs/decisions/037).
 */
export async function pageAssets(manifestUrl: string, page: string): Promise<{ stylesheets: Stylesheet[]; scripts: string[] }> {
  const files = await filesOf(manifestUrl, page);
  const stylesheets = await Promise.all(
    files.stylesheets.map(async (href) => {
      let text = stylesheetTexts.get(href);
      if (!text) {
        text = withinTimeout(
          fetch(href, { signal: AbortSignal.timeout(REMOTE_FETCH_TIMEOUT_MS) }).then((response) => (response.ok ? response.text() : null)),
          href,
        ).catch(() => null);
        stylesheetTexts.set(href, text);
        // A failure is not kept: the next page asks again.
        void text.then((css) => css === null && stylesheetTexts.delete(href));
      }
      const css = await text;
      return css === null ? { href } : { href, css };
    }),
  );
  return { stylesheets, scripts: [manifestUrl, ...files.scripts] };
}
