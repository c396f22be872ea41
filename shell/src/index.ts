import { preloadRoute } from './federation/preload';
import { registerRemotesOfServer } from './federation/remote-registry';
import { loadSiteLayout } from './layout/load-site-layout';
import { readPageState } from './routing/server-page';
import { earlyVenueRequest } from './venue-request';

// A page the server rendered carries the remotes and the venue it was rendered with.
const pageState = readPageState();
if (pageState) registerRemotesOfServer(pageState.remotes);

// What the page needs from the network is asked for first, beside React rather than after it:
// the route's remote page, the header and footer, and the venue's details they show.
preloadRoute(window.location.pathname, loadSiteLayout, { remotePage: !pageState?.page?.failed });
if (!pageState) earlyVenueRequest();
// React and ReactDOM (66 KB gzip, the largest files of every page) would otherwise be asked for
// as the bootstrap chunk's modules ask for them, one round trip or more later (the bench's
// round trips show it).
void import('react');
void import('react/jsx-runtime');
void import('react-dom');
void import('react-dom/client');

// The async boundary: the federation runtime must set up the shared modules (React and friends)
// before any code that imports them runs.
import('./bootstrap');
