import path from 'node:path';
import webpack from 'webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
// Its types add `devServer` to webpack's Configuration.
import 'webpack-dev-server';
import { buildId } from './build-id';
import { devServer } from './dev-server';
import type { FederatedAppOptions } from './federated-app-options';
import { externalRuntimeProvider, federation } from './federation';
import { moduleRules } from './module-rules';

/** The page template and the favicon every package's pages use. */
const toolingDir = path.join(__dirname, '..');

/**
 * The browser's build (in development the only one): `npm run dev` serves it, and in production it
 * hydrates what the server rendered.
 */
export function browserConfig(options: FederatedAppOptions, mode: NonNullable<Configuration['mode']>, outDir: string): Configuration {
  const isProduction = mode === 'production';
  return {
    mode,
    context: options.dir,
    entry: options.hostPages
      ? { main: './src/index.ts', ...Object.fromEntries(options.hostPages.map((page) => [page.name, page.entry])) }
      : './src/index.ts',
    // No source maps in production: a visitor gets the site, not its sources (decision 055);
    // the site's servers refuse a .map file all the same.
    devtool: isProduction ? false : 'eval-cheap-module-source-map',
    output: {
      path: outDir,
      // Remotes are loaded from other origins, so every chunk is found relative to the script
      // that loads it.
      publicPath: 'auto',
      uniqueName: options.name,
      filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // The Node build (server/) is written beside this one by the same `webpack` run.
      clean: { keep: /^server\// },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: { rules: moduleRules(options, isProduction, 'browser') },
    plugins: [
      // Each container's CSS in files of its own, linked from the server-rendered page and
      // loaded with the chunks that need them: no style-loader, no <style> added at run time.
      new MiniCssExtractPlugin({
        filename: isProduction ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: isProduction ? '[name].[contenthash:8].css' : '[name].css',
      }),
      new webpack.DefinePlugin({ __BUILD_ID__: JSON.stringify(buildId(options.dir)) }),
      new ModuleFederationPlugin({
        ...federation(options),
        runtimePlugins: options.isHost
          ? [
              path.join(options.dir, 'src/federation/fallback-plugin.ts'),
              path.join(options.dir, 'src/federation/server-stylesheets-plugin.ts'),
              ...(isProduction ? [externalRuntimeProvider] : []),
            ]
          : [],
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // In production the remotes use the federation runtime the shell already loaded instead
        // of bundling their own copy (about 20 KB gzip less per remote entry). Development keeps
        // a copy in each remote, so that it also runs alone (`npm run dev -w <remote>`). The
        // runtime's code for Node.js is left out of both: they only run in the browser; so is
        // its code for manifests: the shell registers each remote by its entry (remotes-config.ts).
        experiments: isProduction
          ? { externalRuntime: !options.isHost, optimization: { target: 'web', disableSnapshot: true } }
          : {},
      }),
      new HtmlWebpackPlugin({
        template: path.join(toolingDir, 'index.html'),
        title: options.title,
        favicon: path.join(toolingDir, 'favicon.svg'),
        // The shell's index.html is the site; a remote's is only its standalone dev page. Both
        // are served at the root and answer deep links, so their script URLs are absolute.
        filename: 'index.html',
        publicPath: '/',
        // The shell's first script reads remotes.json: ask for it with the page, not after it.
        preloadRemotesJson: Boolean(options.isHost),
        noscript: 'This site needs JavaScript to book a party. Please turn it on, or phone us.',
        ...(options.hostPages ? { chunks: ['main'] } : {}),
      }),
      ...(options.hostPages ?? []).map(
        (page) =>
          new HtmlWebpackPlugin({
            template: path.join(toolingDir, 'index.html'),
            title: page.title,
            favicon: path.join(toolingDir, 'favicon.svg'),
            filename: `${page.name}.html`,
            publicPath: '/',
            preloadRemotesJson: false,
            noscript: page.noscript,
            chunks: [page.name],
          }),
      ),
      ...(options.isHost
        ? [new CopyPlugin({ patterns: [{ from: path.join(options.dir, 'public'), to: '.' }] })]
        : []),
      // Guests open the invitation on slow mobile networks: ship every script and stylesheet
      // pre-compressed (brotli and gzip), for the static server to pick by Accept-Encoding.
      // Not remotes.json: it is edited at deploy time, and a stale compressed copy would win.
      ...(isProduction
        ? (['gzip', 'brotliCompress'] as const).map(
            (algorithm) =>
              new CompressionPlugin({
                test: /\.(js|css|html|svg|json)$/,
                exclude: /remotes\.json$/,
                algorithm,
                filename: `[path][base].${algorithm === 'gzip' ? 'gz' : 'br'}`,
              }),
          )
        : []),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    devServer: devServer(options),
    stats: 'errors-warnings',
  };
}
