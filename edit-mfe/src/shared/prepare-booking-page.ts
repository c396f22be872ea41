import { bookingApi, prepareApiPage, withPreparedAt, type PageRequest, type PreparedPage } from '@party/shared-ui';
import { makeStore } from '../store';

/**
 * On the server: the data of a page that shows the booking of its route's id (`/booking-payment/:id`,
 * `/booking-success/:id`): the booking, as of now (shared-ui's page clock).
 */
export async function prepareBookingPage(request: PageRequest): Promise<PreparedPage> {
  const id = request.params.id;
  const store = makeStore();
  const prepared = await prepareApiPage(store, request, () => {
    if (id) void store.dispatch(bookingApi.endpoints.getBooking.initiate(id));
  });
  return withPreparedAt(prepared);
}
