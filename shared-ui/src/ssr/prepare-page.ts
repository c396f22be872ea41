import type { Store } from '@reduxjs/toolkit';
import { setServerApiOrigin } from '../api/api-response';
import { baseApi } from '../api/base-api';
import type { PageData, PageRequest, PreparedPage } from './page-data';

/**
 * On the server: a page's API data, read into a store of its own (made for this request). `start`
 * dispatches the queries the page renders with (`endpoint.initiate(...)`); once they have all
 * answered, or failed, the API cache is what the page renders with and what the browser hydrates.
 * A failed query is kept as failed: the page shows its error, and the browser asks again.
 */
export async function prepareApiPage<S extends Store>(
  store: S,
  request: PageRequest,
  start: (dispatch: S['dispatch']) => void,
): Promise<PreparedPage & { data: PageData }> {
  setServerApiOrigin(request.apiOrigin);
  start(store.dispatch);
  const running = store.dispatch(baseApi.util.getRunningQueriesThunk() as never) as unknown as Array<PromiseLike<unknown>>;
  await Promise.all(running);
  return { data: { api: (store.getState() as Record<string, unknown>)[baseApi.reducerPath] } };
}

/** On the server, for a page whose data is not in Redux (the invitation): the API's address. */
export function prepareFetchPage(request: PageRequest): void {
  setServerApiOrigin(request.apiOrigin);
}
