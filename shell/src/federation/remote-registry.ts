import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotePageModule } from '@party/shared-ui';
import { RemoteLoadError } from './remote-load-error';
import { browserEntryOf, browserRemotes, fetchRemotesConfig, type RemotesConfig } from './remotes-config';
import type { RemoteName } from './remote-names';

export { RemoteLoadError };

let config: Promise<RemotesConfig> | undefined;

/**
 * The remotes a server-rendered page was rendered with (it carries them): the browser loads the
 * same deployments, without asking for remotes.json.
 */
export function registerRemotesOfServer(remotes: RemotesConfig): void {
  registerRemotes(browserRemotes(remotes));
  config = Promise.resolve(remotes);
}

/** Reads remotes.json once per page load and registers each remote it names. */
export function remotesReady(): Promise<RemotesConfig> {
  config ??= fetchRemotesConfig().then(
    (loaded) => {
      registerRemotes(browserRemotes(loaded));
      return loaded;
    },
    (error: unknown) => {
      // Forget the failure, so that Try again reads remotes.json anew.
      config = undefined;
      throw error;
    },
  );
  return config;
}

/** Page loads started before React was there (preload.ts), each kept for the first page that asks. */
const started = new Map<string, Promise<RemotePageModule>>();

/** Starts loading a remote page now; the first loadRemotePage of the same page takes it over. */
export function startLoadingRemotePage(remote: RemoteName, page: string): void {
  const key = `${remote}/${page}`;
  if (started.has(key)) return;
  const loading = loadPage(remote, page);
  // Until a page takes it, nobody waits for it: its failure is shown by that page.
  loading.catch(() => undefined);
  started.set(key, loading);
}

/** A remote page's module: the load started early if there is one, else a new one. */
export function loadRemotePage(remote: RemoteName, page: string): Promise<RemotePageModule> {
  const key = `${remote}/${page}`;
  const early = started.get(key);
  if (!early) return loadPage(remote, page);
  started.delete(key);
  return early;
}

async function loadPage(remote: RemoteName, page: string): Promise<RemotePageModule> {
  let remotes: RemotesConfig;
  try {
    remotes = await remotesReady();
  } catch (cause) {
    throw new RemoteLoadError(remote, { cause, reason: 'remotes.json could not be read' });
  }
  if (!remotes[remote]) throw new RemoteLoadError(remote, { reason: 'it is not listed in remotes.json' });

  let loaded: RemotePageModule | null;
  try {
    loaded = await loadRemote<RemotePageModule>(`${remote}/${page}`);
  } catch (cause) {
    throw new RemoteLoadError(remote, { cause });
  }
  if (typeof loaded?.default !== "function") {
    throw new RemoteLoadError(remote, { reason: `it does not expose a ${page} component` });
  }
  return loaded;
}

/** Forgets what the runtime cached of a remote that failed, so the next load starts afresh. */
export async function resetRemote(remote: RemoteName): Promise<void> {
  const remotes = await remotesReady().catch(() => undefined);
  const manifest = remotes?.[remote];
  if (manifest) registerRemotes([{ name: remote, entry: browserEntryOf(manifest) }], { force: true });
}
