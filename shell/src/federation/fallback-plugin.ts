import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A remote whose server accepts the connection but never answers must not hang the page. */
const manifestTimeoutMs = 10_000;
const retryDelayMs = 400;

/**
 * The shell's federation runtime plugin. It runs before React exists (inside the runtime), so it
 * renders nothing: it bounds the manifest fetch and retries a failed remote once. What still fails
 * reaches the route's error boundary, which shows the message and the Try again button.
 */
export default function shellFallbackPlugin(): ModuleFederationRuntimePlugin {
  const retrying = new Set<string>();
  return {
    name: 'shell-fallback-plugin',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(manifestTimeoutMs) });
    },
    async errorLoadRemote({ id, lifecycle, origin, remote }) {
      // A manifest that cannot be fetched fails at 'afterResolve' and then again at 'onLoad'; a
      // bad entry or chunk fails at 'onLoad'. Retry once, at 'onLoad' only, and let the rest
      // throw (returning nothing keeps the original error).
      if (lifecycle !== 'onLoad' || retrying.has(id)) return undefined;
      const registered = origin.options.remotes.find((candidate) => candidate.name === remote?.name);
      if (!registered) return undefined;
      retrying.add(id);
      try {
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
        origin.registerRemotes([{ ...registered }], { force: true });
        return await origin.loadRemote(id);
      } catch {
        return undefined;
      } finally {
        retrying.delete(id);
      }
    },
  };
}
