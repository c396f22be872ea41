import { API_PATHS, apiPath, type StaffKitchenSheet } from '@party/domain';
import { baseApi } from '@party/shared-ui';
import { readByKey, staffDayTag } from '../../shared/staff-queries';

export const kitchenSheetApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** What to cook per start time across the day's parties, and each party's allergies. */
    getKitchenSheet: build.query<StaffKitchenSheet, string>(readByKey((date) => apiPath(API_PATHS.staffKitchen, { date }), staffDayTag)),
  }),
});

export const { useGetKitchenSheetQuery } = kitchenSheetApi;
