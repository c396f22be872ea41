import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  CHANGE_OF_PLAN_MESSAGES,
  formatTimeRange,
  phoneBookedMessage,
  hasEventStarted,
  isValid,
  STAFF_ROUTES,
  staffBookingParams,
  staffDayPath,
  type StaffBooking,
  type StaffSession,
} from '@party/domain';
import { Alert, Badge, Button, Card, PageHeader, PageMessage, useVenue } from '@party/shared-ui';
import { ArrivalControl } from '../../shared/arrival';
import { AuditTable } from '../../shared/audit-entry';
import { StaffQueryStatus } from '../../shared/api-status';
import { formatDay, formatVenueInstant } from '../../shared/format';
import { phoneBookedOf } from '../../shared/phone-booked';
import { useNow } from '../../shared/use-clock';
import { useGetStaffBookingQuery } from './api';
import { BillSection } from './bill-section';
import { CancelDialog } from './cancel-dialog';
import { EmailsSection } from './emails-section';
import { MoneySection } from './money-section';
import { NotesSection } from './notes-section';
import { MoveDialog } from './move-dialog';
import { CustomerSection, OrderSection } from './order-section';
import { RsvpsSection } from './rsvps-section';
import kit from '../../shared/staff-kit.module.css';
import styles from './booking.module.css';

const CANCELED_BECAUSE: Record<string, string> = {
  'room-taken': 'its room was taken before it was paid',
  'hold-expired': 'it was not paid in time',
  replaced: 'the parent booked again instead',
  'event-passed': 'it was still unpaid when it started',
  'customer-canceled': CHANGE_OF_PLAN_MESSAGES.staffCanceledByCustomer,
  'venue-canceled': CHANGE_OF_PLAN_MESSAGES.staffCanceledByVenue,
};

/** /bookings/REFERENCE: everything of one booking, and what the front desk does with it. */
export function BookingView({ reference, session }: { reference: string; session: StaffSession }) {
  // An address that is no reference at all (a typo) is not asked of the API.
  const isReference = isValid(staffBookingParams, { reference });
  const booking = useGetStaffBookingQuery(reference, { skip: !isReference });
  if (!isReference) return <NoSuchBooking reference={reference} />;
  return (
    <StaffQueryStatus
      query={booking}
      loadingLabel={`Loading ${reference}…`}
      errorTitle={`${reference} could not be loaded`}
      notFound={<NoSuchBooking reference={reference} />}
    >
      {booking.data ? <Booking booking={booking.data} session={session} /> : null}
    </StaffQueryStatus>
  );
}

function NoSuchBooking({ reference }: { reference: string }) {
  return (
    <PageMessage title={`No booking ${reference}`} actions={<Link to={STAFF_ROUTES.bookings}>Search the bookings</Link>}>
      <p>No party or hire has this reference. Check it on the customer&apos;s email (it looks like JJ1002).</p>
    </PageMessage>
  );
}

