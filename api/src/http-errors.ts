import { API_ERROR_STATUS, errorAnswer, type ApiErrorCode } from '@party/domain';

// Errors a route throws to answer with the contract's error answer: a stable code (whose HTTP
// status the contract gives), a clear message, and for a refused request every problem. The
// error handler (plugins/error-handler.ts) sends them.

export class HttpError extends Error {
  readonly statusCode: number;
  /** With 'changed-meanwhile' from the staff API: the item as it now is, sent with the answer. */
  current?: unknown;
  /** With 'rate-limited': the seconds to wait, sent as Retry-After. */
  retryAfterSeconds?: number;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly errors?: string[],
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = API_ERROR_STATUS[code];
  }
}

/** The error answer of `code`, saying `message` (and, for a refused request, every problem). */
export const apiError = (code: ApiErrorCode, message: string, errors?: string[]) => new HttpError(code, message, errors);

/** 'rate-limited', saying `message`, with Retry-After: `seconds`. */
export function rateLimited(message: string, seconds: number): HttpError {
  const error = apiError('rate-limited', message);
  error.retryAfterSeconds = seconds;
  return error;
}

/** What any route can answer: a request it cannot read or that breaks its schema, and a fault of ours. */
const EVERY_ROUTE: ApiErrorCode[] = ['invalid-request', 'unreadable-request', 'server-error'];

/** What a route that reads a body can also answer: a body too large, or not sent as it reads it. */
export const BODY_ERRORS: ApiErrorCode[] = ['body-too-large', 'unsupported-media-type'];

/**
 * A route's error answers for its OpenAPI description, by HTTP status, each listing the codes the
 * route may answer with that status (those of every route included).
 */
export function errorAnswers(...codes: ApiErrorCode[]) {
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of new Set([...EVERY_ROUTE, ...codes])) {
    const status = API_ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [status, errorAnswer(list as [ApiErrorCode, ...ApiErrorCode[]])]),
  );
}
