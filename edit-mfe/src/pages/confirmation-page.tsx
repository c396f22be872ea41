import { RemoteRoot, type RemotePageProps } from '@party/shared-ui';
import { ConfirmationView } from '../features/confirmation/confirmation-view';
import { usePageStore } from '../store';

/** The confirmation page after a payment (/booking-success/:id). */
export default function ConfirmationPage({ data }: RemotePageProps) {
  const store = usePageStore(data);
  return (
    <RemoteRoot store={store} page="edit/ConfirmationPage" build={__BUILD_ID__}>
      <ConfirmationView />
    </RemoteRoot>
  );
}
