import { API_PATHS, type AfterHoursRequest, type AfterHoursSaved } from '@party/domain';
import { afterHoursApi } from '../../shared/api';

export const newEventApi = afterHoursApi.injectEndpoints({
  endpoints: (build) => ({
    /** The new event, and the parent's own unpaid booking from an earlier version of the draft that it replaces. */
    saveAfterHoursBooking: build.mutation<AfterHoursSaved, AfterHoursRequest>({
      query: (body) => ({ url: API_PATHS.afterHoursSave, method: 'POST', body }),
    }),
  }),
});

export const { useSaveAfterHoursBookingMutation } = newEventApi;
