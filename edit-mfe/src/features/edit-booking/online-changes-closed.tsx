import { ONLINE_CHANGES_CLOSED_TITLE, onlineChangesClosedReason, phoneHref, venue } from '@party/domain';
import { ButtonLink, PageMessage } from '@party/shared-ui';

/** Replaces both steps when the party is 4 days or less away. */
export function OnlineChangesClosed({ bookingId }: { bookingId: string }) {
  return (
    <PageMessage
      title={ONLINE_CHANGES_CLOSED_TITLE}
      actions={<ButtonLink to={`/booking-success/${encodeURIComponent(bookingId)}`}>View Your Booking</ButtonLink>}
    >
      <p>
        {onlineChangesClosedReason()} Please call us on{' '}
        <a href={phoneHref(venue.phone)}>{venue.phone}</a> or email <a href={`mailto:${venue.email}`}>{venue.email}</a> and we will
        be happy to help.
      </p>
    </PageMessage>
  );
}
