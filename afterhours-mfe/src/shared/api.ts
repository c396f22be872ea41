import type { AfterHoursAddon, AfterHoursBookingDetails } from '@party/domain';
import { baseApi } from '@party/shared-ui';

// The after-hours calls both the new and the edit page make (docs/api-contract.md): the add-on
// catalogue and reading a booking back. Saving and updating are each page's own (its api.ts).

/** An after-hours booking as the API reads it back: the spec's record, its reference and its money as recorded. */
export type AfterHoursRecord = AfterHoursBookingDetails;

/** What saving or updating answers: the booking as stored, priced by the server. */
export interface AfterHoursSaved {
  booking: AfterHoursRecord;
}

export const afterHoursTag = (id: string) => ({ type: 'AfterHoursBooking' as const, id });

export const afterHoursApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAfterHoursAddons: build.query<AfterHoursAddon[], void>({
      query: () => '/afterhours-addons',
      providesTags: [{ type: 'Catalogue', id: 'afterhours-addons' }],
    }),
    getAfterHoursBooking: build.query<AfterHoursRecord, string>({
      query: (id) => `/bookings-afterhours/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [afterHoursTag(id)],
    }),
  }),
});

export const { useGetAfterHoursAddonsQuery, useGetAfterHoursBookingQuery } = afterHoursApi;
