import { API_PATHS, type StaffVenueSettings } from '@party/domain';
import { baseApi, whenSaved } from '@party/shared-ui';
import { readPage } from '../../shared/staff-queries';

// The venue's reminders on or off and how long forms are kept (GET and PUT /api/staff/venue-settings, decision 065).
export const venueSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getVenueSettings: build.query<StaffVenueSettings, void>(readPage(API_PATHS.staffVenueSettings)),
    /** Saves the settings whole: answers them as saved. */
    changeVenueSettings: build.mutation<StaffVenueSettings, StaffVenueSettings>({
      query: (settings) => ({ url: API_PATHS.staffVenueSettings, method: 'PUT', body: settings }),
      onQueryStarted: whenSaved((settings, dispatch) => {
        dispatch(venueSettingsApi.util.upsertQueryData('getVenueSettings', undefined, settings));
      }),
    }),
  }),
});

export const { useGetVenueSettingsQuery, useChangeVenueSettingsMutation } = venueSettingsApi;
