import {
  ageRestrictionAlert,
  bookingSuccessPath,
  formatAud,
  showsAgeRestriction,
  STEP1_MESSAGES,
  type BookingRecord,
} from '@party/domain';
import {
  Alert,
  BookingMoneyNotices,
  BookingOverNotice,
  ButtonLink,
  Card,
  PageHeader,
  useGetBookingQuery,
  useVenue,
} from '@party/shared-ui';
import { BookingLoaded } from '../../shared/booking-loaded';
import { HeldUnpaidNotice, OnlineChangesNote } from '../../shared/booking-status';
import { useBookingId } from '../../shared/use-booking-id';
import { PayNowForm } from './pay-now-form';
import { PayNowSummary } from './pay-now-summary';
import styles from './pay-now.module.css';

/**
 * The pay-now page: pay the deposit or what remains of an existing booking. A checkout refused with
 * 409 (paid meanwhile, its room taken) reads the booking again (shared-ui's checkout endpoint), so
 * the page shows it as it now is.
 */
export function PayNowView() {
  const id = useBookingId();
  const read = useGetBookingQuery(id, { skip: !id });
  return <BookingLoaded read={id ? read : undefined}>{(booking) => <PayNow booking={booking} />}</BookingLoaded>;
}

function PayNow({ booking }: { booking: BookingRecord }) {
  const venue = useVenue();
  const age = ageRestrictionAlert(venue.phone);
  return (
    <div className={styles.page}>
      <PageHeader title="Pay for Your Party">
        Booking reference <strong>{booking.reference}</strong>
      </PageHeader>
      {showsAgeRestriction(booking.childAge) ? (
        <Alert tone="warning" title={age.title}>
          {age.message}
        </Alert>
      ) : null}
      <HeldUnpaidNotice booking={booking} />
      <BookingMoneyNotices booking={booking} />
      <OnlineChangesNote booking={booking} />
      <div className={styles.layout}>
        <Card title="Payment" className={styles.payment}>
          <PaymentChoice booking={booking} />
          <PayNowNotes />
        </Card>
        <Card title="Booking Summary" className={styles.summary}>
          <PayNowSummary booking={booking} />
        </Card>
      </div>
    </div>
  );
}

function PaymentChoice({ booking }: { booking: BookingRecord }) {
  const venue = useVenue();
  const confirmation = bookingSuccessPath(booking.bookingId);
  if (booking.status === 'canceled' && booking.canceledReason) return <BookingOverNotice reason={booking.canceledReason} />;
  if (booking.status === 'canceled') {
    return (
      <Alert tone="danger" title="This booking has been canceled">
        There is nothing to pay. Please call us on {venue.phone} if you think this is wrong.
      </Alert>
    );
  }
  if (booking.remainingAmount <= 0) {
    return (
      <>
        <Alert tone="success" title="Paid in full">
          Nothing is left to pay on this booking: {formatAud(booking.totalPaidAmount)} has been paid.
        </Alert>
        <ButtonLink to={confirmation} variant="secondary">
          View your booking
        </ButtonLink>
      </>
    );
  }
  // A booking read again after a refused checkout starts a fresh choice from its new options.
  return <PayNowForm key={`${booking.status} ${booking.depositAmount} ${booking.remainingAmount}`} booking={booking} />;
}

/** The spec's notes: the minimum of 1 child, phone booking for over 11, the non-refundable deposit. */
function PayNowNotes() {
  const venue = useVenue();
  return (
    <ul className={styles.notes} aria-label="Please note">
      <li>{STEP1_MESSAGES.numberOfKidsMin}.</li>
      <li>{ageRestrictionAlert(venue.phone).message}</li>
      <li>The deposit is non-refundable.</li>
    </ul>
  );
}
