import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-errors';

// Every failure answers `{ message }` (plus `errors` for validation) with an honest status; no
// input can make the API answer 500. Only a real fault does, and its details go to the log only.

const MESSAGES_BY_CODE: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty; JSON was expected' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The request body does not match its Content-Length' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Send the request body as application/json' },
};

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

export const errorHandler = fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    if (isFastifyError(error) && error.validation) {
      return reply.status(400).send({ message: `Invalid request: ${error.message}` });
    }
    if (isFastifyError(error) && MESSAGES_BY_CODE[error.code]) {
      const { status, message } = MESSAGES_BY_CODE[error.code];
      return reply.status(status).send({ message });
    }
    // @fastify/rate-limit throws what errorResponseBuilder returns (plugins/rate-limit.ts).
    const status = typeof error === 'object' && error !== null && 'statusCode' in error ? Number(error.statusCode) : 500;
    if (status >= 400 && status < 500 && error instanceof Error) {
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
  });
});
