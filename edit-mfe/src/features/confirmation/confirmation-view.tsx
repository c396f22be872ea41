import { bookingEditPath, bookingPaymentPath, CHANGE_OF_PLAN_MESSAGES, isCalledOff, type BookingRecord } from '@party/domain';
import {
  Alert,
  BookingMoneyNotices,
  BookingOverNotice,
  ButtonLink,
  Card,
  PartyFacts,
  partyOfBooking,
  useGetBookingBySessionQuery,
  useGetBookingQuery,
  useNowOnce,
} from '@party/shared-ui';
import { BookingLoaded } from '../../shared/booking-loaded';
import { HeldUnpaidNotice, OnlineChangesNote } from '../../shared/booking-status';
import { useConfirmationIds } from '../../shared/use-booking-id';
import { CalendarLinks } from './calendar-links';
import { InviteGuests } from './invite-guests';
import { PaymentSummary } from './payment-summary';
import { confirmationStatusMessage } from './status-message';
import styles from './confirmation.module.css';

/**
 * The confirmation page: the booking by its id, or by the checkout session when coming back from
 * a payment (session_id in the query string).
 */
export function ConfirmationView() {
  const { bookingId, sessionId } = useConfirmationIds();
  const byId = useGetBookingQuery(bookingId, { skip: Boolean(sessionId) || !bookingId });
  const bySession = useGetBookingBySessionQuery(sessionId ?? '', { skip: !sessionId });
  return <BookingLoaded read={sessionId ? bySession : bookingId ? byId : undefined}>{(booking) => <Confirmation booking={booking} />}</BookingLoaded>;
}

function Confirmation({ booking }: { booking: BookingRecord }) {
  const now = useNowOnce();
  const status = confirmationStatusMessage(booking.status);
  const canceled = booking.status === 'canceled';
  // An unpaid booking is not a party booked: it says so and leads with paying (decision 028).
  const unpaid = booking.status === 'pending';
  const canPay = !canceled && booking.remainingAmount > 0;
  // Called off by its parent or the venue (decision 052): no party to thank for or to put in a calendar.
  const calledOff = isCalledOff(booking);
  const title = calledOff ? CHANGE_OF_PLAN_MESSAGES.notGoingAheadTitle : unpaid ? 'Your Party Is Not Booked Yet' : 'Thank You for Your Booking!';

  const editOrder = (
    <ButtonLink variant={unpaid ? 'secondary' : 'primary'} to={bookingEditPath(booking.bookingId)}>
      Edit Order
    </ButtonLink>
  );
  const payNow = canPay ? (
    <ButtonLink variant={unpaid ? 'primary' : 'secondary'} to={bookingPaymentPath(booking.bookingId)}>
      Pay Now
    </ButtonLink>
  ) : null;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.reference}>
          Booking reference <strong>{booking.reference}</strong>
        </p>
      </header>
      {/* A booking that is over says why and offers to book again, in place of the plain canceled message. */}
      {booking.status === 'canceled' && booking.canceledReason ? (
        <BookingOverNotice reason={booking.canceledReason} />
      ) : unpaid ? (
        <HeldUnpaidNotice booking={booking} />
      ) : (
        <Alert tone={status.tone}>{status.text}</Alert>
      )}
      <BookingMoneyNotices booking={booking} />
      {/* Only once the API has queued the email, naming the address it went to. */}
      {booking.status === 'confirmed' && booking.confirmationEmailTo ? (
        <p className={styles.emailNotice}>
          A confirmation email has been sent to <strong>{booking.confirmationEmailTo}</strong>.
        </p>
      ) : null}
      {/* Near the top: inviting is what a parent does next. Only a confirmed party invites guests. */}
      {booking.status === 'confirmed' && booking.invitationId ? <InviteGuests booking={booking} /> : null}

      <div className={styles.actions}>
        {unpaid ? (
          <>
            {payNow}
            {editOrder}
          </>
        ) : (
          <>
            {editOrder}
            {payNow}
          </>
        )}
      </div>
      <OnlineChangesNote booking={booking} />

      <div className={styles.grid}>
        <Card title="Booking Summary">
          <PartyFacts party={partyOfBooking(booking)} />
        </Card>
        <Card title="Payment Summary">
          <PaymentSummary booking={booking} />
        </Card>
        {calledOff ? null : (
          <Card title="Add to Your Calendar">
            <CalendarLinks booking={booking} now={now} />
          </Card>
        )}
      </div>
    </div>
  );
}
