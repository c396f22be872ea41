import { remoteRoutes, type RemoteRoute } from './route-table';

/**
 * A site the shell serves: an origin of its own with its own route table. The site's server is
 * told which one it serves (shell/server/site-server.ts, `site`), renders that site's routes, and
 * names it in the page, so that the browser hydrates with the same table. Plain data, like the route
 * table, so the server's own code and the entry script can read it.
 */
export interface Site {
  routes: readonly RemoteRoute[];
}

export const sites = {
  /** The parents' and guests' site (SPEC.md §2). */
  public: { routes: remoteRoutes },
} as const satisfies Record<string, Site>;

export type SiteName = keyof typeof sites;

export const DEFAULT_SITE: SiteName = 'public';

export function isSiteName(name: string): name is SiteName {
  return Object.hasOwn(sites, name);
}

/** The route table of the site a page names (the public site's when it names none it knows). */
export function routesOfSite(name: string | undefined): readonly RemoteRoute[] {
  return sites[name !== undefined && isSiteName(name) ? name : DEFAULT_SITE].routes;
}
