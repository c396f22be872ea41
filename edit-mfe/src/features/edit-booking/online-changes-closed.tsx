import { bookingSuccessPath, ONLINE_CHANGES_CLOSED_TITLE, onlineChangesClosedMessage } from '@party/domain';
import { ButtonLink, PageMessage, useVenue, VenueContactText } from '@party/shared-ui';

/** Replaces both steps when the party is 4 days or less away. */
export function OnlineChangesClosed({ bookingId }: { bookingId: string }) {
  const venue = useVenue();
  return (
    <PageMessage
      title={ONLINE_CHANGES_CLOSED_TITLE}
      actions={<ButtonLink to={bookingSuccessPath(bookingId)}>View Your Booking</ButtonLink>}
    >
      <p>
        <VenueContactText text={onlineChangesClosedMessage(venue)} />
      </p>
    </PageMessage>
  );
}
