import path from 'node:path';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import { buildId } from './build-id';
import type { FederatedAppOptions } from './federated-app-options';
import { federation, nodeRuntimePlugin } from './federation';
import { moduleRules } from './module-rules';

/**
 * Node's build, in `dist/server/`, for server rendering (docs/decisions/029). A remote publishes
 * its container there, beside its browser build, so that the shell's server loads it over HTTP
 * at run time as the browser loads the other: a new deployment is rendered on the next request.
 * The shell's is its server renderer (`server/renderer/index.ts`), a federation host in Node.
 * Each is one file: the server never asks a remote for a chunk, only for its entry.
 */
export function serverConfig(options: FederatedAppOptions, mode: NonNullable<Configuration['mode']>, outDir: string): Configuration {
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
