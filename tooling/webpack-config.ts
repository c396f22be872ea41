import path from 'node:path';
import type { Configuration } from 'webpack';
import { browserConfig } from './webpack/browser-config';
import type { FederatedAppOptions } from './webpack/federated-app-options';
import { serverConfig } from './webpack/server-config';

// Every package's build, the shell's and each remote's, from one description of what differs
// (./webpack/federated-app-options.ts). The browser's build, Node's build, the federation they
// share, the loaders and the dev server are each a file of ./webpack/.

/**
 * A package's webpack configuration: in production its browser build and its Node build (server
 * rendering), in development (`npm run dev`, which renders in the browser only) the browser's.
 * `--env outDir=<folder>` builds into another folder than `dist` (a second deployment's).
 */
export function federatedAppConfig(options: FederatedAppOptions) {
  return (env: { outDir?: string } | undefined, argv: { mode?: Configuration['mode'] }): Configuration | Configuration[] => {
    const mode = argv.mode ?? 'production';
    const outDir = path.resolve(options.dir, env?.outDir ?? 'dist');
    const serverRendered = options.serverRendered ?? true;
    return mode === 'production' && serverRendered
      ? [browserConfig(options, mode, outDir), serverConfig(options, mode, outDir)]
      : browserConfig(options, mode, outDir);
  };
}
