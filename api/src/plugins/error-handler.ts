import { BODY_TOO_LARGE_MESSAGE, type ApiErrorAnswer, type ApiErrorCode } from '@party/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { HttpError } from '../http-errors';

// Every failure answers the contract's error answer, { code, message } (plus `errors` for a
// refused request), with an honest status; no input can make the API answer 500. Only a real
// fault does, and its details go to the log only.

const FRAMEWORK_ERRORS: Record<string, { code: ApiErrorCode; status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'unreadable-request', status: 400, message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'unreadable-request', status: 400, message: 'The request body is empty; JSON was expected' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'unreadable-request', status: 400, message: 'The request body does not match its Content-Length' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'body-too-large', status: 413, message: BODY_TOO_LARGE_MESSAGE },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported-media-type', status: 415, message: 'Send the request body as application/json' },
};

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

/**
 * Sends an error answer as JSON text, past the route's answer schemas: an error must always get
 * out, even one its route does not declare (the API's tests check that every route declares the
 * codes it answers with).
 */
function sendError(reply: FastifyReply, status: number, answer: ApiErrorAnswer): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(answer));
}

/**
 * Fastify's option for errors met before any route runs: an address whose percent escapes do not
 * decode (/api/bookings/%E0%A4%A) would otherwise get Fastify's own { error, code, message }.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid: a percent escape in it does not decode' : 'The request could not be read';
  void sendError(reply, status, { code: 'unreadable-request', message });
}

/**
 * Node's own HTTP parser refuses a request before Fastify sees it (a space in the address, a
 * control character, headers too large); this answers those with the error answer too, then closes.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, answer]: [number, ApiErrorAnswer] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, { code: 'headers-too-large', message: 'The request headers are too large' }]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, { code: 'request-timeout', message: 'The request took too long to arrive' }]
        : [400, { code: 'unreadable-request', message: 'The request could not be read: it is not valid HTTP' }];
  const body = JSON.stringify(answer);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

export const errorHandler = fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', error.retryAfterSeconds);
      return sendError(reply, error.statusCode, {
        code: error.code,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.current !== undefined ? { current: error.current } : {}),
      });
    }
    if (isFastifyError(error) && error.validation) {
      return sendError(reply, 400, { code: 'invalid-request', message: `Invalid request: ${error.message}` });
    }
    if (isFastifyError(error) && FRAMEWORK_ERRORS[error.code]) {
      const { code, status, message } = FRAMEWORK_ERRORS[error.code];
      return sendError(reply, status, { code, message });
    }
    // Any other refusal of Fastify's own (a malformed Content-Type...) is a request we cannot read.
    if (isFastifyError(error) && error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, 400, { code: 'unreadable-request', message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, { code: 'server-error', message: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    sendError(reply, 404, { code: 'no-such-endpoint', message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
  });
});
