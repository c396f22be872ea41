import {
  bookingApi,
  prepareApiPage,
  SiteOriginOfPage,
  withPreparedAt,
  withSiteOrigin,
  type PageRequest,
  type PreparedPage,
  type RemotePageProps,
} from '@party/shared-ui';
import { ConfirmationView } from '../features/confirmation/confirmation-view';
import { confirmationIdsOf } from '../shared/use-booking-id';
import { prepareStore } from '../store';
import { StoredPageRoot } from './stored-page-root';

/** The confirmation page after a payment (/booking-success/:id). */
export default function ConfirmationPage({ data }: RemotePageProps) {
  return (
    <StoredPageRoot page="edit/ConfirmationPage" data={data}>
      <SiteOriginOfPage data={data}>
        <ConfirmationView />
      </SiteOriginOfPage>
    </StoredPageRoot>
  );
}

/**
 * On the server: the booking the page shows, as the browser reads it: the checkout's booking by its
 * session when the parent comes back from paying (`?session_id=`), else the booking of its id; as
 * of now (shared-ui's page clock), with the site's origin the invitation's link is on. The page
 * every parent lands on after paying is drawn whole by the server's markup (issue 41).
 */
export async function preparePage(request: PageRequest): Promise<PreparedPage> {
  const { bookingId, sessionId } = confirmationIdsOf(new URLSearchParams(request.search), request.params.id);
  const prepared = await prepareApiPage(prepareStore(request), (dispatch) => {
    if (sessionId) void dispatch(bookingApi.endpoints.getBookingBySession.initiate(sessionId));
    else if (bookingId) void dispatch(bookingApi.endpoints.getBooking.initiate(bookingId));
  });
  return withSiteOrigin(withPreparedAt(prepared, request.now), request.siteOrigin);
}
