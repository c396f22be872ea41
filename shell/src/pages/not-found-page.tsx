import { SITE_ROUTES } from '@party/domain';
import { ButtonLink, PageMessage } from '@party/shared-ui';

export function NotFoundPage() {
  return (
    <PageMessage title="Page Not Found" actions={<ButtonLink to={SITE_ROUTES.home}>Go to the home page</ButtonLink>}>
      <p>Sorry, the page you were looking for was not found.</p>
    </PageMessage>
  );
}
