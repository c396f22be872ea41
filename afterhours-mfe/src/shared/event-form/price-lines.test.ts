import type { AfterHoursPricing } from '@party/domain';
import type { PaymentRow } from '@party/shared-ui';
import { priceBarFigures, priceLines } from './price-lines';

const pricing: AfterHoursPricing = { basePrice: 300, addonCosts: 100, guestFee: 0, additionalDurationCost: 75, subtotal: 475, gst: 0, total: 475, deposit: 237.5 };

test.each([
  { name: "no GST line while GST is 0 (the spec's)", gst: 0, line: undefined },
  { name: 'a GST line when there is GST', gst: 47.5, line: '$47.50' },
])('the price lines: $name', ({ gst, line }) => {
  const lines = priceLines({ ...pricing, gst }, { baseHours: 2, guestFeeAbove: 80 }, 'Basic Fun');
  expect(lines.map((row) => row.label)).toEqual([
    'Base price (Basic Fun, first 2 hours)',
    'Add-ons',
    'Extra time beyond 2 hours',
    'Guest fee (over 80 guests)',
    'Subtotal',
    ...(line ? ['GST'] : []),
  ]);
  expect(lines.find((row) => row.key === 'gst')?.value).toBe(line);
});

test.each<{ name: string; payments: PaymentRow[]; figures: Array<[string, number]> }>([
  {
    name: 'a deposit chosen: what it takes now',
    payments: [{ row: 'pay-now', option: 'deposit', amount: 237.5 }, { row: 'balance', amount: 237.5 }],
    figures: [['Total', 475], ['Deposit now', 237.5]],
  },
  { name: 'paying in full: all of it now', payments: [{ row: 'pay-now', option: 'full', amount: 475 }], figures: [['Total', 475], ['Pay now', 475]] },
  {
    name: 'an edit of a paid booking: what is left to pay',
    payments: [{ row: 'paid', amount: 237.5 }, { row: 'balance', amount: 237.5 }],
    figures: [['Total', 475], ['Balance', 237.5]],
  },
  { name: 'nothing else to say: the total alone', payments: [], figures: [['Total', 475]] },
])('the price bar: $name', ({ payments, figures }) => {
  expect(priceBarFigures(475, payments).map(({ label, amount }) => [label, amount])).toEqual(figures);
});
