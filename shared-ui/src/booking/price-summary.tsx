import { feesTotal, formatAud, portionsCount, toCents, toDollars, type Id, type PricedLine, type PriceBreakdown } from '@party/domain';
import { SummaryList, type SummaryRow } from '../components/summary-list';
import styles from './price-summary.module.css';

/**
 * A row of what is paid: now (the chosen payment option), already, what is left for the day, and
 * what the venue owes back.
 */
export type PaymentRow =
  | { row: 'pay-now'; option: 'deposit' | 'full'; amount: number }
  | { row: 'paid'; amount: number }
  | { row: 'balance'; amount: number }
  | { row: 'owed-back'; amount: number };

export interface PriceSummaryProps {
  /** The line items: the package, extra kids, kids' food, adult food and add-ons; none for totals alone. */
  items?: {
    packageName: string;
    breakdown: PriceBreakdown;
    kidsFood: ReadonlyArray<{ id: Id; name: string; quantity: number }>;
  };
  total: number;
  /** A coupon's discount and the final price; shown only when there is a discount or a fee. */
  coupon?: { code: string; discount: number; finalPrice: number };
  /**
   * The bill's lines beyond the order (a rebooking fee, decision 052), each as the booking names
   * it: after the discount (a coupon never discounts a fee), before the final price.
   */
  fees?: ReadonlyArray<{ label: string; amount: number }>;
  payments: readonly PaymentRow[];
  /** Rows before the figures (e.g. the payment option chosen). */
  lead?: readonly SummaryRow[];
  /** Puts the 'Price' heading above (in a summary that also lists the party). */
  withHeading?: boolean;
  /**
   * A note beside an adult food or add-on line (the edit page's "at today's price" for an item the
   * booking did not have, decision 043), or none.
   */
  lineNote?: (kind: 'adult-food' | 'addon', id: Id) => string | undefined;
}

function lineLabel(line: PricedLine): string {
  return line.perChild ? `${line.name} (${line.quantity} kids × ${formatAud(line.unitPrice)})` : `${line.name} × ${line.quantity}`;
}

function noted(label: string, note: string | undefined) {
  if (!note) return label;
  return (
    <>
      {label} <span className={styles.note}>{note}</span>
    </>
  );
}

function itemRows({ packageName, breakdown, kidsFood }: NonNullable<PriceSummaryProps['items']>, lineNote: PriceSummaryProps['lineNote']): SummaryRow[] {
  const rows: SummaryRow[] = [
    { key: 'package', label: `${packageName} (up to ${breakdown.minChildren} kids)`, value: formatAud(breakdown.packagePrice) },
  ];
  if (breakdown.additionalKids > 0) {
    rows.push({
      key: 'additional-kids',
      label: `Additional kids (${breakdown.additionalKids} × ${formatAud(breakdown.pricePerChild)})`,
      value: formatAud(breakdown.additionalKidsCost),
    });
  }
  for (const food of kidsFood) rows.push({ key: `kids-${food.id}`, label: `${food.name} (${portionsCount(food.quantity)})`, value: 'Included' });
  for (const line of breakdown.adultFood) rows.push({ key: `food-${line.id}`, label: noted(lineLabel(line), lineNote?.('adult-food', line.id)), value: formatAud(line.cost) });
  for (const line of breakdown.addons) rows.push({ key: `addon-${line.id}`, label: noted(lineLabel(line), lineNote?.('addon', line.id)), value: formatAud(line.cost) });
  return rows;
}

const PAYMENT_LABELS = {
  deposit: 'Deposit (pay now)',
  full: 'Pay now (full amount)',
  paid: 'Amount paid',
  balance: 'Balance due on the day',
  'owed-back': 'Owed back to you',
} as const;

function paymentRow(payment: PaymentRow): SummaryRow {
  const label = payment.row === 'pay-now' ? PAYMENT_LABELS[payment.option] : PAYMENT_LABELS[payment.row];
  return { key: payment.row, label, value: formatAud(payment.amount), emphasis: payment.row === 'balance' };
}

/**
 * A booking's price, in the same words in every flow: its lines, the total, any coupon's discount,
 * any fee on the bill (a rebooking fee) and the final price, then what is paid now or already, the
 * balance due on the day and any money owed back.
 */
export function PriceSummary({ items, total, coupon, fees = [], payments, lead = [], withHeading = false, lineNote }: PriceSummaryProps) {
  const rows: SummaryRow[] = [
    ...lead,
    ...(items ? itemRows(items, lineNote) : []),
    { key: 'total', label: 'Total', value: formatAud(total), emphasis: true },
  ];
  const discount = coupon && coupon.discount > 0 ? coupon.discount : 0;
  if (coupon && discount > 0) {
    rows.push({ key: 'discount', label: `Coupon discount${coupon.code ? ` (${coupon.code})` : ''}`, value: `−${formatAud(discount)}` });
  }
  fees.forEach((fee, index) => rows.push({ key: `fee-${index}`, label: fee.label, value: formatAud(fee.amount) }));
  if (discount > 0 || fees.length > 0) {
    const finalPrice = coupon?.finalPrice ?? toDollars(toCents(total) - toCents(discount) + toCents(feesTotal(fees)));
    rows.push({ key: 'final', label: 'Final price', value: formatAud(finalPrice), emphasis: true });
  }
  rows.push(...payments.map(paymentRow));
  const list = <SummaryList rows={rows} amounts label="Price breakdown" />;
  if (!withHeading) return list;
  return (
    <>
      <h3 className={styles.heading}>Price</h3>
      {list}
    </>
  );
}
