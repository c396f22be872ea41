import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiErrorCode } from '@party/domain';

/** A failed API call, as RTK Query gives it and `fetchApi` rejects with. */
export type ApiError = FetchBaseQueryError | SerializedError;

/** The error of a failed call: its status code and what the server said, as text. */
export function describeApiError(error: ApiError | undefined): string {
  if (!error) return 'Unknown error';
  if (!('status' in error)) return error.message ?? 'Unknown error';
  if (error.status === 'FETCH_ERROR') return 'Network error: the server could not be reached';
  if (error.status === 'TIMEOUT_ERROR') return 'The server took too long to answer';
  if (error.status === 'PARSING_ERROR') return `${error.originalStatus} ${error.data}`;
  if (error.status === 'CUSTOM_ERROR') return error.error;
  return `${error.status} ${serverMessage(error.data)}`;
}

/** What the server said about a failed call, without its status code (or what went wrong without one). */
export function apiErrorMessage(error: ApiError | undefined): string {
  if (error && 'status' in error && typeof error.status === 'number') return serverMessage(error.data);
  return describeApiError(error);
}

/** The `message` of a JSON error body, or the body itself. */
function serverMessage(data: unknown): string {
  if (typeof data !== 'string') return JSON.stringify(data);
  try {
    const parsed = JSON.parse(data) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // Not JSON: the text is the message.
  }
  return data;
}

/**
 * The `code` of the API's error answer (the contract's ApiErrorCode), which says what went wrong
 * in a word the page can branch on; undefined when the call got no such answer.
 */
export function apiErrorCode(error: ApiError | undefined): ApiErrorCode | undefined {
  if (!error || !('status' in error) || typeof error.status !== 'number' || typeof error.data !== 'string') return undefined;
  try {
    const { code } = JSON.parse(error.data) as { code?: unknown };
    return typeof code === 'string' ? (code as ApiErrorCode) : undefined;
  } catch {
    return undefined;
  }
}

/** The HTTP status of a failed call, when there was a response. */
export function apiErrorStatus(error: ApiError | undefined): number | undefined {
  return error && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
}
