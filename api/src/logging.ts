import type { FastifyRequest, FastifyServerOptions } from 'fastify';

// The API logs every request, but booking, invitation and checkout ids are keys (whoever has one
// can read or pay the booking), so a request is logged by its route ('/api/bookings/:id'), never
// by its address. An address no route matches keeps only the words of the API's own routes.

/**
 * What code outside a request's handler logs with: a warning or an error, its details as an
 * object. Fastify's logger (app.log, and its children) is one.
 */
export interface Logger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * An error as it may be logged when its message could quote a key: a provider's error echoes the
 * session, booking or idempotency key it was sent ("No such checkout.session: 'cs_...'"), so each
 * id given is hidden. Its name, message and nothing else (no request, no headers).
 */
export function loggableError(error: unknown, ids: readonly string[]): { type: string; message: string } {
  const { name, message } = error instanceof Error ? error : { name: typeof error, message: String(error) };
  return { type: name, message: ids.filter(Boolean).reduce((text, id) => text.split(id).join(':redacted'), message) };
}

/** The fixed words of the routes registered so far ('api', 'bookings', 'rsvps'...). */
export type RouteWords = Set<string>;

export function addRouteWords(words: RouteWords, routeUrl: string): void {
  for (const segment of routeUrl.split('/')) {
    if (segment !== '' && !segment.startsWith(':') && !segment.includes('*')) words.add(segment);
  }
}

/** The address as it may be logged: the route's pattern, or the path with every unknown word hidden; never the query. */
export function loggedUrl(url: string, routeUrl: string | undefined, words: RouteWords): string {
  if (routeUrl) return routeUrl;
  const path = url.split('?')[0];
  return path
    .split('/')
    .map((segment) => (segment === '' || words.has(segment) ? segment : ':redacted'))
    .join('/');
}

export function loggerOptions(level: 'info' | 'silent', words: RouteWords, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request.url, request.routeOptions?.url, words),
        remoteAddress: request.ip,
      }),
    },
  };
}
