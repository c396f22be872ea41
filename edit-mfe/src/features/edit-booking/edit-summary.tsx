import {
  editFlowAmountDueNow,
  minChildrenOf,
  withKidsFoodQuantities,
  type BookingRecord,
  type EditBookingQuote,
} from '@party/domain';
import { Card, PartyFacts, partyOfBooking, PriceSummary } from '@party/shared-ui';
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
  return (
    <Card title="Booking Summary" className={styles.summaryCard}>
      <PartyFacts party={partyOfBooking(booking, numberOfKids)} />
      {numberOfKids !== booking.numberOfKids ? (
        <p className={styles.muted}>
          Booked for {booking.numberOfKids} kids. An edit counts the guests on your list (step 2), or the package&apos;s{' '}
          {minChildrenOf(booking.selectedPackage)} when there are no more than that.
        </p>
      ) : null}
      <PriceSummary
        withHeading
        items={{
          packageName: booking.selectedPackage?.name ?? '',
          breakdown: quote,
          kidsFood: withKidsFoodQuantities(values.kidsFood, numberOfKids),
        }}
        total={quote.total}
        coupon={{ code: booking.coupon, discount: quote.appliedDiscountAmount, finalPrice: quote.finalPrice }}
        payments={[
          { row: 'paid', amount: booking.totalPaidAmount },
          { row: 'balance', amount: editFlowAmountDueNow(quote.finalPrice, booking.totalPaidAmount, 'full') },
        ]}
      />
      <p className={styles.muted}>Prices are confirmed when you update your booking.</p>
    </Card>
  );
}
