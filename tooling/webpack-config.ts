import { execSync } from 'node:child_process';
import type { ClientRequest, IncomingMessage } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import 'webpack-dev-server';
import { routerShareKey, singletonPackages, toastShareKey, venueShareKey } from './shared-singletons';

/** What differs between the shell and each remote; everything else is the same build. */
export interface FederatedAppOptions {
  /** The package folder (its `__dirname`). */
  dir: string;
  /** The federation container name: `shell`, `booking`, `edit`, `afterhours`, `invitation`. */
  name: string;
  /** Port of `npm run dev` for this package. */
  devPort: number;
  /** Prefix of this package's CSS Module class names, so that no two packages clash. */
  cssPrefix: string;
  /** A remote's public surface: its page components. */
  exposes?: Record<string, string>;
  /** Page title of the standalone page. */
  title: string;
  /** The shell is a pure consumer: it registers its remotes at run time. */
  isHost?: boolean;
  /**
   * A host's further pages, each an HTML page (`<name>.html`) with an entry script of its own: the
   * staff site's host page (docs/decisions/045). `index.html` keeps the `main` entry alone.
   */
  hostPages?: Array<{ name: string; entry: string; title: string; noscript: string }>;
  /**
   * Whether the package is rendered on the server too (its Node build in `dist/server/`); false for
   * a remote whose pages render in the browser only (the staff console's, decision 045).
   */
  serverRendered?: boolean;
}

/** The API, as reached by the dev servers' proxies. */
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';
const proxiedPrefixes = ['/api', '/checkout'] as const;
const isProxied = (url = '') => proxiedPrefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));

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
const routerSubset = path.join(__dirname, '..', 'shared-ui', 'src', 'router.ts');
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
const toastModule = path.join(__dirname, '..', 'shared-ui', 'src', 'components', 'toast.tsx');
/**
 * The venue's details (GET /api/venue): read once per page load, for the shell and every remote page
 * on it. Shared as the toasts are, so the request the shell starts before its first paint is the
 * one each remote page reads, instead of one more per container (docs/decisions/023).
 */
const venueModule = path.join(__dirname, '..', 'shared-ui', 'src', 'venue', 'venue.ts');
const { version: sharedUiVersion } = JSON.parse(readFileSync(path.join(__dirname, '..', 'shared-ui', 'package.json'), 'utf8')) as { version: string };
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
const externalRuntimeProvider = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [path.dirname(require.resolve('@module-federation/enhanced'))] })),
  'index.js',
);

/**
 * Names this build of a package, shown on each remote page as `data-build` so that anyone can
 * tell which deployment is live. BUILD_ID overrides it; by default it is the package version and
 * the commit, which keeps the build reproducible.
 */
function buildId(dir: string): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  try {
    const commit = execSync('git rev-parse --short HEAD', { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] });
    return `${version}+${commit.toString().trim()}`;
  } catch {
    return version;
  }
}

/** The rules for TypeScript and for CSS Modules, for the browser's build or for Node's. */
function moduleRules(options: FederatedAppOptions, isProduction: boolean, target: 'browser' | 'node') {
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            target: 'es2020',
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !isProduction } },
          },
        },
      },
    },
    {
      test: /\.css$/,
      use: [
        // Node's build needs only the class names, the same ones as the browser's (same names,
        // same files, same hash): the server renders the markup the browser hydrates.
        ...(target === 'browser' ? [MiniCssExtractPlugin.loader] : []),
        {
          loader: 'css-loader',
          options: {
            modules: {
              auto: true,
              namedExport: false,
              exportOnlyLocals: target === 'node',
              localIdentName: isProduction ? `${options.cssPrefix}-[hash:base64:6]` : `${options.cssPrefix}-[name]-[local]`,
            },
          },
        },
      ],
    },
    // Node's build names the same files, without writing them again.
    { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset/resource', generator: { emit: target === 'browser' } },
  ];
}

/** What the browser's and Node's federation plugins share: the container, its pages, the shared modules. */
function federation(options: FederatedAppOptions) {
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

/**
 * The browser's build (in development the only one): `npm run dev` serves it, and in production it
 * hydrates what the server rendered.
 */
function browserConfig(options: FederatedAppOptions, mode: NonNullable<Configuration['mode']>, outDir: string): Configuration {
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
          template: path.join(__dirname, 'index.html'),
          title: options.title,
          favicon: path.join(__dirname, 'favicon.svg'),
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
              template: path.join(__dirname, 'index.html'),
              title: page.title,
              favicon: path.join(__dirname, 'favicon.svg'),
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
      devServer: {
        port: options.devPort,
        host: 'localhost',
        // A remote's dev client talks to its own server from the shell's page (another port);
        // the dev servers listen on the loopback interface only.
        allowedHosts: 'all',
        historyApiFallback: true,
        hot: false,
        // Another origin (the shell's page) reads a remote's files; never the API's answers.
        headers: (request: { url?: string }): Record<string, string> => (isProxied(request.url) ? {} : { 'Access-Control-Allow-Origin': '*' }),
        static: options.isHost ? { directory: path.join(options.dir, 'public') } : false,
        proxy: [
          {
            context: [...proxiedPrefixes],
            target: apiUrl,
            changeOrigin: false,
            // As the site's server does (shell/server/api-proxy.ts): the API counts rate limits by the
            // client's address, taken from the connection, never from a header the client wrote.
            onProxyReq: (proxyRequest: ClientRequest, request: IncomingMessage) => {
              proxyRequest.removeHeader('forwarded');
              proxyRequest.setHeader('x-forwarded-for', request.socket.remoteAddress ?? '');
            },
          },
        ],
        client: { overlay: { warnings: false, errors: true } },
      },
      stats: 'errors-warnings',
    };
}

/** The federation runtime's plugin for Node: it loads a remote's entry and chunks over HTTP. */
const nodeRuntimePlugin = require.resolve('@module-federation/node/runtimePlugin');

/**
 * Node's build, in `dist/server/`, for server rendering (docs/decisions/029). A remote publishes
 * its container there, beside its browser build, so that the shell's server loads it over HTTP
 * at run time as the browser loads the other: a new deployment is rendered on the next request.
 * The shell's is its server renderer (`server/renderer/index.ts`), a federation host in Node.
 * Each is one file: the server never asks a remote for a chunk, only for its entry.
 */
function serverConfig(options: FederatedAppOptions, mode: NonNullable<Configuration['mode']>, outDir: string): Configuration {
  const isProduction = mode === 'production';
  return {
    name: 'server',
    mode,
    context: options.dir,
    target: 'async-node',
    entry: options.isHost ? { main: './server/renderer/index.ts' } : {},
    devtool: false,
    output: {
      path: path.join(outDir, 'server'),
      publicPath: 'auto',
      uniqueName: `${options.name}-server`,
      // A remote's one file is its container (the chunks merged into it keep its name).
      filename: options.isHost ? '[name].js' : 'remoteEntry.js',
      chunkFilename: '[name].js',
      assetModuleFilename: '../assets/[name].[contenthash:8][ext]',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: { rules: moduleRules(options, isProduction, 'node') },
    plugins: [
      new webpack.DefinePlugin({ __BUILD_ID__: JSON.stringify(buildId(options.dir)) }),
      new ModuleFederationPlugin({
        ...federation(options),
        remoteType: 'script',
        library: options.isHost ? undefined : { type: 'commonjs-module', name: options.name },
        runtimePlugins: [nodeRuntimePlugin, ...(options.isHost ? [path.join(options.dir, 'server/renderer/server-federation-plugin.ts')] : [])],
        manifest: false,
        dts: false,
      }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

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
