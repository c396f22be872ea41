import { useParams } from 'react-router-dom';
import { PageHeader, RemoteRoot, type RemotePageProps } from '@party/shared-ui';
import { EditEventView } from '../features/edit-event/edit-event-view';
import { NewEventView } from '../features/new-event/new-event-view';
import { usePageStore } from '../store';
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
    <RemoteRoot store={store} page="afterhours/AfterHoursPage" build={__BUILD_ID__}>
      <AfterHoursContent bookingId={bookingId} />
    </RemoteRoot>
  );
}
