import { amountOf, amountText, newRequestId } from './amount';

test.each([
  { text: '150', dollars: 150 },
  { text: '150.5', dollars: 150.5 },
  { text: '$1,234.50', dollars: 1234.5 },
  { text: ' 20.00 ', dollars: 20 },
  { text: '.5', dollars: 0.5 },
  { text: '', dollars: Number.NaN },
  { text: 'ten', dollars: Number.NaN },
  { text: '1.234', dollars: Number.NaN },
  { text: '-5', dollars: Number.NaN },
  { text: '1e3', dollars: Number.NaN },
])("'$text' is $dollars dollars", ({ text, dollars }) => {
  expect(amountOf(text)).toBe(dollars);
});

test('the starting text has its cents', () => {
  expect(amountText(150)).toBe('150.00');
  expect(amountText(0.5)).toBe('0.50');
});

test('a request id is what the API takes, and new each time', () => {
  const ids = new Set(Array.from({ length: 100 }, newRequestId));
  expect(ids.size).toBe(100);
  for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
});
