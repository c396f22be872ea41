import { createAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { ServerApi } from '../ssr/page-data';
import { pageOrigin, readApiBody, type StoreExtra } from './api-response';

type BaseQuery = ReturnType<typeof fetchBaseQuery>;
const queryOf = (baseUrl: string, fetchFn?: typeof fetch): BaseQuery =>
  fetchBaseQuery({ baseUrl, credentials: 'include', responseHandler: readApiBody, fetchFn });

/** The browser's: the page's own origin. */
let browserQuery: BaseQuery | undefined;
/** On the server, one per render's API (its store says which), gone with the render. */
const serverQueries = new WeakMap<ServerApi, BaseQuery>();

const baseQuery: BaseQuery = (args, api, extraOptions) => {
  const { serverApi } = (api.extra ?? {}) as StoreExtra;
  let query: BaseQuery;
  if (serverApi) {
    query = serverQueries.get(serverApi) ?? queryOf(serverApi.origin, serverApi.fetch);
    serverQueries.set(serverApi, query);
  } else {
    query = browserQuery ??= queryOf(pageOrigin());
  }
  return query(args, api, extraOptions);
};

/**
 * The API cache a server-rendered page was rendered with, dispatched into the browser's store
 * before it hydrates (RTK Query's documented rehydration: `extractRehydrationInfo`), so that the
 * browser does not ask for the same data again.
 */
export const hydrateApiCache = createAction<unknown>('page/hydrate-api-cache');

/**
 * The one RTK Query API of the site. Each remote adds its endpoints with `injectEndpoints` in its
 * feature's `api.ts`, at the contract's addresses (API_PATHS), on the page's own origin (the shell's
 * server proxies /api).
 * A non-OK response becomes an error carrying the status code and the response text.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  extractRehydrationInfo(action, { reducerPath }) {
    // What the server's store held: RTK Query's own state, whose type it keeps to itself.
    if (hydrateApiCache.match(action)) return (action.payload as Record<string, never> | null)?.[reducerPath];
  },
  // The staff console's (staff-mfe): a day's sheets, a booking as the staff see it, the money
  // pages and the audit log, each refreshed by the staff changes that touch it.
  tagTypes: ['Booking', 'AfterHoursBooking', 'Catalogue', 'TimeSlots', 'Rooms', 'Rsvps', 'StaffDay', 'StaffBooking', 'StaffMoney', 'StaffAudit'],
  // No retries, no refetch on focus, and data is never considered stale. Infinity, not a long
  // time: RTK Query sets no timer for it, where any number holds a timer (capped at 24.8 days) per
  // query and with it the store, which on the server would keep every page's store rendered.
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
