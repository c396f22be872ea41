import { render, screen, within } from '@testing-library/react';
import { priceMainBooking } from '@party/domain';
import { PriceSummary } from './price-summary';

const basicFun = { pricePackage: 300, minChildren: 10, pricePerChild: 15 };

/** Every label of the price list with its value, in order. */
function rows(): Array<[string, string]> {
  return within(screen.getByLabelText('Price breakdown'))
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

test('the lines, the total, a coupon, what is paid and the balance, in one wording for every flow', () => {
  const breakdown = priceMainBooking({
    selectedPackage: basicFun,
    numberOfKids: 12,
    adultsFood: [{ id: 'sushi', name: 'Sushi Platter', price: 89.5, quantity: 2 }],
    addons: [
      { id: 'lolly', name: 'Lolly Bags', price: 5, priceType: 'per_child', quantity: 1 },
      { id: 'paint', name: 'Face Painting', price: 150, priceType: 'per_item', quantity: 1 },
    ],
  });
  render(
    <PriceSummary
      items={{ packageName: 'Basic Fun', breakdown, kidsFood: [{ id: 'nuggets', name: 'Chicken Nuggets', quantity: 3 }] }}
      total={breakdown.total}
      coupon={{ code: 'SAVE50', discount: 50, finalPrice: breakdown.total - 50 }}
      payments={[
        { row: 'paid', amount: 100 },
        { row: 'balance', amount: breakdown.total - 150 },
      ]}
    />,
  );
  expect(rows()).toEqual([
    ['Basic Fun (up to 10 kids)', '$300.00'],
    ['Additional kids (2 × $15.00)', '$30.00'],
    ['Chicken Nuggets (3 portions)', 'Included'],
    ['Sushi Platter × 2', '$179.00'],
    ['Lolly Bags (12 kids × $5.00)', '$60.00'],
    ['Face Painting × 1', '$150.00'],
    ['Total', '$719.00'],
    ['Coupon discount (SAVE50)', '−$50.00'],
    ['Final price', '$669.00'],
    ['Amount paid', '$100.00'],
    ['Balance due on the day', '$569.00'],
  ]);
});

test.each([
  { option: 'deposit' as const, label: 'Deposit (pay now)' },
  { option: 'full' as const, label: 'Pay now (full amount)' },
])('what a new booking pays now: $label', ({ option, label }) => {
  render(<PriceSummary total={455} payments={[{ row: 'pay-now', option, amount: 100 }]} />);
  expect(rows()).toEqual([
    ['Total', '$455.00'],
    [label, '$100.00'],
  ]);
});

test('no discount, no coupon lines', () => {
  render(<PriceSummary total={455} coupon={{ code: 'NOPE', discount: 0, finalPrice: 455 }} payments={[]} />);
  expect(rows()).toEqual([['Total', '$455.00']]);
});

test('money the venue owes back has a row of its own, after the balance', () => {
  render(
    <PriceSummary
      total={365}
      payments={[
        { row: 'paid', amount: 645 },
        { row: 'balance', amount: 0 },
        { row: 'owed-back', amount: 280 },
      ]}
    />,
  );
  expect(rows()).toEqual([
    ['Total', '$365.00'],
    ['Amount paid', '$645.00'],
    ['Balance due on the day', '$0.00'],
    ['Owed back to you', '$280.00'],
  ]);
});

test('a rebooking fee is a line of the bill after the discount, before the final price (decision 052)', () => {
  render(
    <PriceSummary
      total={455}
      coupon={{ code: 'SAVE50', discount: 50, finalPrice: 505 }}
      fees={[{ label: 'Rebooking fee (moved from Thu, July 10th, 2031)', amount: 100 }]}
      payments={[{ row: 'paid', amount: 100 }, { row: 'balance', amount: 405 }]}
    />,
  );
  expect(rows()).toEqual([
    ['Total', '$455.00'],
    ['Coupon discount (SAVE50)', '−$50.00'],
    ['Rebooking fee (moved from Thu, July 10th, 2031)', '$100.00'],
    ['Final price', '$505.00'],
    ['Amount paid', '$100.00'],
    ['Balance due on the day', '$405.00'],
  ]);
});

test('without a coupon, a fee still ends in the final price', () => {
  render(<PriceSummary total={455} fees={[{ label: 'Rebooking fee (moved from Thu, July 10th, 2031)', amount: 100 }]} payments={[]} />);
  expect(rows()).toEqual([
    ['Total', '$455.00'],
    ['Rebooking fee (moved from Thu, July 10th, 2031)', '$100.00'],
    ['Final price', '$555.00'],
  ]);
});
