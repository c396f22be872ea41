import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { FederatedAppOptions } from './federated-app-options';

/** The rules for TypeScript and for CSS Modules, for the browser's build or for Node's. */
export function moduleRules(options: FederatedAppOptions, isProduction: boolean, target: 'browser' | 'node') {
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
    // shared-ui's package.json says its index has no side effects; a package that still relies on
    // the order the index imports shared-ui's stylesheets in keeps the index whole.
    ...(options.sharedUiIndexWhole ? [{ test: /shared-ui[\\/]src[\\/]index\.ts$/, sideEffects: true }] : []),
    // Node's build names the same files, without writing them again.
    { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset/resource', generator: { emit: target === 'browser' } },
  ];
}
