import { bookingApi, prepareApiPage, withPreparedAt, type PageRequest, type PreparedPage } from '@party/shared-ui';
import { prepareStore } from '../store';

/**
 * On the server: the data of a page that shows the booking of its route's id (`/booking-payment/:id`):
 * the booking, as of now (shared-ui's page clock).
 */
export async function prepareBookingPage(request: PageRequest): Promise<PreparedPage> {
  const id = request.params.id;
  const prepared = await prepareApiPage(prepareStore(request), (dispatch) => {
    if (id) void dispatch(bookingApi.endpoints.getBooking.initiate(id));
  });
  return withPreparedAt(prepared, request.now);
}
