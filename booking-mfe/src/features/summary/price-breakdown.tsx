import { formatAud, type PricedLine } from '@party/domain';
import { useAppSelector } from '../../hooks';
import { selectDraft } from '../booking-draft/booking-draft-slice';
import { useBookingPrice } from '../booking-draft/use-booking-price';
import styles from './booking-summary.module.css';

function lineLabel(line: PricedLine): string {
  return line.perChild ? `${line.name} (${line.quantity} kids × ${formatAud(line.unitPrice)})` : `${line.name} × ${line.quantity}`;
}

/** The live price: package, extra kids, food, add-ons, total, coupon, final price, deposit and balance. */
export function PriceBreakdown() {
  const draft = useAppSelector(selectDraft);
  const { breakdown, totals, coupon } = useBookingPrice();
  if (!draft.selectedPackage) return <p className={styles.muted}>Choose a package to see the price.</p>;
  const payingInFull = draft.paymentOption === 'full';
  const rows: Array<{ label: string; amount: string; strong?: boolean }> = [
    { label: `${draft.selectedPackage.name} (up to ${breakdown.minChildren} kids)`, amount: formatAud(breakdown.packagePrice) },
    ...(breakdown.additionalKids > 0
      ? [{ label: `Additional kids (${breakdown.additionalKids} × ${formatAud(breakdown.pricePerChild)})`, amount: formatAud(breakdown.additionalKidsCost) }]
      : []),
    ...draft.kidsFood.map((item) => ({ label: `${item.name} × ${item.quantity}`, amount: 'Included' })),
    ...breakdown.adultFood.map((line) => ({ label: lineLabel(line), amount: formatAud(line.cost) })),
    ...breakdown.addons.map((line) => ({ label: lineLabel(line), amount: formatAud(line.cost) })),
    { label: 'Total', amount: formatAud(totals.totalPrice), strong: true },
    ...(coupon && totals.appliedDiscountAmount > 0
      ? [
          { label: `Coupon (${coupon.code})`, amount: `−${formatAud(totals.appliedDiscountAmount)}` },
          { label: 'Final Price', amount: formatAud(totals.finalPrice), strong: true },
        ]
      : []),
    payingInFull
      ? { label: 'Pay now (full amount)', amount: formatAud(totals.finalPrice) }
      : { label: 'Deposit (pay now)', amount: formatAud(totals.depositAmount) },
    { label: 'Balance due on the day', amount: formatAud(payingInFull ? 0 : totals.balanceDueOnDay) },
  ];
  return (
    <dl className={styles.prices} aria-label="Price breakdown">
      {rows.map((row) => (
        <div key={row.label} className={`${styles.row} ${row.strong ? styles.strong : ''}`}>
          <dt>{row.label}</dt>
          <dd>{row.amount}</dd>
        </div>
      ))}
    </dl>
  );
}
