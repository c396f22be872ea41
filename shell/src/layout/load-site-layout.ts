/**
 * The header and footer's chunk. One import() for both callers (the entry script starts it early,
 * AppRoutes renders it), so that webpack makes one chunk of it, not one per caller.
 */
export const loadSiteLayout = () => import('./site-layout');
