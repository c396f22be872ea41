import { type BookingRecord, formatAud } from '@party/domain';
import { SummaryList, type SummaryRow } from '../../components/summary-list';
import { discountRows } from '../../booking/discount-rows';

/** The booking's money: total, coupon discount and final price, what is paid and what remains. */
export function PaymentSummary({ booking }: { booking: BookingRecord }) {
  const rows: SummaryRow[] = [
    { key: 'payment-option', label: 'Payment option', value: paymentOptionName(booking.paymentOption) },
    { key: 'total', label: 'Total price', value: formatAud(booking.totalPrice) },
    ...discountRows(booking.coupon, booking.appliedDiscountAmount, booking.finalPrice),
  ];
  rows.push(
    { key: 'paid', label: 'Amount paid', value: formatAud(booking.totalPaidAmount) },
    { key: 'remaining', label: 'Remaining balance', value: formatAud(booking.remainingAmount), emphasis: true },
  );
  return <SummaryList rows={rows} />;
}

function paymentOptionName(option: string): string {
  if (option === 'deposit') return 'Deposit';
  if (option === 'full') return 'Full payment';
  if (option === 'later') return 'Pay on Event Day';
  return option;
}
