import httpProxy from '@fastify/http-proxy';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import { publicSiteForwards } from './proxied-paths';

// The site's /api and /checkout, forwarded to the API. Two things a plain proxy gets wrong:
// - The client's address. The API counts rate limits by it, and believes X-Forwarded-For from
//   this proxy only (TRUST_PROXY), so the proxy writes the header itself, from the connection
//   it served, and drops whatever the client sent: a made-up header buys no fresh limit, and a
//   missing one does not make every visitor one client.
// - Bodies too large. The API refuses them with 413 and closes the connection at once, which a
//   proxy still writing the body meets as EPIPE (a 500 three times in four). So the body is read
//   here first, up to the API's limit: a larger one gets the same 413 without reaching the API.

export interface ApiProxyOptions {
  upstream: string;
  /** The largest body forwarded, in bytes: the API's own limit (BODY_LIMIT_BYTES). */
  bodyLimit: number;
  /** Which of the /api and /checkout addresses this site forwards (proxied-paths.ts): by default the public site's, never the staff API. */
  forwards?: (url: string) => boolean;
}

export const DEFAULT_BODY_LIMIT = 64 * 1024;
const TOO_LARGE = 'The request body is too large';
const UNREACHABLE = 'The booking service is not answering right now. Please try again in a moment.';

class HttpStatusError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** The whole body, refused once it passes the limit; handed on as a stream of one buffer. */
async function readBody(request: FastifyRequest, payload: NodeJS.ReadableStream, limit: number): Promise<Readable> {
  if (Number(request.headers['content-length'] ?? 0) > limit) throw new HttpStatusError(413, TOO_LARGE);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new HttpStatusError(413, TOO_LARGE);
    chunks.push(chunk as Buffer);
  }
  return Readable.from([Buffer.concat(chunks)]);
}

export async function apiProxy(app: FastifyInstance, options: ApiProxyOptions): Promise<void> {
  // An address this site does not serve is answered as the API answers an unknown one, unread.
  const forwards = options.forwards ?? publicSiteForwards;
  app.addHook('onRequest', async (request, reply) => {
    if (!forwards(request.url)) await reply.code(404).send({ code: 'no-such-endpoint', message: 'No such endpoint' });
  });
  app.addHook('preParsing', async (request, _reply, payload) => readBody(request, payload, options.bodyLimit));

  // The proxy's own refusals and the API being down answer { message }, as the API does.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send({ message: error.message });
    return reply.status(status === 504 ? 504 : 502).send({ message: UNREACHABLE });
  });

  const replyOptions = {
    rewriteRequestHeaders: (request: Pick<FastifyRequest, 'ip' | 'protocol' | 'host'>, headers: IncomingHttpHeaders): IncomingHttpHeaders => {
      const { forwarded: _forwarded, 'x-real-ip': _realIp, ...rest } = headers;
      return { ...rest, 'x-forwarded-for': request.ip, 'x-forwarded-proto': request.protocol, 'x-forwarded-host': request.host };
    },
  };
  for (const prefix of ['/api', '/checkout']) {
    await app.register(httpProxy, { upstream: options.upstream, prefix, rewritePrefix: prefix, replyOptions });
  }
}
