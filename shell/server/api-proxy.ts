import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { Agent, request as askUpstream, type Dispatcher } from 'undici';
import {
  API_ERROR_STATUS,
  API_GATEWAY_MESSAGES,
  API_PATHS,
  BODY_TOO_LARGE_MESSAGE,
  PAYMENT_PROVIDER_TIMEOUT_MS,
  type ApiErrorAnswer,
  type ApiErrorCode,
} from '@party/domain';
import { PAGE_DEADLINE_MS } from './renderer/page-contract';
import { normalisedPath, publicSiteForwards } from './proxied-paths';

// The site's /api and /checkout, forwarded to the API. What a plain proxy gets wrong:
// - The client's address. The API counts rate limits by it, and believes X-Forwarded-For from
//   this proxy only (TRUST_PROXY), so the proxy writes the header itself, from the connection
//   it served, and drops whatever the client sent: a made-up header buys no fresh limit, and a
//   missing one does not make every visitor one client.
// - Bodies too large. The API refuses them with 413 and closes the connection at once, which a
//   proxy still writing the body meets as EPIPE (a 500 three times in four). So the body is read
//   here first, up to the API's limit: a larger one gets the same 413 without reaching the API.
// - Waiting. An API that never answers held each request about 300 s, and a visitor who gave up
//   left its connection to the API open as long (docs/decisions/055). Each request is forwarded
//   under a deadline, the page's (the checkout's opening a longer one), and given up with a 504 if
//   the API's answer has not begun by then; a visitor who goes away ends the API's request at once.

export interface ApiProxyOptions {
  upstream: string;
  /** The largest body forwarded, in bytes: the API's own limit (BODY_LIMIT_BYTES). */
  bodyLimit: number;
  /** Which of the /api and /checkout addresses this site forwards (proxied-paths.ts): by default the public site's, never the staff API. */
  forwards?: (url: string) => boolean;
}

export const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * How long a checkout's opening (or a refund's sending) is waited for: the API waits up to
 * PAYMENT_PROVIDER_TIMEOUT_MS for the payment provider (Stripe) alone, then records what it did; a
 * slow provider must not turn a checkout that opens into an error (decision 055). Every other
 * request waits a page's deadline.
 */
export const CHECKOUT_DEADLINE_MS = PAYMENT_PROVIDER_TIMEOUT_MS + PAGE_DEADLINE_MS;

/**
 * The addresses whose answer waits on the payment provider: each opens a checkout there, or sends
 * a refund through it (a cancellation's, decision 052; the staff's Refund, decision 053).
 */
const WAITS_ON_PROVIDER: readonly RegExp[] = [
  API_PATHS.depositCheckout,
  API_PATHS.fullCheckout,
  API_PATHS.pendingPaymentCheckout,
  API_PATHS.afterHoursCheckout,
  API_PATHS.bookingCancel,
  API_PATHS.afterHoursCancel,
  API_PATHS.staffBookingCancel,
  API_PATHS.staffBookingProviderRefunds,
].map((pattern) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`));

/** How long the API's answer to this request may take to begin. */
export function deadlineOf(url: string): number {
  const path = normalisedPath(url) ?? '';
  return WAITS_ON_PROVIDER.some((pattern) => pattern.test(path)) ? CHECKOUT_DEADLINE_MS : PAGE_DEADLINE_MS;
}

const PROXIED_PREFIXES = ['/api', '/checkout'];
const METHODS = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'];

/** Headers of one connection, not of the message: never passed from one side of the proxy to the other. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'expect'];

/** The headers but those of the connection, and any `leftOut`. */
function endToEnd(headers: IncomingHttpHeaders, ...leftOut: string[]): IncomingHttpHeaders {
  const named = String(headers.connection ?? '').toLowerCase().split(',').map((name) => name.trim());
  const dropped = new Set([...HOP_BY_HOP, ...named, ...leftOut]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !dropped.has(name)));
}

/** The proxy's own answers look like the API's: `{ code, message }`, with the code's status. */
function answerFor(reply: FastifyReply, code: ApiErrorCode, message: string): FastifyReply {
  const answer: ApiErrorAnswer = { code, message };
  return reply.code(API_ERROR_STATUS[code]).type('application/json; charset=utf-8').send(JSON.stringify(answer));
}

/** Why a forwarded request was given up before the API answered. */
class DeadlinePassed extends Error {}
class VisitorLeft extends Error {}

export async function apiProxy(app: FastifyInstance, options: ApiProxyOptions): Promise<void> {
  // An address this site does not serve is answered as the API answers an unknown one, unread.
  const forwards = options.forwards ?? publicSiteForwards;
  app.addHook('onRequest', async (request, reply) => {
    if (!forwards(request.url)) await answerFor(reply, 'no-such-endpoint', 'No such endpoint');
  });
  // Every body is read whole, up to the API's limit, and forwarded as it came, whatever its type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: options.bodyLimit }, (_request, body, done) => done(null, body));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.statusCode === 413) return answerFor(reply, 'body-too-large', BODY_TOO_LARGE_MESSAGE);
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) return answerFor(reply, 'unreadable-request', error.message);
    request.log.error({ err: error }, 'forwarding to the API failed');
    return answerFor(reply, 'api-unreachable', API_GATEWAY_MESSAGES.unreachable);
  });

  // Connections to the API are kept open between requests; one given up on is closed.
  const api = new Agent({ keepAliveTimeout: 10_000 });
  app.addHook('onClose', () => api.destroy());
  const upstream = options.upstream.replace(/\/$/, '');

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const deadline = deadlineOf(request.url);
    const stop = new AbortController();
    // Nobody is left to answer: the API's request ends now, its connection with it, and so does
    // an answer being passed on.
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) stop.abort(new VisitorLeft());
    });
    const late = setTimeout(() => stop.abort(new DeadlinePassed()), deadline);
    // The API's own address, and the body's length as it is sent, are the new request's; the
    // client's address is the connection's (above).
    const headers = endToEnd(request.headers, 'host', 'content-length', 'forwarded', 'x-real-ip');
    const body = request.body instanceof Buffer && request.body.length > 0 ? request.body : undefined;
    let answer: Awaited<ReturnType<typeof askUpstream>>;
    try {
      answer = await askUpstream(`${upstream}${request.url}`, {
        dispatcher: api,
        method: request.method as Dispatcher.HttpMethod,
        headers: { ...headers, 'x-forwarded-for': request.ip, 'x-forwarded-proto': request.protocol, 'x-forwarded-host': request.host },
        body,
        signal: stop.signal,
        // An answer that has begun may take its time to arrive at a slow phone, but not stall.
        bodyTimeout: deadline,
      });
    } catch (error) {
      if (stop.signal.reason instanceof DeadlinePassed) return answerFor(reply, 'api-timeout', API_GATEWAY_MESSAGES.timedOut);
      if (stop.signal.reason instanceof VisitorLeft) return reply;
      request.log.warn({ err: error }, 'the API could not be reached');
      return answerFor(reply, 'api-unreachable', API_GATEWAY_MESSAGES.unreachable);
    } finally {
      clearTimeout(late);
    }
    return reply
      .code(answer.statusCode)
      .headers(endToEnd(answer.headers))
      .send(answer.body);
  }

  for (const prefix of PROXIED_PREFIXES) {
    app.route({ method: METHODS, url: prefix, handler: forward });
    app.route({ method: METHODS, url: `${prefix}/*`, handler: forward });
  }
}
