import { remoteRouteAt } from '../routing/route-table';
import { remotesReady, startLoadingRemotePage } from './remote-registry';

/**
 * Starts what the page at `pathname` needs as soon as the entry script runs, beside React and the
 * shell's own chunks rather than after them: remotes.json (index.html has already asked for it),
 * the route's remote page (its manifest, remoteEntry.js and chunks), and the header and footer
 * unless the route goes without them. Failures are shown by the route, once it renders. Not the
 * remote page when the server could not show it: the page shows that, and Try again loads anew.
 */
export function preloadRoute(
  pathname: string,
  loadLayout: () => Promise<unknown>,
  { remotePage = true }: { remotePage?: boolean } = {},
): void {
  remotesReady().catch(() => undefined);
  const route = remoteRouteAt(pathname);
  if (route && remotePage) startLoadingRemotePage(route.remote, route.page);
  if (!route?.standalone) loadLayout().catch(() => undefined);
}
