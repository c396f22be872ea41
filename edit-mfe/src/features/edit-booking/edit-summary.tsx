import { type BookingRecord, type EditBookingQuote, editFlowAmountDueNow, formatAud, minChildrenOf } from '@party/domain';
import { Card } from '../../components/card';
import { SummaryList, type SummaryRow } from '../../components/summary-list';
import { discountRows } from '../../booking/discount-rows';
import { BookingDetailsList } from '../../booking/booking-details-list';
import { PriceBreakdownList } from '../../booking/price-breakdown-list';
import type { EditValues } from './edit-values';
import styles from './edit-booking.module.css';

export interface EditSummaryProps {
  booking: BookingRecord;
  values: EditValues;
  quote: EditBookingQuote;
  numberOfKids: number;
}

/** The summary sidebar: the party and its price as the edit stands. */
export function EditSummary({ booking, values, quote, numberOfKids }: EditSummaryProps) {
  const rows: SummaryRow[] = [
    ...discountRows(booking.coupon, quote.appliedDiscountAmount, quote.finalPrice),
    { key: 'paid', label: 'Paid so far', value: formatAud(booking.totalPaidAmount) },
    {
      key: 'balance',
      label: 'Balance',
      value: formatAud(editFlowAmountDueNow(quote.finalPrice, booking.totalPaidAmount, 'full')),
      emphasis: true,
    },
  ];
  return (
    <Card title="Booking Summary" className={styles.summaryCard}>
      <BookingDetailsList booking={booking} numberOfKids={numberOfKids} />
      {numberOfKids !== booking.numberOfKids ? (
        <p className={styles.muted}>
          Booked for {booking.numberOfKids} kids. An edit counts the guests on your list (step 2), or the package&apos;s{' '}
          {minChildrenOf(booking.selectedPackage)} when there are no more than that.
        </p>
      ) : null}
      <h3 className={styles.summaryHeading}>Price</h3>
      <PriceBreakdownList breakdown={quote} kidsFood={values.kidsFood} />
      <SummaryList rows={rows} />
      <p className={styles.muted}>Prices are confirmed when you update your booking.</p>
    </Card>
  );
}
