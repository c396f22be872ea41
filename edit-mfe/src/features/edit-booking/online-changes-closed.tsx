import { bookingSuccessPath, ONLINE_CHANGES_CLOSED_TITLE, onlineChangesClosedMessage, type BookingRecord } from '@party/domain';
import { ButtonLink, PageMessage, useVenue, VenueContactText } from '@party/shared-ui';
import { VenueAskedNotice } from '../../shared/booking-status';
import { FamilyForm } from './family-form';
import { RsvpList } from './rsvp-list';
import styles from './edit-booking.module.css';

/**
 * Replaces both steps when the party is 4 days or less away. The guests' answers stay in view:
 * they come in until the party starts, when the parent needs them most.
 */
export function OnlineChangesClosed({ booking }: { booking: BookingRecord }) {
  const bookingId = String(booking.bookingId);
  const venue = useVenue();
  return (
    <>
      <PageMessage
        title={ONLINE_CHANGES_CLOSED_TITLE}
        actions={<ButtonLink to={bookingSuccessPath(bookingId)}>View Your Booking</ButtonLink>}
      >
        <p>
          <VenueContactText text={onlineChangesClosedMessage(venue)} />
        </p>
      </PageMessage>
      <div className={styles.closedRsvps}>
        <VenueAskedNotice booking={booking} />
        <FamilyForm bookingId={bookingId} />
        <RsvpList bookingId={bookingId} headingLevel={2} />
      </div>
    </>
  );
}
