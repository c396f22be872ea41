import {
  areOnlineChangesOpen,
  daysUntilEvent,
  heldUnpaidMessage,
  holdRunOutMessage,
  onlineChangesLine,
  VENUE_CHANGE_MESSAGES,
  venueAskedChoices,
  venueAskedWhy,
  type BookingRecord,
} from '@party/domain';
import { Alert, useNowOnce, useVenue, VenueContactText } from '@party/shared-ui';
import styles from './booking-status.module.css';

// What a booking's pages say about its state beyond the spec's messages (decision 028).

interface BookingProps {
  booking: BookingRecord;
}

/** Until when the party's food, add-ons and guests can be changed online; nothing once canceled or past. */
export function OnlineChangesNote({ booking }: BookingProps) {
  const { timeZone } = useVenue();
  const now = useNowOnce();
  if (booking.status === 'canceled' || daysUntilEvent(booking.date, now, timeZone) < 0) return null;
  return <p className={styles.note}>{onlineChangesLine(booking.date, now, timeZone)}</p>;
}

/**
 * An unpaid booking: its room is held until a time on the venue's clock and the party is not
 * booked until it is paid (or the hold has run out). Only for a pending booking.
 */
export function HeldUnpaidNotice({ booking }: BookingProps) {
  const { timeZone } = useVenue();
  const now = useNowOnce();
  if (booking.status !== 'pending') return null;
  const roomName = booking.room?.name ?? 'room';
  const held = booking.holdExpiresAt !== null && Date.parse(booking.holdExpiresAt) > now;
  return (
    <Alert tone="warning" title="Your booking is awaiting payment.">
      {held && booking.holdExpiresAt ? heldUnpaidMessage(roomName, booking.holdExpiresAt, timeZone) : holdRunOutMessage(roomName)}
    </Alert>
  );
}

/**
 * The venue asked the parent to move the party (a closure of its time, or opening hours that no
 * longer hold it; decision 059): why, in words without the staff's reason, and the choices: a move
 * with no rebooking fee or a cancellation with everything refunded, here while online changes are
 * open, else by phone. Nothing once it has moved or is canceled.
 */
export function VenueAskedNotice({ booking }: BookingProps) {
  const venue = useVenue();
  const now = useNowOnce();
  if (!booking.venueAskedToMove || booking.status === 'canceled') return null;
  const online = areOnlineChangesOpen(booking.date, now, venue.timeZone);
  return (
    <Alert tone="warning" title={VENUE_CHANGE_MESSAGES.askedTitle}>
      <p className={styles.asked}>{venueAskedWhy(booking.venueAskedToMove.cause)}</p>
      <p className={styles.asked}>
        <VenueContactText text={venueAskedChoices(venue, online)} />
      </p>
    </Alert>
  );
}
