import type { BookingRecord } from '@party/domain';
import { PartyFacts, partyOfBooking, PriceSummary } from '@party/shared-ui';
import { bookingPriceBreakdown } from '../../shared/booking-price';

/** The booking and its price: the lines, any coupon, what has been paid, the balance due on the day and any money owed back. */
export function PayNowSummary({ booking }: { booking: BookingRecord }) {
  return (
    <>
      <PartyFacts party={partyOfBooking(booking)} />
      <PriceSummary
        withHeading
        items={{ packageName: booking.selectedPackage?.name ?? '', breakdown: bookingPriceBreakdown(booking), kidsFood: booking.kidsFood }}
        total={booking.totalPrice}
        coupon={{ code: booking.coupon, discount: booking.appliedDiscountAmount, finalPrice: booking.finalPrice }}
        fees={booking.fees}
        payments={[
          { row: 'paid', amount: booking.totalPaidAmount },
          { row: 'balance', amount: booking.remainingAmount },
          ...(booking.amountOwedBack > 0 ? [{ row: 'owed-back' as const, amount: booking.amountOwedBack }] : []),
        ]}
      />
    </>
  );
}
