import { useCallback, useEffect, useRef, useState } from 'react';
import {
  areOnlineChangesOpen,
  BOOKING_NOTICE_TITLES,
  bookingOverMessage,
  bookingSuccessPath,
  canceledRefundLine,
  CHANGE_OF_PLAN_MESSAGES,
  editLoadFailedDetail,
  phoneHref,
  SITE_ROUTES,
  type BookingRecord,
  type CancelQuote,
} from '@party/domain';
import {
  BookAgainLink,
  BookingNotFound,
  ButtonLink,
  describeApiError,
  LoadingState,
  OwedBackNotice,
  Alert,
  PageMessage,
  useGetAddonsQuery,
  useGetBookingQuery,
  useGetFoodItemsQuery,
  useLoadingUntilRendered,
  useNowOnce,
  useVenue,
  VenueContactText,
} from '@party/shared-ui';
import { useBookingId } from '../../shared/use-booking-id';
import { PartyPlan } from './change-of-plan/party-plan';
import { EditBookingForm } from './edit-booking-form';
import { editCatalogue } from './edit-values';
import { FamilyForm } from './family-form';
import { OnlineChangesClosed } from './online-changes-closed';

/**
 * The edit page: loads the booking and the catalogue, then shows the 2-step edit, or why it
 * cannot: not found, canceled (a booking that is over says why and offers to book again), or online
 * changes closed (4 days or less before the party, in the venue's time zone, or the server saying so).
 */
export function EditBookingView() {
  const id = useBookingId();
  // Read once per visit: a page left open past midnight is checked again by the server on update.
  const now = useNowOnce();
  const [closedByServer, setClosedByServer] = useState(false);
  const closeByServer = useCallback(() => setClosedByServer(true), []);
  // The cancellation made on this page, until the page is left: what it refunds is said with it.
  const [canceled, setCanceled] = useState<CancelQuote | undefined>();
  const booking = useGetBookingQuery(id, { skip: !id });
  const food = useGetFoodItemsQuery();
  const addons = useGetAddonsQuery();
  const venue = useVenue();

  const failure = booking.error ?? food.error ?? addons.error;
  // What the server could not read stays shown as a failure while the browser asks again.
  const loading = useLoadingUntilRendered((booking.isLoading || food.isLoading || addons.isLoading) && !failure);

  if (!id) return <LoadFailed message="no booking id in the address" />;
  if (loading) return <LoadingState label="Loading your booking…" />;
  if (failure || !booking.data || !food.data || !addons.data) return <LoadFailed message={describeApiError(failure)} />;

  const record = booking.data;
  if (record.status === 'canceled') return <Canceled booking={record} justCanceled={canceled} />;
  if (closedByServer || !areOnlineChangesOpen(record.date, now, venue.timeZone)) {
    return <OnlineChangesClosed booking={record} />;
  }
  return (
    <EditBookingForm
      key={String(record.bookingId)}
      booking={record}
      catalogue={editCatalogue(record, { kidsFood: food.data.kidsFood, adultsFood: food.data.adultsFood, addons: addons.data })}
      onClosed={closeByServer}
      plan={
        <>
          <PartyPlan booking={record} onClosed={closeByServer} onCanceled={setCanceled} />
          <FamilyForm bookingId={String(record.bookingId)} />
        </>
      }
    />
  );
}

/**
 * A canceled booking cannot be edited: one that is over says why and offers to book again; money
 * paid is owed back. Canceled here a moment ago, it also says what is refunded, and the keyboard
 * goes to its title (the button it was on is gone).
 */
function Canceled({ booking, justCanceled }: { booking: BookingRecord; justCanceled?: CancelQuote }) {
  const venue = useVenue();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justCanceled) heading.current?.focus();
  }, [justCanceled]);
  return (
    <PageMessage
      title={BOOKING_NOTICE_TITLES.over}
      headingRef={justCanceled ? heading : undefined}
      actions={
        booking.canceledReason ? (
          <>
            <BookAgainLink />
            <ButtonLink variant="secondary" to={bookingSuccessPath(booking.bookingId)}>
              View Your Booking
            </ButtonLink>
          </>
        ) : (
          <ButtonLink to={SITE_ROUTES.home}>Return Home</ButtonLink>
        )
      }
    >
      {booking.canceledReason ? (
        <p>
          <VenueContactText text={bookingOverMessage(booking.canceledReason, venue.phone)} />
        </p>
      ) : (
        <p>
          A canceled booking can no longer be changed. Please call us on <a href={phoneHref(venue.phone)}>{venue.phone}</a> if you
          think this is wrong.
        </p>
      )}
      {justCanceled ? (
        <Alert tone="success" title={CHANGE_OF_PLAN_MESSAGES.canceled}>
          {canceledRefundLine(justCanceled.refund)}
        </Alert>
      ) : null}
      <OwedBackNotice amount={booking.amountOwedBack} />
    </PageMessage>
  );
}

/** SPEC §8: 'Booking Not Found. Error loading booking: {message}', its first sentence as the heading. */
function LoadFailed({ message }: { message: string }) {
  return <BookingNotFound detail={editLoadFailedDetail(message)} />;
}
