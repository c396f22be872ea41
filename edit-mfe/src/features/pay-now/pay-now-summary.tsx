import { formatAud } from '@party/domain';
import { SummaryList, type SummaryRow } from '../../components/summary-list';
import type { BookingDetails } from '../booking/api';
import { BookingDetailsList } from '../booking-summary/booking-details-list';
import { bookingPriceBreakdown } from '../booking-summary/booking-price';
import { PriceBreakdownList } from '../booking-summary/price-breakdown-list';
import styles from './pay-now.module.css';

/** The booking and its price: the breakdown, any coupon, the deposit paid and the balance due on the day. */
export function PayNowSummary({ booking }: { booking: BookingDetails }) {
  const breakdown = bookingPriceBreakdown(booking);
  const rows: SummaryRow[] = [];
  if (booking.appliedDiscountAmount > 0) {
    rows.push(
      { key: 'discount', label: `Coupon discount${booking.coupon ? ` (${booking.coupon})` : ''}`, value: `−${formatAud(booking.appliedDiscountAmount)}` },
      { key: 'final', label: 'Final price', value: formatAud(booking.finalPrice) },
    );
  }
  rows.push(
    { key: 'deposit', label: 'Deposit paid', value: formatAud(booking.depositAmount) },
    { key: 'balance', label: 'Balance due on the day', value: formatAud(booking.remainingAmount), emphasis: true },
  );
  return (
    <>
      <BookingDetailsList booking={booking} />
      <h3 className={styles.subheading}>Price breakdown</h3>
      <PriceBreakdownList breakdown={breakdown} kidsFood={booking.kidsFood} total={booking.totalPrice} />
      <SummaryList rows={rows} />
    </>
  );
}
