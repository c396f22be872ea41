import type { Store } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import type { PageData, PreparedPage } from './page-data';

/**
 * On the server: a page's API data, read into a store of the request's own (`prepareStore`).
 * `start` dispatches the queries the page renders with (`endpoint.initiate(...)`); once they have
 * all answered, or failed, the API cache is what the page renders with and what the browser
 * hydrates. A failed query is kept as failed (one the server's fetch gave up on at the page's
 * deadline too): the page shows its error, and the browser asks again.
 */
export async function prepareApiPage<S extends Store>(store: S, start: (dispatch: S['dispatch']) => void): Promise<PreparedPage & { data: PageData }> {
  start(store.dispatch);
  const running = store.dispatch(baseApi.util.getRunningQueriesThunk() as never) as unknown as Array<PromiseLike<unknown>>;
  await Promise.all(running);
  return { data: { api: (store.getState() as Record<string, unknown>)[baseApi.reducerPath] } };
}
