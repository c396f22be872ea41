import { afterHoursApi, type AfterHoursSaved } from '../../shared/api';
import type { EventRequest } from '../../shared/event-form/form-values';

export const editEventApi = afterHoursApi.injectEndpoints({
  endpoints: (build) => ({
    /** Saves the changes; the server prices them again, and the page then shows the booking it answers. */
    updateAfterHoursBooking: build.mutation<AfterHoursSaved, { id: string; changes: EventRequest }>({
      query: ({ id, changes }) => ({ url: `/bookings-afterhours/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data?.booking) dispatch(afterHoursApi.util.upsertQueryData('getAfterHoursBooking', id, data.booking));
      },
    }),
  }),
});

export const { useUpdateAfterHoursBookingMutation } = editEventApi;
