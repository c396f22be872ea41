import { formatDisplayDate, invitationPath, type BookingRecord } from '@party/domain';
import { useVenue } from '@party/shared-ui';
import { ShareLink } from './share-link';

/** The invitation page's link, for the parent to send to guests, who answer there. */
export function InvitationShare({ booking }: { booking: BookingRecord }) {
  const venue = useVenue();
  const url = `${window.location.origin}${invitationPath(booking.invitationId)}`;
  const who = booking.childfName ? `${booking.childfName}'s` : 'a';
  return (
    <>
      <p>Send this link to your guests: it shows the party details and lets them RSVP. Their answers appear when you edit your booking.</p>
      <ShareLink
        url={url}
        label="Invitation link"
        shareTitle={`You're invited to ${who} birthday party`}
        shareText={`Join us at ${venue.name} on ${formatDisplayDate(booking.date)}. Please RSVP here:`}
      />
    </>
  );
}
