import {
  API_PATHS,
  apiPath,
  type AfterHoursAddon,
  type AfterHoursAvailability,
  type AfterHoursAvailabilityQuery,
  type AfterHoursBooking,
  type AfterHoursTerms,
} from '@party/domain';
import { baseApi } from '@party/shared-ui';

// The after-hours calls both the new and the edit page make: the add-on catalogue, the hire's
// window and rates as the venue sets them, when the centre is taken, and reading a booking back. Saving and updating are each page's own (its api.ts).

export const afterHoursTag = (id: string) => ({ type: 'AfterHoursBooking' as const, id });

export const afterHoursApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAfterHoursAddons: build.query<AfterHoursAddon[], void>({
      query: () => API_PATHS.afterHoursAddons,
      providesTags: [{ type: 'Catalogue', id: 'afterhours-addons' }],
    }),
    /** When the centre can be hired and what it costs, today (decision 040). */
    getAfterHoursTerms: build.query<AfterHoursTerms, void>({
      query: () => API_PATHS.afterHoursTerms,
      providesTags: [{ type: 'Catalogue', id: 'after-hours-terms' }],
    }),
    /** When the centre is taken, day by day (never cached by the browser: the API says no-cache). */
    getAfterHoursAvailability: build.query<AfterHoursAvailability, AfterHoursAvailabilityQuery>({
      query: (params) => ({ url: API_PATHS.afterHoursAvailability, params }),
    }),
    getAfterHoursBooking: build.query<AfterHoursBooking, string>({
      query: (id) => apiPath(API_PATHS.afterHoursBooking, { id }),
      providesTags: (_result, _error, id) => [afterHoursTag(id)],
    }),
  }),
});

export const { useGetAfterHoursAddonsQuery, useGetAfterHoursAvailabilityQuery, useGetAfterHoursBookingQuery, useGetAfterHoursTermsQuery } = afterHoursApi;
