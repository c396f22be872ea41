import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routerShareKey, singletonPackages, toastShareKey, venueShareKey } from '../shared-singletons';
import type { FederatedAppOptions } from './federated-app-options';

// The federation of the shell and its remotes, the same in the browser's build and Node's: the
// container, its pages, the modules shared one per page, and the federation runtime's plugins.

const repoRoot = path.join(__dirname, '..', '..');

/**
 * One copy of each of these per page: React, its DOM renderer, and the router (the shell's
 * BrowserRouter and a remote page's useParams must share one). The trailing-slash entries share
 * deep imports too (`react/jsx-runtime`, `react-dom/client`), which would otherwise be bundled
 * twice.
 *
 * A shared module is loaded whole, never tree-shaken: the router is shared as the part of it
 * the site uses (shared-ui/src/router.ts), under the name the code imports, 'react-router-dom'
 * (docs/decisions/021-a-router-of-the-parts-the-site-uses.md).
 *
 * Nothing else is shared but the toasts and the venue (below): each container bundles what it
 * imports of shared-ui, domain, Redux and the rest, tree-shaken, so that a page loads only the code
 * it runs (docs/decisions/020-share-only-what-must-be-one-per-page.md). No other library needs one
 * copy per page: each remote page has its own store.
 */
const routerSubset = path.join(repoRoot, 'shared-ui', 'src', 'router.ts');
const { version: routerVersion } = JSON.parse(
  readFileSync(require.resolve('react-router-dom/package.json', { paths: [path.dirname(routerSubset)] }), 'utf8'),
) as { version: string };
/**
 * A page's toasts: one toast state per page, whichever remote raises a toast and whichever shows
 * it (the booking remote's 'Booking Initiate' follows a $0 booking to the edit remote's
 * confirmation page). Each container's copy of shared-ui uses the one module loaded first, and with
 * it one copy of sonner. Shared by its file (webpack matches an absolute path to the resolved
 * request, here shared-ui's own `./components/toast`), under a name that is the same wherever a
 * remote is built.
 */
const toastModule = path.join(repoRoot, 'shared-ui', 'src', 'components', 'toast.tsx');
/**
 * The venue's details (GET /api/venue): read once per page load, for the shell and every remote page
 * on it. Shared as the toasts are, so the request the shell starts before its first paint is the
 * one each remote page reads, instead of one more per container (docs/decisions/023).
 */
const venueModule = path.join(repoRoot, 'shared-ui', 'src', 'venue', 'venue.ts');
const { version: sharedUiVersion } = JSON.parse(readFileSync(path.join(repoRoot, 'shared-ui', 'package.json'), 'utf8')) as { version: string };
const shared = {
  ...Object.fromEntries(singletonPackages.flatMap((pkg) => [pkg, `${pkg}/`]).map((key) => [key, { singleton: true }])),
  // Its required version is the router's own: by default webpack would take shared-ui's (the
  // package of the file imported), which the release gate would then compare with the router's.
  [routerShareKey]: { singleton: true, import: routerSubset, version: routerVersion, requiredVersion: `^${routerVersion}` },
  [toastModule]: { singleton: true, shareKey: toastShareKey, version: sharedUiVersion, requiredVersion: false as const },
  [venueModule]: { singleton: true, shareKey: venueShareKey, version: sharedUiVersion, requiredVersion: false as const },
};

/**
 * The shell provides the federation runtime to the remotes (`externalRuntime` below) with this
 * runtime plugin. `experiments.provideExternalRuntime` would add the same plugin by its CommonJS
 * file, which bundles a second copy of the runtime beside the ES module one the rest of the
 * shell uses (about 25 KB gzip more in main.js); this is its ES module file.
 */
export const externalRuntimeProvider = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [path.dirname(require.resolve('@module-federation/enhanced'))] })),
  'index.js',
);

/** The federation runtime's plugin for Node: it loads a remote's entry and chunks over HTTP. */
export const nodeRuntimePlugin = require.resolve('@module-federation/node/runtimePlugin');

/** What the browser's and Node's federation plugins share: the container, its pages, the shared modules. */
export function federation(options: FederatedAppOptions) {
  return {
    name: options.name,
    filename: options.isHost ? undefined : 'remoteEntry.js',
    exposes: options.exposes,
    remotes: {},
    shared,
    // With the default ('version-first') every remote's entry is fetched at start-up, so one
    // remote that is down stalls the whole shell.
    shareStrategy: 'loaded-first' as const,
  };
}
