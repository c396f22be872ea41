import { paymentStateName, type BookingRecord } from '@party/domain';
import { PriceSummary } from '@party/shared-ui';
import { savedBookingPrice } from '../../shared/booking-price';

/**
 * The booking's order and money: how it stands to be paid (its money first: paid in full is said so
 * whatever option it was booked with), the package, extra kids, food and add-ons with
 * their quantities, the total, any coupon, what is paid, the balance and any money owed back.
 */
export function PaymentSummary({ booking }: { booking: BookingRecord }) {
  return <PriceSummary lead={[{ key: 'payment-option', label: 'Payment option', value: paymentStateName(booking) }]} {...savedBookingPrice(booking)} />;
}
