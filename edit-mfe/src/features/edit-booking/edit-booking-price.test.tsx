import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { bookingOverMessage, couponMinimumMessage, type ApiErrorAnswer, type EditQuote } from '@party/domain';
import { aBooking } from '../../test/fixtures';
import { freshPageAfterEachTest, renderAt } from '../../test/render';
import { API, server, serveApiForEachTest, serveBooking } from '../../test/server';
import { findBookingSummary, valueIn } from '../../test/summary';

// The edit's price as the server will charge it (decisions 008 and 019): the page prices the
// edit at once with the domain's rules and the booking's coupon terms, asks the server for a quote
// of the same edit, and shows the server's figures once they arrive, with its refusal or the money
// it would owe back before Update Booking is pressed.

serveApiForEachTest();
freshPageAfterEachTest();
afterEach(() => sessionStorage.clear());

/** Answers every quote with these figures, recording the bodies asked about. */
/** The quote endpoint answers this: a quote, the API's error answer, or (a server on the way failing) a message of its own. */
function quoteAnswers(answer: EditQuote | ApiErrorAnswer | { message: string }, status = 200) {
  const asked: unknown[] = [];
  server.use(
    http.post(`${API}/bookings/:id/quote`, async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json(answer, { status });
    }),
  );
  return asked;
}

const checked = () => screen.findByText('This is what your update will be charged.');

/** The server's quote: the fixture booking's edit at $455 for its 12 kids, $100 paid, unless `figures` says otherwise. */
const aQuote = (figures: Partial<EditQuote> = {}): EditQuote => ({
  numberOfKids: 12,
  totalPrice: 455,
  appliedDiscountAmount: 0,
  finalPrice: 455,
  totalPaidAmount: 100,
  remainingAmount: 355,
  amountOwedBack: 0,
  amountDueNow: 355,
  ...figures,
});

/** The fixture booking (12 kids, $455) with a 10 % coupon: $45.50 off, $409.50, $100 paid. */
const withPercentCoupon = () =>
  aBooking({
    coupon: 'PARTY10',
    couponTerms: { type: 'percentage', amount: 10, minCartValue: 200 },
    appliedDiscountAmount: 45.5,
    finalPrice: 409.5,
    remainingAmount: 309.5,
  });

test("the page's own figures work a percentage coupon out on the edit's new total, not the booking's old dollar discount", async () => {
  serveBooking(withPercentCoupon());
  // No quote to be had: what is shown is the page's own pricing.
  quoteAnswers({ message: 'Database unavailable' }, 503);
  const { user } = await renderAt('/booking-edit/bk_1');
  // 12 kids: 300 + 30 + 65 + 12 x 5 = 455; without the platter, 390. 10 % of it is $39, not the old $45.50.
  await user.click(await screen.findByRole('checkbox', { name: 'Sandwich Platter' }));
  await screen.findByText('We could not check this price just now: it is confirmed when you update your booking.');
  const summary = await findBookingSummary();
  expect(valueIn(summary, 'Total')).toHaveTextContent('$390.00');
  expect(valueIn(summary, 'Coupon discount (PARTY10)')).toHaveTextContent('−$39.00');
  expect(valueIn(summary, 'Final price')).toHaveTextContent('$351.00');
  expect(valueIn(summary, 'Balance due on the day')).toHaveTextContent('$251.00');
});

test("once the server's quote arrives, its figures are the ones shown", async () => {
  serveBooking(withPercentCoupon());
  // The server charges $299.70 for an edit whose old dollar discount would say $278.70.
  quoteAnswers(aQuote({ totalPrice: 333, appliedDiscountAmount: 33.3, finalPrice: 299.7, remainingAmount: 199.7, amountDueNow: 199.7 }));
  await renderAt('/booking-edit/bk_1');
  await checked();
  const summary = await findBookingSummary();
  expect(valueIn(summary, 'Total')).toHaveTextContent('$333.00');
  expect(valueIn(summary, 'Coupon discount (PARTY10)')).toHaveTextContent('−$33.30');
  expect(valueIn(summary, 'Final price')).toHaveTextContent('$299.70');
  expect(valueIn(summary, 'Amount paid')).toHaveTextContent('$100.00');
  expect(valueIn(summary, 'Balance due on the day')).toHaveTextContent('$199.70');
  expect(screen.getByRole('group', { name: 'Price' })).toHaveTextContent('Total $299.70Balance $199.70');
});

