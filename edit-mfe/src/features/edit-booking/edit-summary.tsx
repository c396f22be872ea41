import { AT_TODAYS_PRICE, withKidsFoodQuantities, type BookingRecord, type EditQuoteLine, type Id } from '@party/domain';
import { Card, PartyFacts, partyOfBooking, PriceSummary } from '@party/shared-ui';
import { paymentRows } from './edit-price';
import type { EditValues } from './edit-values';
import type { EditPrice, EditPriceState } from './use-edit-price';
import styles from './edit-booking.module.css';

export interface EditSummaryProps {
  booking: BookingRecord;
  values: EditValues;
  price: EditPrice;
  numberOfKids: number;
}

const PRICE_STATES: Record<EditPriceState, string> = {
  checking: 'Checking the price…',
  checked: 'This is what your update will be charged.',
  refused: 'This change cannot be saved as it is: see the message above.',
  unchecked: 'We could not check this price just now: it is confirmed when you update your booking.',
};

/**
 * Which adult food and add-on lines cost today's price (decision 041): the server's quote says so
 * once it has answered; until then, the items the booking did not have, by the same rule.
 */
export function pricedToday(price: EditPrice, booking: BookingRecord): (kind: EditQuoteLine['kind'], id: Id) => string | undefined {
  const served = price.state === 'checked' ? price.figures.lines : undefined;
  const today = served
    ? new Set(served.filter((line) => line.priced === 'today').map((line) => `${line.kind}:${line.id}`))
    : new Set([
        ...price.lines.adultFood.filter((line) => !booking.adultsFood.some((had) => String(had.id) === String(line.id))).map((line) => `adult-food:${line.id}`),
        ...price.lines.addons.filter((line) => !booking.addons.some((had) => String(had.id) === String(line.id))).map((line) => `addon:${line.id}`),
      ]);
  return (kind, id) => (today.has(`${kind}:${id}`) ? AT_TODAYS_PRICE : undefined);
}

/** The summary sidebar: the party and its price as the edit stands, in the server's figures once it has answered. */
export function EditSummary({ booking, values, price, numberOfKids }: EditSummaryProps) {
  const { lines, figures } = price;
  return (
    <Card title="Booking Summary" className={styles.summaryCard}>
      <PartyFacts party={partyOfBooking(booking, numberOfKids)} />
      {numberOfKids !== booking.numberOfKids ? (
        <p className={styles.muted}>
          Booked for {booking.numberOfKids} kids; this change makes it {numberOfKids}.
        </p>
      ) : null}
      <PriceSummary
        withHeading
        items={{
          packageName: booking.selectedPackage?.name ?? '',
          breakdown: lines,
          kidsFood: withKidsFoodQuantities(values.kidsFood, numberOfKids),
        }}
        total={figures.totalPrice}
        coupon={{ code: booking.coupon, discount: figures.appliedDiscountAmount, finalPrice: figures.finalPrice }}
        fees={booking.fees}
        payments={paymentRows(figures, values.paymentOption)}
        lineNote={pricedToday(price, booking)}
      />
      <p className={styles.muted} role="status">
        {PRICE_STATES[price.state]}
      </p>
    </Card>
  );
}
