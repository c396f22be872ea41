import { ButtonLink, PageMessage } from '@party/shared-ui';

export function NotFoundPage() {
  return (
    <PageMessage title="Page Not Found" actions={<ButtonLink to="/">Go to the home page</ButtonLink>}>
      <p>Sorry, the page you were looking for was not found.</p>
    </PageMessage>
  );
}
