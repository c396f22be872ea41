import { bookingApi, catalogueApi, prepareApiPage, withPreparedAt, type PageRequest, type PreparedPage } from '@party/shared-ui';
import { prepareStore } from '../../store';
import { editBookingApi } from './api';
import { initialEditValues, NOTHING_KEPT, toBookingEdit } from './edit-values';

/**
 * On the server: what the edit page first renders with. The booking and the catalogue; then the
 * guests' answers (beside the number of kids, or instead of the form once online changes are
 * closed), the family's attendance form's status and link (decision 062), and, for a booking that can still be edited, the price of the choices the form opens
 * with (the booking's own: session storage is the browser's), as the form asks for it.
 */
export async function prepareEditBooking(request: PageRequest): Promise<PreparedPage> {
  const id = request.params.id;
  const store = prepareStore(request);
  const prepared = await prepareApiPage(store, () => {
    if (!id) return;
    void store.dispatch(bookingApi.endpoints.getBooking.initiate(id));
    void store.dispatch(catalogueApi.endpoints.getFoodItems.initiate());
    void store.dispatch(catalogueApi.endpoints.getAddons.initiate());
  });

  const state = store.getState();
  const booking = id ? bookingApi.endpoints.getBooking.select(id)(state).data : undefined;
  const food = catalogueApi.endpoints.getFoodItems.select()(state).data;
  const addons = catalogueApi.endpoints.getAddons.select()(state).data;
  if (!booking || !food || !addons || booking.status === 'canceled') return withPreparedAt(prepared, request.now);

  const bookingId = String(booking.bookingId);
  const catalogue = { kidsFood: food.kidsFood, adultsFood: food.adultsFood, addons };
  const opening = { id: bookingId, edit: toBookingEdit(initialEditValues(booking, NOTHING_KEPT), booking, catalogue) };
  const priced = await prepareApiPage(store, () => {
    void store.dispatch(editBookingApi.endpoints.getRsvps.initiate(bookingId));
    void store.dispatch(editBookingApi.endpoints.getFamilyForm.initiate(bookingId));
    void store.dispatch(editBookingApi.endpoints.quoteEdit.initiate(opening));
  });
  return withPreparedAt(priced, request.now);
}
