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
