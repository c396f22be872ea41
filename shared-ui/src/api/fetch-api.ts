import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ServerApi } from '../ssr/page-data';
import { pageOrigin, readApiBody } from './api-response';

/**
 * One call to the API without Redux, for a page that makes a call or two and must stay small (the
 * invitation, opened from an SMS: decision 022). The base API's conventions: the page's origin,
 * cookies included, a JSON body, no retries. A failure rejects with the error RTK Query would give
 * for it, so `describeApiError` and `apiErrorStatus` read both. On the server, `serverApi` is the
 * render's (its request's `api`).
 */
export async function fetchApi<T>(
  path: string,
  { method = 'GET', body, serverApi }: { method?: string; body?: unknown; serverApi?: ServerApi } = {},
): Promise<T> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body !== undefined) {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await (serverApi?.fetch ?? fetch)(`${serverApi?.origin ?? pageOrigin()}${path}`, init);
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
