import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { apiOrigin, readApiBody } from './api-response';

/**
 * The one RTK Query API of the site. Each remote adds its endpoints with `injectEndpoints` in its
 * feature's `api.ts`, at the contract's addresses (API_PATHS), on the page's own origin (the shell's
 * server proxies /api).
 * A non-OK response becomes an error carrying the status code and the response text.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: apiOrigin,
    credentials: 'include',
    responseHandler: readApiBody,
  }),
  tagTypes: ['Booking', 'AfterHoursBooking', 'Catalogue', 'TimeSlots', 'Rooms', 'Rsvps'],
  // No retries, no refetch on focus, and data is never considered stale.
  keepUnusedDataFor: Number.MAX_SAFE_INTEGER / 1000,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
