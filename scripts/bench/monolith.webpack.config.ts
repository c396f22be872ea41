/**
 * The whole site as ONE ordinary webpack app, for comparison with the federated build, rendered on
 * the server as the federated site is: the shell's own production configuration (same loaders,
 * minifier, mode, CSS extraction and pre-compression), its browser build started at
 * `shell/src/bootstrap.tsx` and its Node build at the shell's renderer, both without the
 * ModuleFederationPlugin, and with the remote registry and the renderer's remote pages replaced by
 * `monolith-remote-registry.ts` and `monolith-remote-pages.ts`, so that remote pages are plain
 * modules of the bundle (lazy chunks in the browser). The page server is the site's own
 * (`shell/server/site-server.ts`), with the same React, the same data and the same CSS in the head.
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

const alias = {
  [path.join(root, 'shell', 'src', 'federation', 'remote-registry')]: path.join(__dirname, 'monolith-remote-registry.ts'),
  [path.join(root, 'shell', 'server', 'renderer', 'remote-pages')]: path.join(__dirname, 'monolith-remote-pages.ts'),
};

const withoutFederation = (config: Configuration) => (config.plugins ?? []).filter((plugin) => !(plugin instanceof ModuleFederationPlugin));

export default (env: { outDir?: string } | undefined, argv: { mode?: Configuration['mode'] }): Configuration[] => {
  const built = shellConfig(env, { ...argv, mode: 'production' });
  const [browser, server] = Array.isArray(built) ? built : [built];
  if (!browser || !server) throw new Error("the shell's production configuration has no Node build");
  return [
    {
      ...browser,
      entry: './src/bootstrap.tsx',
      output: { ...browser.output, path: monolithDist, uniqueName: 'monolith', clean: { keep: /^server\// } },
      resolve: { ...browser.resolve, alias },
      plugins: withoutFederation(browser)
        // The public site's page alone: the staff site's host page is not part of the comparison.
        .filter((plugin) => !(plugin instanceof HtmlWebpackPlugin && plugin.userOptions.filename !== 'index.html'))
        // No remotes.json to read: its preload would be a request for nothing.
        .map((plugin) => (plugin instanceof HtmlWebpackPlugin ? new HtmlWebpackPlugin({ ...plugin.userOptions, preloadRemotesJson: false }) : plugin)),
    },
    {
      ...server,
      output: { ...server.output, path: path.join(monolithDist, 'server'), uniqueName: 'monolith-server' },
      resolve: { ...server.resolve, alias },
      plugins: withoutFederation(server),
    },
  ];
};
