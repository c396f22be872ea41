import { formatAud, formatHours, type AfterHoursPricing, type AfterHoursRates } from '@party/domain';
import type { PaymentRow, PriceFigure, SummaryRow } from '@party/shared-ui';

/**
 * The after-hours price before its total (SPEC.md §9), in the words the summary uses: the base
 * price of the first hours the rates cover (the spec's 2), add-ons, the extra time, the guest fee,
 * subtotal, and GST when there is any (the spec's GST is 0: a line of $0.00 tells a parent nothing).
 */
export function priceLines(pricing: AfterHoursPricing, rates: Pick<AfterHoursRates, 'baseHours' | 'guestFeeAbove'>, packageName = 'package'): SummaryRow[] {
  const { baseHours, guestFeeAbove } = rates;
  const row = (key: string, label: string, amount: number): SummaryRow => ({ key, label, value: formatAud(amount) });
  return [
    row('base', `Base price (${packageName}, first ${formatHours(baseHours)})`, pricing.basePrice),
    row('addons', 'Add-ons', pricing.addonCosts),
    row('extra-time', `Extra time beyond ${formatHours(baseHours)}`, pricing.additionalDurationCost),
    row('guest-fee', `Guest fee (over ${guestFeeAbove} guests)`, pricing.guestFee),
    { ...row('subtotal', 'Subtotal', pricing.subtotal), emphasis: true },
    ...(pricing.gst !== 0 ? [row('gst', 'GST', pricing.gst)] : []),
  ];
}

/**
 * The price a phone keeps in view with the page's button (decision 028's bar): the total, and
 * what is paid now (the deposit or the full amount chosen) or else what is left to pay: the
 * summary's own figures, never a second sum.
 */
export function priceBarFigures(total: number, payments: readonly PaymentRow[]): PriceFigure[] {
  const payNow = payments.find((payment) => payment.row === 'pay-now');
  const balance = payments.find((payment) => payment.row === 'balance');
  const next = payNow
    ? { label: payNow.option === 'full' ? 'Pay now' : 'Deposit now', amount: payNow.amount }
    : balance && { label: 'Balance', amount: balance.amount };
  return [{ label: 'Total', amount: total }, ...(next ? [next] : [])];
}
