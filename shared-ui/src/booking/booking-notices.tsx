import {
  amountOwedBackMessage,
  BOOK_AGAIN,
  BOOKING_NOTICE_TITLES,
  bookingOverMessage,
  couponDroppedMessage,
  priceCents,
  SITE_ROUTES,
  type BookingRecord,
  type CanceledReason,
} from '@party/domain';
import { Alert } from '../components/alert';
import { ButtonLink } from '../components/button-link';
import { VenueContactText } from '../components/venue-contact-text';
import { useVenue } from '../venue/venue';
import styles from './booking-notices.module.css';

// What a booking's pages (edit, pay-now, confirmation) say about its end and its money, in the
// domain's words: a booking that is over offers to book again; money the venue owes back and a
// coupon taken off at payment are named with their amount and code.

/** The way to book again, for a booking that is over. */
export function BookAgainLink() {
  return <ButtonLink to={SITE_ROUTES.bookYourParty}>{BOOK_AGAIN}</ButtonLink>;
}

/** Why a booking is over (its room taken, its hold run out, replaced), and a way to book again. */
export function BookingOverNotice({ reason }: { reason: CanceledReason }) {
  const venue = useVenue();
  return (
    <Alert tone="danger" title={BOOKING_NOTICE_TITLES.over}>
      <p className={styles.text}>
        <VenueContactText text={bookingOverMessage(reason, venue.phone)} />
      </p>
      <BookAgainLink />
    </Alert>
  );
}

/** Money the venue owes the parent back, when there is any. */
export function OwedBackNotice({ amount }: { amount: number }) {
  const venue = useVenue();
  if (priceCents(amount) === 0) return null;
  return (
    <Alert tone="warning" title={BOOKING_NOTICE_TITLES.owedBack}>
      <VenueContactText text={amountOwedBackMessage(amount, venue.phone)} />
    </Alert>
  );
}

/** Why the price went up: the booking's coupon ran out before its payment arrived. */
export function CouponDroppedNotice({ code }: { code: string }) {
  return (
    <Alert tone="warning" title={BOOKING_NOTICE_TITLES.couponDropped}>
      {couponDroppedMessage(code)}
    </Alert>
  );
}

/** What a booking's record says about its money: any amount owed back, any coupon taken off. */
export function BookingMoneyNotices({ booking }: { booking: Pick<BookingRecord, 'amountOwedBack' | 'droppedCoupon'> }) {
  return (
    <>
      <OwedBackNotice amount={booking.amountOwedBack} />
      {booking.droppedCoupon ? <CouponDroppedNotice code={booking.droppedCoupon.code} /> : null}
    </>
  );
}