test('the server is asked about the edit on screen, as PUT will send it but without the terms box', async () => {
  const asked = quoteAnswers(aQuote({ totalPrice: 544.5, finalPrice: 544.5, remainingAmount: 444.5, amountDueNow: 444.5 }));
  const { user } = await renderAt('/booking-edit/bk_1');
  await user.click(await screen.findByRole('checkbox', { name: 'Sushi Platter' }));
  await waitFor(() => expect(asked.at(-1)).toMatchObject({ adultsFood: expect.arrayContaining([{ id: 'sushi-platter', quantity: 1, price: 89.5 }]) }));
  expect(asked.at(-1)).toEqual({
    kidsFood: [{ id: 'nuggets', quantity: 3 }],
    adultsFood: [
      { id: 'sandwich-platter', quantity: 1, price: 65 },
      { id: 'sushi-platter', quantity: 1, price: 89.5 },
    ],
    addons: [{ id: 'lolly-bags', quantity: 12, price: 5 }],
    guestNames: [{ name: 'Mia Nguyen', email: '', phone: '' }],
    // A confirmed booking saved with a deposit offers no option yet: it is priced as full.
    paymentOption: 'full',
    totalPrice: 544.5,
    finalPrice: 544.5,
    numberOfKids: 12,
    appliedDiscountAmount: 0,
  });
  expect(valueIn(await findBookingSummary(), 'Total')).toHaveTextContent('$544.50');
});

