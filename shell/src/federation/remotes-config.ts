import { isRemoteName, type RemoteName } from './remote-names';

/** Where each remote's manifest lives, read from remotes.json at run time. */
export type RemotesConfig = Partial<Record<RemoteName, string>>;

/**
 * remotes.json sits beside index.html and is replaced at deploy time: pointing an entry at another
 * deployment of a remote switches it on the next page load, without rebuilding the shell.
 */
export async function fetchRemotesConfig(url = '/remotes.json'): Promise<RemotesConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRemotesConfig(await response.json());
}

/**
 * Where the browser loads a remote's container: `remoteEntry.js` beside the manifest remotes.json
 * names (as the server loads `server/remoteEntry.js` there). Registering the entry rather than the
 * manifest spares the page a round trip before the entry, and the federation runtime the code that
 * reads manifests (`experiments.optimization.disableSnapshot`, docs/decisions/037); each container
 * loads its own stylesheets with its chunks.
 */
export function browserEntryOf(manifestUrl: string): string {
  return new URL('remoteEntry.js', new URL(manifestUrl, globalThis.location?.href ?? 'http://localhost/')).href;
}

/** The remotes as the federation runtime registers them in the browser. */
export function browserRemotes(remotes: RemotesConfig): Array<{ name: string; entry: string }> {
  return Object.entries(remotes).map(([name, manifest]) => ({ name, entry: browserEntryOf(manifest) }));
}

/** Keeps the entries that name a known remote and an http(s) or site-relative URL. */
export function parseRemotesConfig(json: unknown): RemotesConfig {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new Error('remotes.json must be an object of remote names to manifest URLs');
  }
  const config: RemotesConfig = {};
  for (const [name, entry] of Object.entries(json)) {
    if (isRemoteName(name) && typeof entry === 'string' && /^(https?:\/\/|\/)/.test(entry)) {
      config[name] = entry;
    }
  }
  return config;
}
