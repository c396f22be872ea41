import { RemoteRoot, SiteOriginOfPage, withSiteOrigin, type PageRequest, type PreparedPage, type RemotePageProps } from '@party/shared-ui';
import { ConfirmationView } from '../features/confirmation/confirmation-view';
import { prepareBookingPage } from '../shared/prepare-booking-page';
import { usePageStore } from '../store';

/** The confirmation page after a payment (/booking-success/:id). */
export default function ConfirmationPage({ data }: RemotePageProps) {
  const store = usePageStore(data);
  return (
    <RemoteRoot store={store} page="edit/ConfirmationPage" build={__BUILD_ID__} data={data}>
      <SiteOriginOfPage data={data}>
        <ConfirmationView />
      </SiteOriginOfPage>
    </RemoteRoot>
  );
}

/**
 * On the server: the booking of the route's id. The page reads a checkout's booking by its session
 * instead (`?session_id=`, coming back from a payment), which the server is not told of: that one
 * the browser reads, as without server rendering. The invitation's link is on the site's origin,
 * which the server's markup shows already.
 */
export async function preparePage(request: PageRequest): Promise<PreparedPage> {
  return withSiteOrigin(await prepareBookingPage(request), request.siteOrigin);
}
