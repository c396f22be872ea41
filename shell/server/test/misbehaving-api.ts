import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { basicFun } from '@party/shared-ui/src/test/catalogue-fixtures';
import { testVenue } from '@party/shared-ui/src/test/venue-fixtures';

// An API for the site's server's tests, on a free port of the loopback interface: it answers as the
// real one does (the venue and the packages), or misbehaves as an API does on a bad day. Each
// address prefix is an API of its own (`/v/<name>`), whose venue is named after it; `/v/down`
// cannot read its venue. It counts the requests it holds (asked, not answered, their connection
// still open), which a page given up on must not leave behind. Beside it, under `/remote/`, the
// manifest of a remote page with no stylesheets, which always answers: the API is what fails here,
// not the remote's host.

/**
 * How far past the page's deadline a test allows its answer to come, as the test's own clock sees
 * it: the connection, and a render's synchronous work (React's development build here) on a machine
 * that other work keeps busy, delay the timer that ends the waiting. It tells a page answered at
 * the deadline from one that waited on the API (10 s, or minutes before decision 035).
 */
export const DEADLINE_SLACK_MS = 500;

export type Behaviour = 'answers' | 'never answers' | 'answers after 10 s' | 'drops the connection' | 'answers the venue only';

export interface MisbehavingApi {
  /** The API's address under a prefix of its own: its venue is called "Venue <name>". */
  origin(name: string): string;
  /** Requests it has not answered whose connection is still open (idle kept-alive ones are not counted). */
  heldRequests(): number;
  /** The paths asked for, in order. */
  asked: string[];
  /** remotes.json naming the remote page beside it as the booking and the edit remotes. */
  remotes: { booking: string; edit: string };
  close(): Promise<void>;
}

export async function startMisbehavingApi(behaviour: Behaviour): Promise<MisbehavingApi> {
  const sockets = new Set<Socket>();
  const held = new Set<ServerResponse>();
  const timers = new Set<NodeJS.Timeout>();
  const asked: string[] = [];

  function answer(request: IncomingMessage, response: ServerResponse) {
    const [, name = '', path = ''] = /^\/v\/([^/]+)(\/.*)$/.exec(request.url ?? '') ?? [];
    if (path === '/api/venue') {
      if (name === 'down') return response.writeHead(502, { 'content-type': 'application/json' }).end('{"message":"Bad gateway"}');
      return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...testVenue, name: `Venue ${name}` }));
    }
    if (path === '/api/packages') return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([basicFun]));
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"code":"not-found","message":"Not found"}');
  }

  const server = createServer((request, response) => {
    asked.push(request.url ?? '');
    held.add(response);
    response.once('close', () => held.delete(response));
    if (request.url?.startsWith('/remote/')) return response.writeHead(200, { 'content-type': 'application/json' }).end('{"exposes":[]}');
    if (behaviour === 'answers the venue only' && !request.url?.endsWith('/api/venue')) return;
    if (behaviour === 'never answers') return;
    if (behaviour === 'drops the connection') return request.socket.destroy();
    if (behaviour === 'answers after 10 s') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!response.destroyed) answer(request, response);
      }, 10_000);
      timers.add(timer);
      return;
    }
    answer(request, response);
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: (name) => `http://127.0.0.1:${port}/v/${name}`,
    heldRequests: () => held.size,
    asked,
    remotes: { booking: `http://127.0.0.1:${port}/remote/mf-manifest.json`, edit: `http://127.0.0.1:${port}/remote/mf-manifest.json` },
    async close() {
      timers.forEach(clearTimeout);
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
