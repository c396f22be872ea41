import { API_PATHS, apiPath, type StaffKitchenSheet } from '@party/domain';
import { baseApi } from '@party/shared-ui';
import { READ_AFRESH, staffDayTag } from '../../shared/staff-queries';

export const kitchenSheetApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** What to cook per start time across the day's parties, and each party's allergies. */
    getKitchenSheet: build.query<StaffKitchenSheet, string>({
      query: (date) => apiPath(API_PATHS.staffKitchen, { date }),
      providesTags: (_result, _error, date) => [staffDayTag(date)],
      ...READ_AFRESH,
    }),
  }),
});

export const { useGetKitchenSheetQuery } = kitchenSheetApi;
