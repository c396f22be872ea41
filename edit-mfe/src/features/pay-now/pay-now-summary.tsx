import { type BookingRecord, formatAud } from '@party/domain';
import { SummaryList, type SummaryRow } from '../../components/summary-list';
import { discountRows } from '../../booking/discount-rows';
import { BookingDetailsList } from '../../booking/booking-details-list';
import { bookingPriceBreakdown } from '../../booking/booking-price';
import { PriceBreakdownList } from '../../booking/price-breakdown-list';
import styles from './pay-now.module.css';

/** The booking and its price: the breakdown, any coupon, the deposit paid and the balance due on the day. */
export function PayNowSummary({ booking }: { booking: BookingRecord }) {
  const breakdown = bookingPriceBreakdown(booking);
  const rows: SummaryRow[] = [
    ...discountRows(booking.coupon, booking.appliedDiscountAmount, booking.finalPrice),
    { key: 'deposit', label: 'Deposit paid', value: formatAud(booking.depositAmount) },
    { key: 'balance', label: 'Balance due on the day', value: formatAud(booking.remainingAmount), emphasis: true },
  ];
  return (
    <>
      <BookingDetailsList booking={booking} />
      <h3 className={styles.subheading}>Price breakdown</h3>
      <PriceBreakdownList breakdown={breakdown} kidsFood={booking.kidsFood} total={booking.totalPrice} />
      <SummaryList rows={rows} />
    </>
  );
}
