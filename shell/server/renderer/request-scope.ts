import { AsyncLocalStorage } from 'node:async_hooks';

// What the federation runtime's plugin must know of the request it loads a remote for. The runtime
// is one per process and calls its plugin with a URL alone, so the request's own remotes.json
// reaches the plugin through Node's async context, never through a variable that the latest
// request would set for every other one (docs/decisions/035).

const scope = new AsyncLocalStorage<ReadonlySet<string>>();

/** Runs `load` with the origins the request's remotes.json names as the only ones remote code may come from. */
export function withRemoteOrigins<T>(origins: ReadonlySet<string>, load: () => T): T {
  return scope.run(origins, load);
}

/** The origins of the remotes the request being rendered may load: none outside a request. */
export function allowedRemoteOrigins(): ReadonlySet<string> {
  return scope.getStore() ?? new Set();
}