function Booking({ booking, session }: { booking: StaffBooking; session: StaffSession }) {
  const can = (action: (typeof session.actions)[number]) => session.actions.includes(action);
  const title = booking.party ? `${booking.party.child.firstName}'s party` : 'After-hours hire';
  const [changing, setChanging] = useState<'move' | 'cancel'>();
  const { timeZone } = useVenue();
  const started = hasEventStarted(booking.date, booking.startTime, useNow(), timeZone);
  const live = booking.status !== 'canceled';
  // A move is made before the party starts (the API refuses it after); a cancellation at any time.
  const mayMove = can('bookings.move') && live && !started;
  const mayCancel = can('bookings.cancel') && live;
  // Canceled from its dialog, the page's buttons go: the focus goes to what the page now says.
  const [justCanceled, setJustCanceled] = useState(false);
  const statusLine = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (justCanceled && !live) statusLine.current?.focus();
  }, [justCanceled, live]);
  return (
    <div className={kit.page}>
      <div>
        <PageHeader title={`${booking.reference}: ${title}`}>
          <Link to={staffDayPath(booking.date)}>{formatDay(booking.date)}</Link>, {formatTimeRange(booking.startTime, booking.endTime)}
          {booking.party ? `, ${booking.party.room}` : ''}
        </PageHeader>
        {booking.status === 'canceled' ? (
          <p className={styles.status} ref={statusLine} tabIndex={-1}>
            <Badge tone="neutral">Canceled</Badge>{' '}
            {booking.canceledReason ? `Canceled because ${CANCELED_BECAUSE[booking.canceledReason] ?? booking.canceledReason}.` : null}
          </p>
        ) : booking.status === 'pending' ? (
          <p className={styles.status}>
            <Badge tone="danger">Not paid yet</Badge>
          </p>
        ) : null}
        {booking.status === 'pending' ? <PhoneBookedNotice reference={booking.reference} /> : null}
        {mayMove || mayCancel ? (
          <div className={styles.changes}>
            {mayMove ? (
              <Button variant="secondary" onClick={() => setChanging('move')}>
                {CHANGE_OF_PLAN_MESSAGES.staffMoveButton}
              </Button>
            ) : null}
            {mayCancel ? (
              <Button variant="danger" onClick={() => setChanging('cancel')}>
                {CHANGE_OF_PLAN_MESSAGES.cancelButton}
              </Button>
            ) : null}
          </div>
        ) : null}
        {changing === 'move' && mayMove ? <MoveDialog booking={booking} onClose={() => setChanging(undefined)} /> : null}
        {changing === 'cancel' && mayCancel ? <CancelDialog
            booking={booking}
            onClose={(canceled) => {
              setChanging(undefined);
              setJustCanceled(canceled);
            }}
          /> : null}
      </div>
      <div className={styles.columns}>
        <div className={styles.column}>
          <Card title="On the day">
            <ArrivalControl reference={booking.reference} who={title} arrival={booking.arrival} canMark={can('bookings.arrive') && booking.status !== 'canceled'} withNoShow />
          </Card>
          {/* A party's final bill, once it has started (decision 064): for a role that sees the money. */}
          {booking.kind === 'party' && booking.status === 'confirmed' && started && booking.money ? (
            <BillSection booking={booking} canBill={can('bookings.bill')} canTakePayment={can('payments.take')} />
          ) : null}
          {booking.money ? <MoneySection booking={booking} canTakePayment={can('payments.take')} canSendRefund={can('refunds.send')} /> : null}
          <NotesSection reference={booking.reference} notes={booking.notes} canAdd={can('bookings.note')} />
        </div>
        <div className={styles.column}>
          <OrderSection booking={booking} />
          {booking.customer ? <CustomerSection customer={booking.customer} /> : null}
          {booking.rsvps ? <RsvpsSection rsvps={booking.rsvps} /> : null}
        </div>
      </div>
      <EmailsSection emails={booking.emails} />
      <Card title="History">
        {booking.history.length === 0 ? (
          <p className={styles.muted}>Nothing recorded yet.</p>
        ) : (
          // The API answers the history oldest first; the newest change is what the staff look for.
          <AuditTable entries={[...booking.history].reverse()} caption="Who changed what, newest first" withBooking={false} />
        )}
      </Card>
    </div>
  );
}

/**
 * Just booked by phone (decision 054): where the link to pay went and until when the room is held,
 * read out as the page opens; Take payment is in Money, for a parent paying at the counter.
 */
function PhoneBookedNotice({ reference }: { reference: string }) {
  const booked = phoneBookedOf(useLocation().state);
  const { timeZone } = useVenue();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  if (!booked?.holdUntil) return null;
  return (
    <div ref={notice} tabIndex={-1} className={styles.notice}>
      <Alert tone="success" title={`${reference} is booked, waiting for its payment`}>
        {phoneBookedMessage(booked.emailedTo, formatVenueInstant(booked.holdUntil, timeZone))}
      </Alert>
    </div>
  );
}
