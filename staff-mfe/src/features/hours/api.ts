import { API_PATHS, type OpeningHoursInput, type StaffHours, type StaffHoursChange, type VenueChangePreview } from '@party/domain';
import { baseApi, whenSaved } from '@party/shared-ui';
import { readPage } from '../../shared/staff-queries';

// The venue's opening hours and after-hours window (GET and PUT /api/staff/hours, decision 040).
export const hoursApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHours: build.query<StaffHours, void>(readPage(API_PATHS.staffHours)),
    /** The live bookings the hours would leave outside them, each with its customer (decision 059): nothing is saved. */
    previewHours: build.mutation<VenueChangePreview, OpeningHoursInput>({
      query: (hours) => ({ url: API_PATHS.staffHoursPreview, method: 'POST', body: hours }),
    }),
    /** Saves the hours at the version read: answers them as saved (409 'changed-meanwhile' when another change came first). */
    changeHours: build.mutation<StaffHours, StaffHoursChange>({
      query: (hours) => ({ url: API_PATHS.staffHours, method: 'PUT', body: hours }),
      onQueryStarted: whenSaved((hours, dispatch) => {
        dispatch(hoursApi.util.upsertQueryData('getHours', undefined, hours));
      }),
    }),
  }),
});

export const { useGetHoursQuery, usePreviewHoursMutation, useChangeHoursMutation } = hoursApi;
