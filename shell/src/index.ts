import { preloadRoute } from './federation/preload';
import { loadSiteLayout } from './layout/load-site-layout';

// What the page needs from the network is asked for first, beside React rather than after it.
preloadRoute(window.location.pathname, loadSiteLayout);
// react-dom/client asks for react-dom only once it runs: ask for both now.
void import('react-dom');

// The async boundary: the federation runtime must set up the shared modules (React and friends)
// before any code that imports them runs.
import('./bootstrap');
