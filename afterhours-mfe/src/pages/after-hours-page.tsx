import { useParams } from 'react-router-dom';
import {
  catalogueApi,
  PageHeader,
  prepareApiPage,
  RemoteRoot,
  withPreparedAt,
  type PageRequest,
  type PreparedPage,
  type RemotePageProps,
} from '@party/shared-ui';
import { EditEventView } from '../features/edit-event/edit-event-view';
import { NewEventView } from '../features/new-event/new-event-view';
import { afterHoursApi } from '../shared/api';
import { takenTimesQuery } from '../shared/taken-times';
import { prepareStore, usePageStore } from '../store';
import styles from './after-hours-page.module.css';

/** The after-hours page without its root: new (no booking id) or edit. */
export function AfterHoursContent({ bookingId }: { bookingId: string | undefined }) {
  return (
    <div className={styles.page}>
      <PageHeader title={bookingId ? 'Edit Your Events Booking' : 'Book Your Events'}>
        {bookingId ? null : 'Hire the whole centre for your event: choose a day and times, tell us who is coming, and add what you need.'}
      </PageHeader>
      {bookingId ? <EditEventView key={bookingId} bookingId={bookingId} /> : <NewEventView />}
    </div>
  );
}

/** New (/book-your-party/after-hours) or edit (/book-your-party/after-hours/edit/:bookingId). */
export default function AfterHoursPage({ data }: RemotePageProps) {
  const store = usePageStore(data);
  const { bookingId } = useParams();
  return (
    <RemoteRoot store={store} page="afterhours/AfterHoursPage" build={__BUILD_ID__} data={data}>
      <AfterHoursContent bookingId={bookingId} />
    </RemoteRoot>
  );
}

/**
 * On the server (docs/decisions/029): what the page's first render reads, so that its markup is
 * the form with the add-ons and the taken times (and, to edit, the booking) rather than a spinner,
 * and the browser does not ask again: the catalogue, the booking, and the taken times, whose days
 * follow the page's clock and the venue's time zone. The clock travels with the data, for the
 * browser to hydrate with.
 */
export async function preparePage(request: PageRequest): Promise<PreparedPage> {
  const { now, venue } = request;
  const { bookingId } = request.params;
  const prepared = await prepareApiPage(prepareStore(request), (dispatch) => {
    dispatch(afterHoursApi.endpoints.getAfterHoursAddons.initiate());
    dispatch(afterHoursApi.endpoints.getAfterHoursTerms.initiate());
    dispatch(catalogueApi.endpoints.getUnavailableDates.initiate());
    if (bookingId) dispatch(afterHoursApi.endpoints.getAfterHoursBooking.initiate(bookingId));
    else dispatch(catalogueApi.endpoints.getPackages.initiate());
    // Without the venue the page shows that it could not be loaded: no taken times to read.
    if (venue) dispatch(afterHoursApi.endpoints.getAfterHoursAvailability.initiate(takenTimesQuery(now, venue.timeZone, bookingId)));
  });
  return withPreparedAt(prepared, now);
}
