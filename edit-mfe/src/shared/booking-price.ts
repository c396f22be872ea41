import { DEFAULT_NUMBER_OF_KIDS, feesTotal, guestCount, priceEditBooking, type EditBookingQuote } from '@party/domain';
import type { BookingRecord } from '@party/domain';
import type { PriceSummaryProps } from '@party/shared-ui';

/**
 * The price breakdown of a saved booking, worked out with the edit flow's rules from what it holds
 * (its lines carry the prices it was charged) and its bill's fees. The booking's own totals stay
 * the figures shown.
 */
function bookingPriceBreakdown(booking: BookingRecord): EditBookingQuote {
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

/**
 * A saved booking's price as the summary shows it: its lines, its total, any coupon and fees, what
 * is paid, the balance and any money owed back.
 */
export function savedBookingPrice(booking: BookingRecord): Pick<PriceSummaryProps, 'items' | 'total' | 'coupon' | 'fees' | 'payments'> {
  return {
    items: { packageName: booking.selectedPackage?.name ?? '', breakdown: bookingPriceBreakdown(booking), kidsFood: booking.kidsFood },
    total: booking.totalPrice,
    coupon: { code: booking.coupon, discount: booking.appliedDiscountAmount, finalPrice: booking.finalPrice },
    fees: booking.fees,
    payments: [
      { row: 'paid', amount: booking.totalPaidAmount },
      { row: 'balance', amount: booking.remainingAmount },
      ...(booking.amountOwedBack > 0 ? [{ row: 'owed-back' as const, amount: booking.amountOwedBack }] : []),
    ],
  };
}