test("the quote's refusal (below the coupon's minimum) is shown before Update Booking is pressed", async () => {
  serveBooking(aBooking({ coupon: 'SAVE50', couponTerms: { type: 'fixed', amount: 50, minCartValue: 300 }, appliedDiscountAmount: 50 }));
  const { user } = await renderAt('/booking-edit/bk_1');
  await screen.findByText('This is what your update will be charged.');
  const refusal = couponMinimumMessage('SAVE50', 300, 250);
  quoteAnswers({ code: 'coupon-min-cart', message: refusal }, 422);
  await user.click(await screen.findByRole('checkbox', { name: 'Sandwich Platter' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(`This change cannot be saved${refusal}`);
  expect(screen.getByText('This change cannot be saved as it is: see the message above.')).toBeInTheDocument();
  // Putting the platter back clears it.
  await user.click(screen.getByRole('checkbox', { name: 'Sandwich Platter' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

test('an edit below what was paid says what will be owed back, with the amount, before it is saved', async () => {
  // Paid in full: $455. Without the sandwich platter the edit costs $390 (its 12 kids), so $65 would be owed back.
  serveBooking(aBooking({ totalPaidAmount: 455, remainingAmount: 0 }));
  const { user } = await renderAt('/booking-edit/bk_1');
  await user.click(await screen.findByRole('checkbox', { name: 'Sandwich Platter' }));
  await checked();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'A refund is owed to youWe owe you $65.00 back. The venue will refund it to your card; call us on (02) 9555 0199 with any questions.',
  );
  const summary = await findBookingSummary();
  expect(valueIn(summary, 'Balance due on the day')).toHaveTextContent('$0.00');
  expect(valueIn(summary, 'Owed back to you')).toHaveTextContent('$65.00');
  expect(screen.getByRole('group', { name: 'Price' })).toHaveTextContent('Owed back $65.00');
});

test("the server's owed-back amount is the one said", async () => {
  serveBooking(aBooking({ totalPaidAmount: 645, remainingAmount: 0, finalPrice: 645, totalPrice: 645 }));
  quoteAnswers(aQuote({ totalPrice: 365, finalPrice: 365, totalPaidAmount: 645, remainingAmount: 0, amountOwedBack: 280, amountDueNow: 0 }));
  await renderAt('/booking-edit/bk_1');
  expect(await screen.findByText(/We owe you \$280\.00 back\./)).toBeInTheDocument();
});

test("a pending booking paying its deposit shows the deposit now and the rest on the day, in the server's figures", async () => {
  serveBooking(aBooking({ status: 'pending', paymentOption: 'deposit', totalPaidAmount: 0, depositAmount: 0, remainingAmount: 455 }));
  const asked = quoteAnswers(aQuote({ totalPaidAmount: 0, remainingAmount: 415, amountDueNow: 100 }));
  await renderAt('/booking-edit/bk_1');
  await checked();
  expect(asked.at(-1)).toMatchObject({ paymentOption: 'deposit' });
  const summary = await findBookingSummary();
  expect(valueIn(summary, 'Deposit (pay now)')).toHaveTextContent('$100.00');
  expect(valueIn(summary, 'Balance due on the day')).toHaveTextContent('$315.00');
});

test('a quote saying online changes are closed replaces the edit with that message', async () => {
  quoteAnswers({ code: 'online-changes-closed', message: 'Your party is 4 days or less away.' }, 409);
  await renderAt('/booking-edit/bk_1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Online Changes Are Closed' })).toBeInTheDocument();
});

test('a quote that cannot be had leaves the page its own figures, and says the price is confirmed on update', async () => {
  quoteAnswers({ message: 'Database unavailable' }, 503);
  await renderAt('/booking-edit/bk_1');
  expect(await screen.findByText('We could not check this price just now: it is confirmed when you update your booking.')).toBeInTheDocument();
  expect(valueIn(await findBookingSummary(), 'Total')).toHaveTextContent('$455.00');
});

test.each(['hold-expired', 'event-passed', 'customer-canceled', 'venue-canceled'] as const)('a booking that is over (%s) says why and offers to book again instead of the edit', async (reason) => {
  serveBooking(aBooking({ status: 'canceled', canceledReason: reason, totalPaidAmount: 0, remainingAmount: 0 }));
  await renderAt('/booking-edit/bk_1');
  expect(await screen.findByRole('heading', { level: 1, name: 'This Booking Has Been Canceled' })).toBeInTheDocument();
  expect(screen.getByText(bookingOverMessage(reason, '(02) 9555 0199').split(' (02)')[0], { exact: false })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Make a New Booking' })).toHaveAttribute('href', '/book-your-party');
  expect(screen.getByRole('link', { name: 'View Your Booking' })).toHaveAttribute('href', '/booking-success/bk_1');
  expect(screen.queryByRole('button', { name: 'Continue to Step 2' })).not.toBeInTheDocument();
});

test('a canceled booking that was paid also says what is owed back', async () => {
  serveBooking(aBooking({ status: 'canceled', canceledReason: 'room-taken', totalPaidAmount: 100, remainingAmount: 0, amountOwedBack: 100, refundDue: true }));
  await renderAt('/booking-edit/bk_1');
  const notice = await screen.findByRole('alert');
  expect(within(notice).getByText(/We owe you \$100\.00 back\./)).toBeInTheDocument();
});

test("an item the booking did not have says it is at today's price: the server's quote says which; without it, the page's own rule", async () => {
  // The server: the platter the booking had at its booked price, the sushi added now at today's.
  const lines = [
    { kind: 'adult-food' as const, id: 'sandwich-platter', name: 'Sandwich Platter', quantity: 1, unitPrice: 65, cost: 65, priced: 'booked' as const },
    { kind: 'adult-food' as const, id: 'sushi-platter', name: 'Sushi Platter', quantity: 1, unitPrice: 89.5, cost: 89.5, priced: 'today' as const },
    { kind: 'addon' as const, id: 'lolly-bags', name: 'Lolly Bags', quantity: 12, unitPrice: 5, cost: 60, priced: 'booked' as const },
  ];
  quoteAnswers(aQuote({ totalPrice: 544.5, finalPrice: 544.5, remainingAmount: 444.5, amountDueNow: 444.5, lines }));
  const { user } = await renderAt('/booking-edit/bk_1');
  await checked();
  const summary = await findBookingSummary();
  expect(within(summary).queryByText("at today's price")).not.toBeInTheDocument();

  await user.click(screen.getByRole('checkbox', { name: 'Sushi Platter' }));
  await checked();
  expect(within(summary).getByText('Sushi Platter × 1', { exact: false })).toHaveTextContent("Sushi Platter × 1 at today's price");
  expect(within(summary).getByText('Sandwich Platter × 1', { exact: false })).toHaveTextContent(/^Sandwich Platter × 1$/);
  expect(within(summary).getAllByText("at today's price")).toHaveLength(1);

  // The server cannot be asked: the page says the same of the item the booking did not have.
  quoteAnswers({ message: 'Database unavailable' }, 503);
  await user.click(screen.getByRole('checkbox', { name: 'Sandwich Platter' }));
  await screen.findByText('We could not check this price just now: it is confirmed when you update your booking.');
  expect(within(summary).getByText('Sushi Platter × 1', { exact: false })).toHaveTextContent("Sushi Platter × 1 at today's price");
  expect(within(summary).getAllByText("at today's price")).toHaveLength(1);
});
