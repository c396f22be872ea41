import { SITE_ROUTES } from '@party/domain';
import { ButtonLink, PageMessage, usePageLive } from '@party/shared-ui';

export function NotFoundPage() {
  // The site's own page for an unknown address: live once hydrated, as every page is (decision 069).
  usePageLive();
  return (
    <PageMessage title="Page Not Found" actions={<ButtonLink to={SITE_ROUTES.home}>Go to the home page</ButtonLink>}>
      <p>Sorry, the page you were looking for was not found.</p>
    </PageMessage>
  );
}
