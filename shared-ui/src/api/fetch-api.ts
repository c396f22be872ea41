import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiOrigin, readApiBody } from './api-response';

/**
 * One call to the API without Redux, for a page that makes a call or two and must stay small (the
 * invitation, opened from an SMS: decision 022). The base API's conventions: the page's origin,
 * cookies included, a JSON body, no retries. A failure rejects with the error RTK Query would give
 * for it, so `describeApiError` and `apiErrorStatus` read both.
 */
export async function fetchApi<T>(path: string, { method = 'GET', body }: { method?: string; body?: unknown } = {}): Promise<T> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body !== undefined) {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(`${apiOrigin()}${path}`, init);
  } catch (error) {
    return Promise.reject({ status: 'FETCH_ERROR', error: String(error) } satisfies FetchBaseQueryError);
  }
  let data: unknown;
  try {
    data = await readApiBody(response);
  } catch (error) {
    return Promise.reject({ status: 'PARSING_ERROR', originalStatus: response.status, data: '', error: String(error) } satisfies FetchBaseQueryError);
  }
  if (!response.ok) return Promise.reject({ status: response.status, data } satisfies FetchBaseQueryError);
  return data as T;
}
