import { createRequire } from 'node:module';
import { compileFunction } from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { allowedRemoteOrigins } from './request-scope';

/** A remote that takes longer than this for one file is shown as unavailable, from the server. */
export const REMOTE_FETCH_TIMEOUT_MS = 1000;

/**
 * The runtime's name for a remote's second deployment (its canary's or its live one's while a
 * canary runs: remote-pages.ts), beside the one under the remote's own name.
 */
export const secondPlace = (remote: string) => `${remote}_2`;
/** The container a place's entry exports: the remote's own name in either place. */
const containerOf = (place: string) => /^(.+)_2$/.exec(place)?.[1] ?? place;

function fetchAllowed(url: string, init?: RequestInit): Promise<Response> {
  const origin = new URL(url).origin;
  if (!allowedRemoteOrigins().has(origin)) {
    return Promise.reject(new Error(`${origin} is not an origin remotes.json names`));
  }
  return fetch(url, { ...init, signal: AbortSignal.timeout(REMOTE_FETCH_TIMEOUT_MS) });
}

/**
 * A remote's Node build compiled as a CommonJS module's function. Not `runInThisContext` on a
 * wrapper: on Node 20 that kept every deployment's source and code (~3 MiB for the invitation
 * remote) in V8's compilation cache until a memory-reducing collection, which a busy server seldom
 * has (docs/decisions/046), and `compileFunction` did not. From Node 22 `compileFunction` (and
 * Node's own `require`) go through that cache too; what it keeps is given back by the collection
 * V8 makes before it would run out of memory (measured on Node 24 and 26: ten 2 MiB entries kept
 * 20 MiB after full collections, nothing after that one), so a server that is promoted to
 * often holds some old deployments until memory is short, never more than it can give back.
 * Turning the cache off around this call (a V8 flag set at run time) was tried and taken back:
 * Node warns that flags changed after start may crash the process, and a CI run with it had a
 * test worker die of a segmentation fault (not traced to it, but not worth the risk).
 */
export function compileEntry(code: string, filename: string): (...args: unknown[]) => void {
  return compileFunction(code, ['exports', 'module', 'require', '__dirname', '__filename'], { filename }) as (...args: unknown[]) => void;
}

/**
 * The federation runtime's plugin on the shell's server: every file it fetches of a remote comes
 * from an origin the deployed remotes.json names (nothing a request could point it at), within a
 * second. What fails reaches the page, which shows the remote's fallback message.
 *
 * Every remote's entry, in either place, is loaded here rather than by the runtime, for two
 * reasons. The runtime keeps a container on the process's global object under the container's own
 * name (`invitation`), so the second place's would take the first's. And it compiles the entry with
 * `vm.Script`, whose compilation cache keeps each release's source and code (compileEntry). The
 * Node build (a CommonJS module exporting its container under its name) is run as a CommonJS module
 * and the container given to the runtime alone.
 */
export default function serverFederationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'server-federation-plugin',
    fetch: fetchAllowed,
    async loadEntry({ remoteInfo }) {
      const container = containerOf(remoteInfo.name);
      const response = await fetchAllowed(remoteInfo.entry);
      if (!response.ok) throw new Error(`${remoteInfo.entry} answered ${response.status}`);
      const code = await response.text();
      const module: { exports: Record<string, unknown> } = { exports: {} };
      const run = compileEntry(code, remoteInfo.entry);
      // Node's own require (not this bundle's), for the built-in modules a container asks for.
      run(module.exports, module, createRequire(`${process.cwd()}/`), new URL('.', remoteInfo.entry).pathname, remoteInfo.entry);
      const exported = module.exports[container];
      if (!exported) throw new Error(`${remoteInfo.entry} does not export the ${container} container`);
      return exported as never;
    },
  };
}
