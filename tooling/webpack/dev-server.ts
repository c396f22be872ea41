import type { ClientRequest, IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import type { FederatedAppOptions } from './federated-app-options';

/** The API, as reached by the dev servers' proxies. */
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';
const proxiedPrefixes = ['/api', '/checkout'] as const;
const isProxied = (url = '') => proxiedPrefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));

/** `npm run dev`'s server of one package: its port, the API behind a proxy, and the headers a remote needs. */
export function devServer(options: FederatedAppOptions): DevServerConfiguration {
  return {
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
  };
}
