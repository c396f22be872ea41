import { afterHoursApi, type AfterHoursSaved } from '../../shared/api';
import type { EventRequest } from '../../shared/event-form/form-values';

/** The new event, and the parent's own unpaid booking from an earlier version of the draft that it replaces. */
export type NewEventRequest = EventRequest & { replacesBookingId?: string };

export const newEventApi = afterHoursApi.injectEndpoints({
  endpoints: (build) => ({
    saveAfterHoursBooking: build.mutation<AfterHoursSaved, NewEventRequest>({
      query: (body) => ({ url: '/bookings-afterhours/save', method: 'POST', body }),
    }),
  }),
});

export const { useSaveAfterHoursBookingMutation } = newEventApi;
