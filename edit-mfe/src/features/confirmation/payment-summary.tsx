import { PAYMENT_OPTION_NAMES, type BookingRecord } from '@party/domain';
import { PriceSummary } from '@party/shared-ui';

/** The booking's money: how it is paid, the total, any coupon, what is paid, the balance and any money owed back. */
export function PaymentSummary({ booking }: { booking: BookingRecord }) {
  return (
    <PriceSummary
      lead={[
        { key: 'payment-option', label: 'Payment option', value: PAYMENT_OPTION_NAMES[booking.paymentOption] },
      ]}
      total={booking.totalPrice}
      coupon={{ code: booking.coupon, discount: booking.appliedDiscountAmount, finalPrice: booking.finalPrice }}
      payments={[
        { row: 'paid', amount: booking.totalPaidAmount },
        { row: 'balance', amount: booking.remainingAmount },
        ...(booking.amountOwedBack > 0 ? [{ row: 'owed-back' as const, amount: booking.amountOwedBack }] : []),
      ]}
    />
  );
}
