/**
 * The monolith's stand-in for `shell/server/renderer/remote-pages.ts` (swapped in by
 * `resolve.alias` in `monolith.webpack.config.ts`, in its Node build): the same exports, but each
 * remote page is the page's module in the bundle (monolith-remote-registry.ts), with nothing to
 * register, fetch or allow. Its stylesheets are the monolith's own, which the page server writes
 * into every page's head as it does the shell's.
 */
import type { RemotePageModule } from '../../shared-ui/src/ssr/page-data';
import type { RemotesConfig } from '../../shell/src/federation/remotes-config';
import type { RemoteRoute } from '../../shell/src/routing/route-table';
import type { Stylesheet } from '../../shell/server/renderer/page-contract';
import { loadRemotePage } from './monolith-remote-registry';

export function registerDeployedRemotes(_remotes: RemotesConfig): ReadonlySet<string> {
  return new Set();
}

export function loadPageModule(route: RemoteRoute, _remotes: RemotesConfig, _origins: ReadonlySet<string>): Promise<RemotePageModule> {
  return loadRemotePage(route.remote, route.page);
}

export async function pageAssets(_manifestUrl: string, _page: string): Promise<{ stylesheets: Stylesheet[]; scripts: string[] }> {
  return { stylesheets: [], scripts: [] };
}
