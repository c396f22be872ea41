// Errors a route throws to answer with a status and a clear `{ message }`; the error handler
// (plugins/error-handler.ts) turns them into responses.

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: string[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 400: the request itself is wrong (shape, types, a required field, an unknown catalogue id). */
export const badRequest = (message: string, errors?: string[]) => new HttpError(400, message, errors);
/** 404: the id in the URL names nothing. */
export const notFound = (message: string) => new HttpError(404, message);
/** 409: it clashes with the current state (room taken, online changes closed, canceled). */
export const conflict = (message: string) => new HttpError(409, message);
/** 422: well formed, but a business rule refuses it (date not bookable, room too small...). */
export const unprocessable = (message: string) => new HttpError(422, message);
