import type { AfterHoursPricing } from '@party/domain';
import { priceLines } from './price-lines';

const pricing: AfterHoursPricing = { basePrice: 300, addonCosts: 100, guestFee: 0, additionalDurationCost: 75, subtotal: 475, gst: 0, total: 475, deposit: 237.5 };

test.each([
  { name: "no GST line while GST is 0 (the spec's)", gst: 0, line: undefined },
  { name: 'a GST line when there is GST', gst: 47.5, line: '$47.50' },
])('the price lines: $name', ({ gst, line }) => {
  const lines = priceLines({ ...pricing, gst }, 'Basic Fun');
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
