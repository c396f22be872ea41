import { API_PATHS, type FindBookingAnswer, type FindBookingRequest } from '@party/domain';
import { fetchApi } from '@party/shared-ui';

/**
 * Asks for the links of the address's upcoming bookings to be emailed to it. The page makes this
 * one call and keeps no cache, so it goes without Redux (as the invitation does: decision 022).
 */
export const askForBookingLinks = (request: FindBookingRequest) =>
  fetchApi<FindBookingAnswer>(API_PATHS.findBooking, { method: 'POST', body: request });
