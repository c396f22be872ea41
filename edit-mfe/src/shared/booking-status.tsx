import { daysUntilEvent, heldUnpaidMessage, holdRunOutMessage, onlineChangesLine, type BookingRecord } from '@party/domain';
import { Alert, useNowOnce, useVenue } from '@party/shared-ui';
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
