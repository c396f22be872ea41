import { DEFAULT_NUMBER_OF_KIDS, feesTotal, guestCount, priceEditBooking, type EditBookingQuote } from '@party/domain';
import type { BookingRecord } from '@party/domain';

/**
 * The price breakdown of a saved booking, worked out with the edit flow's rules from what it holds
 * (its lines carry the prices it was charged) and its bill's fees. The booking's own totals stay
 * the figures shown.
 */
export function bookingPriceBreakdown(booking: BookingRecord): EditBookingQuote {
  return priceEditBooking({
    selectedPackage: booking.selectedPackage,
    numberOfKids: booking.numberOfKids || DEFAULT_NUMBER_OF_KIDS,
    adultsFood: booking.adultsFood,
    addons: booking.addons,
    guestCount: guestCount(booking.guestNames ?? []),
    appliedDiscountAmount: booking.appliedDiscountAmount,
    totalPaid: booking.totalPaidAmount,
    fees: feesTotal(booking.fees),
  });
}
