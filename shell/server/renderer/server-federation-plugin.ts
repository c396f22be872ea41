import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { allowedRemoteOrigins } from './request-scope';

/** A remote that takes longer than this for one file is shown as unavailable, from the server. */
export const REMOTE_FETCH_TIMEOUT_MS = 1000;

/**
 * The federation runtime's plugin on the shell's server: every file it fetches of a remote comes
 * from an origin the deployed remotes.json names (nothing a request could point it at), within a
 * second. What fails reaches the page, which shows the remote's fallback message.
 */
export default function serverFederationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'server-federation-plugin',
    fetch(url, init) {
      const origin = new URL(url).origin;
      if (!allowedRemoteOrigins().has(origin)) {
        return Promise.reject(new Error(`${origin} is not an origin remotes.json names`));
      }
      return fetch(url, { ...init, signal: AbortSignal.timeout(REMOTE_FETCH_TIMEOUT_MS) });
    },
  };
}
