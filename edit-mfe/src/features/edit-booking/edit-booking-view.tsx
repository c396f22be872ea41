import { useState } from 'react';
import { areOnlineChangesOpen, editLoadFailedDetail, phoneHref, venue } from '@party/domain';
import {
  BookingNotFound,
  ButtonLink,
  describeApiError,
  LoadingState,
  PageMessage,
  useGetAddonsQuery,
  useGetBookingQuery,
  useGetFoodItemsQuery,
} from '@party/shared-ui';
import { useBookingId } from '../../shared/use-booking-id';
import { EditBookingForm } from './edit-booking-form';
import { OnlineChangesClosed } from './online-changes-closed';

/**
 * The edit page: loads the booking and the catalogue, then shows the 2-step edit, or why it
 * cannot: not found, canceled, or online changes closed (4 days or less before the party, in the
 * venue's time zone, or the server saying so).
 */
export function EditBookingView() {
  const id = useBookingId();
  // Read once per visit: a page left open past midnight is checked again by the server on update.
  const [now] = useState(() => Date.now());
  const [closedByServer, setClosedByServer] = useState(false);
  const booking = useGetBookingQuery(id, { skip: !id });
  const food = useGetFoodItemsQuery();
  const addons = useGetAddonsQuery();

  if (!id) return <LoadFailed message="no booking id in the address" />;
  if (booking.isLoading || food.isLoading || addons.isLoading) return <LoadingState label="Loading your booking…" />;
  const failure = booking.error ?? food.error ?? addons.error;
  if (failure || !booking.data || !food.data || !addons.data) return <LoadFailed message={describeApiError(failure)} />;

  const record = booking.data;
  if (record.status === 'canceled') {
    return (
      <PageMessage title="This Booking Has Been Canceled" actions={<ButtonLink to="/">Return Home</ButtonLink>}>
        <p>
          A canceled booking can no longer be changed. Please call us on <a href={phoneHref(venue.phone)}>{venue.phone}</a> if you
          think this is wrong.
        </p>
      </PageMessage>
    );
  }
  if (closedByServer || !areOnlineChangesOpen(record.date, now, venue.timeZone)) {
    return <OnlineChangesClosed bookingId={String(record.bookingId)} />;
  }
  return (
    <EditBookingForm
      key={String(record.bookingId)}
      booking={record}
      catalogue={{ kidsFood: food.data.kidsFood, adultsFood: food.data.adultsFood, addons: addons.data }}
      onClosed={() => setClosedByServer(true)}
    />
  );
}

/** SPEC §8: 'Booking Not Found. Error loading booking: {message}', its first sentence as the heading. */
function LoadFailed({ message }: { message: string }) {
  return <BookingNotFound detail={editLoadFailedDetail(message)} />;
}
