import { API_PATHS, apiPath, type AfterHoursRequest, type AfterHoursSaved } from '@party/domain';
import { afterHoursApi } from '../../shared/api';

export const editEventApi = afterHoursApi.injectEndpoints({
  endpoints: (build) => ({
    /** Saves the changes; the server prices them again, and the page then shows the booking it answers. */
    updateAfterHoursBooking: build.mutation<AfterHoursSaved, { id: string; changes: AfterHoursRequest }>({
      query: ({ id, changes }) => ({ url: apiPath(API_PATHS.afterHoursBooking, { id }), method: 'PUT', body: changes }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data?.booking) dispatch(afterHoursApi.util.upsertQueryData('getAfterHoursBooking', id, data.booking));
      },
    }),
  }),
});

export const { useUpdateAfterHoursBookingMutation } = editEventApi;
