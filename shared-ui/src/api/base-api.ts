import { createAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { apiOrigin, readApiBody } from './api-response';

/** One fetchBaseQuery per API origin: the page's own in the browser, the API's on the server. */
type BaseQuery = ReturnType<typeof fetchBaseQuery>;
const queriesByOrigin = new Map<string, BaseQuery>();
const baseQuery: BaseQuery = (args, api, extraOptions) => {
  const origin = apiOrigin();
  let query = queriesByOrigin.get(origin);
  if (!query) {
    query = fetchBaseQuery({ baseUrl: origin, credentials: 'include', responseHandler: readApiBody });
    queriesByOrigin.set(origin, query);
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
  // No retries, no refetch on focus, and data is never considered stale.
  keepUnusedDataFor: Number.MAX_SAFE_INTEGER / 1000,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
