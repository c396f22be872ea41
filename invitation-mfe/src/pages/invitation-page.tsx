import { useParams } from 'react-router-dom';
import { PageRoot, SiteOriginOfPage, withSiteOrigin, type PageRequest, type PreparedPage, type RemotePageProps } from '@party/shared-ui';
import { InvitationView } from '../features/invitation/invitation-view';
import { prepareInvitationPage, preparedInvitationOf } from '../features/invitation/prepared-invitation';

/**
 * On the server (docs/decisions/029): the invitation, for the page to render with and the browser
 * to hydrate with, and the page's title and description for link previews; the site's origin, for
 * the invitation's full address in its calendar link.
 */
export async function preparePage(request: PageRequest): Promise<PreparedPage> {
  return withSiteOrigin(await prepareInvitationPage(request), request.siteOrigin);
}

/** The invitation a parent shares by SMS (/booking-invitation/:id), outside the site layout. */
export default function InvitationPage({ data }: RemotePageProps) {
  const { id = '' } = useParams();
  return (
    <PageRoot page="invitation/InvitationPage" build={__BUILD_ID__} data={data} loadingLabel="Loading your invitation…">
      <SiteOriginOfPage data={data}>
        <InvitationView key={id} invitationId={id} prepared={preparedInvitationOf(data, id)} />
      </SiteOriginOfPage>
    </PageRoot>
  );
}
