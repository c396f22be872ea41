/**
 * The whole site as ONE ordinary webpack app, for comparison with the federated build: the shell's
 * own production configuration (same loaders, minifier, mode and pre-compression), started at
 * `shell/src/bootstrap.tsx`, without the ModuleFederationPlugin, and with the remote registry
 * replaced by `monolith-remote-registry.ts` so that remote pages are plain lazy chunks.
 *
 *   webpack --mode production --config scripts/bench/monolith.webpack.config.ts
 */
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import shellConfig from '../../shell/webpack.config';

const root = path.join(__dirname, '..', '..');
export const monolithDist = path.join(root, 'bench', '.work', 'monolith');

export default (env: { outDir?: string } | undefined, argv: { mode?: Configuration['mode'] }): Configuration => {
  // The browser's build: the monolith renders in the browser, as the site did before decision 029.
  const built = shellConfig(env, argv);
  const config = Array.isArray(built) ? built[0]! : built;
  return {
    ...config,
    entry: './src/bootstrap.tsx',
    output: { ...config.output, path: monolithDist, uniqueName: 'monolith' },
    resolve: {
      ...config.resolve,
      alias: {
        [path.join(root, 'shell', 'src', 'federation', 'remote-registry')]: path.join(__dirname, 'monolith-remote-registry.ts'),
      },
    },
    plugins: (config.plugins ?? [])
      .filter((plugin) => !(plugin instanceof ModuleFederationPlugin))
      // The public site's page alone: the staff site's host page is not part of the comparison.
      .filter((plugin) => !(plugin instanceof HtmlWebpackPlugin && plugin.userOptions.filename !== 'index.html'))
      // No remotes.json to read: its preload would be a request for nothing.
      .map((plugin) => (plugin instanceof HtmlWebpackPlugin ? new HtmlWebpackPlugin({ ...plugin.userOptions, preloadRemotesJson: false }) : plugin)),
  };
};
