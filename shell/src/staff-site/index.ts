import { registerRemotesOfServer, remotesReady, startLoadingRemotePage } from '../federation/remote-registry';
import { earlyVenueRequest } from '../venue-request';
import { readStaffRemotes } from './staff-remotes';
import { staffRouteAt } from './staff-route-table';

// The staff site's host page (docs/decisions/045): the entry script of staff.html, which the staff
// site's server (server/staff-site.ts) serves on its own origin. Its pages render in the browser.

// The page carries where the staff remote is: the same deployment remotes.json names now.
const remotes = readStaffRemotes();
if (remotes) registerRemotesOfServer(remotes);
else remotesReady().catch(() => undefined);

// The route's page, and the venue its pages read, are asked for beside React rather than after it.
const route = staffRouteAt(window.location.pathname);
if (route) startLoadingRemotePage(route.remote, route.page);
earlyVenueRequest();
void import('react');
void import('react/jsx-runtime');
void import('react-dom');
void import('react-dom/client');

// The async boundary: the federation runtime sets up the shared modules before any code that imports them runs.
import('./bootstrap');
