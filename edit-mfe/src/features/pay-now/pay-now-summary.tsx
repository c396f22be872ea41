import type { BookingRecord } from '@party/domain';
import { PartyFacts, partyOfBooking, PriceSummary } from '@party/shared-ui';
import { savedBookingPrice } from '../../shared/booking-price';

/** The booking and its price: the lines, any coupon, what has been paid, the balance due on the day and any money owed back. */
export function PayNowSummary({ booking }: { booking: BookingRecord }) {
  return (
    <>
      <PartyFacts party={partyOfBooking(booking)} />
      <PriceSummary withHeading {...savedBookingPrice(booking)} />
    </>
  );
}
