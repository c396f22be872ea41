import { API_PATHS, apiPath, type StaffRunSheet } from '@party/domain';
import { baseApi } from '@party/shared-ui';
import { readByKey, staffDayTag } from '../../shared/staff-queries';

export const runSheetApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A day's parties and hires, by start time then room, with what the role may see. */
    // The day changes while staff work on it (arrivals, a payment at the counter, a late RSVP):
    // read again whenever the sheet is opened (the page polls it too, see run-sheet-view.tsx).
    getRunSheet: build.query<StaffRunSheet, string>(readByKey((date) => apiPath(API_PATHS.staffDay, { date }), staffDayTag)),
  }),
});

export const { useGetRunSheetQuery } = runSheetApi;
