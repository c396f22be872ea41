import { balanceOnTheDay, countedPaid, paymentRows } from './edit-price';

test.each([
  { name: 'a deposit paid on $455: the final price less what remains', booking: { finalPrice: 455, remainingAmount: 355, totalPaidAmount: 100, amountOwedBack: 0 }, paid: 100 },
  { name: 'paid in full: all that was received', booking: { finalPrice: 455, remainingAmount: 0, totalPaidAmount: 455, amountOwedBack: 0 }, paid: 455 },
  { name: 'a second deposit owed back: it does not count', booking: { finalPrice: 455, remainingAmount: 355, totalPaidAmount: 200, amountOwedBack: 100 }, paid: 100 },
  { name: 'paid $645, edited down to $365: what was received less what is owed back', booking: { finalPrice: 365, remainingAmount: 0, totalPaidAmount: 645, amountOwedBack: 280 }, paid: 365 },
  { name: 'nothing paid', booking: { finalPrice: 455, remainingAmount: 455, totalPaidAmount: 0, amountOwedBack: 0 }, paid: 0 },
])('what counts as paid from the record: $name', ({ booking, paid }) => {
  expect(countedPaid(booking)).toBe(paid);
});

const figures = { numberOfKids: 10, totalPrice: 415, appliedDiscountAmount: 0, finalPrice: 415, totalPaidAmount: 100, remainingAmount: 315, amountOwedBack: 0, amountDueNow: 315 };

test.each([
  { option: '', rows: [['paid', 100], ['balance', 315]] },
  { option: 'later', rows: [['paid', 100], ['balance', 315]] },
  { option: 'full', rows: [['paid', 100], ['pay-now', 315], ['balance', 0]] },
] as const)("with the option '$option' the payments read $rows", ({ option, rows }) => {
  expect(paymentRows(figures, option).map((row) => [row.row, row.amount])).toEqual(rows);
});

test('a deposit pays its amount now and leaves the rest for the day; money owed back has its row', () => {
  expect(balanceOnTheDay({ remainingAmount: 415, amountDueNow: 100 })).toBe(315);
  const rows = paymentRows({ ...figures, totalPaidAmount: 0, remainingAmount: 415, amountDueNow: 100, amountOwedBack: 20 }, 'deposit');
  expect(rows).toEqual([
    { row: 'paid', amount: 0 },
    { row: 'pay-now', option: 'deposit', amount: 100 },
    { row: 'balance', amount: 315 },
    { row: 'owed-back', amount: 20 },
  ]);
});
