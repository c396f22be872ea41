import { screen, waitFor, within } from '@testing-library/react';
import { bookingOverMessage } from '@party/domain';
import { http, HttpResponse } from 'msw';
import { fixNow, realClockAfterEachTest } from '@tooling/jest/browser-helpers';
import { aBooking } from '../../test/fixtures';
import { findToast, freshPageAfterEachTest, redirectTo, renderAt } from '../../test/render';
import { API, recordCalls, server, serveBooking, serveApiForEachTest } from '../../test/server';


serveApiForEachTest();
freshPageAfterEachTest();
realClockAfterEachTest();
beforeEach(() => jest.mocked(redirectTo).mockClear());

/** A pending booking: nothing paid yet. */
const pending = () => aBooking({ status: 'pending', paymentOption: 'deposit', totalPaidAmount: 0, depositAmount: 0, remainingAmount: 455 });

test.each([
  { name: 'no deposit paid', booking: pending(), options: ['Pay Party Deposit', 'Pay Full Amount'] },
  { name: 'a deposit paid', booking: aBooking(), options: ['Pay Full Amount'] },
  {
    name: 'paid in full, then added to',
    booking: aBooking({ status: 'confirmed', totalPaidAmount: 455, depositAmount: 0, remainingAmount: 80 }),
    options: ['Pay Full Amount'],
  },
])("with $name the options are $options", async ({ booking, options }) => {
  serveBooking(booking);
  await renderAt('/booking-payment/bk_1');
  const group = await screen.findByRole('group', { name: 'Payment Type' });
  expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.querySelector('span span')?.textContent)).toEqual(options);
});

test('an unpaid booking says until when its room is held and that the party is not booked until paid, and until when it can be changed', async () => {
  fixNow('2031-07-01T05:30:00Z');
  serveBooking({ ...pending(), holdExpiresAt: '2031-07-01T05:45:00Z' });
  await renderAt('/booking-payment/bk_1');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your booking is awaiting payment.We are holding the Ocean Room for you until 3:45 PM on Tue, July 1st, 2031. Your party is not booked until it is paid: pay before then to keep the room.',
  );
  expect(screen.getByText('Food, add-ons and guests can be changed online until Sat, July 5th, 2031.')).toBeVisible();
});

test('a booked party has no hold to tell', async () => {
  serveBooking(aBooking());
  await renderAt('/booking-payment/bk_1');
  await screen.findByRole('group', { name: 'Payment Type' });
  expect(screen.queryByText('Your booking is awaiting payment.')).not.toBeInTheDocument();
});

test('Pay Full Amount shows the remaining amount', async () => {
  await renderAt('/booking-payment/bk_1');
  const full = await screen.findByRole('radio', { name: /Pay Full Amount/ });
  expect(full.closest('label')).toHaveTextContent('$355.00 remaining');
});

test('the only option there is is chosen already: with the deposit paid, Pay Full Amount', async () => {
  await renderAt('/booking-payment/bk_1');
  expect(await screen.findByRole('radio', { name: /Pay Full Amount/ })).toBeChecked();
});

test('with two options neither is chosen for the parent', async () => {
  serveBooking(pending());
  await renderAt('/booking-payment/bk_1');
  expect(await screen.findByRole('radio', { name: /Pay Party Deposit/ })).not.toBeChecked();
  expect(screen.getByRole('radio', { name: /Pay Full Amount/ })).not.toBeChecked();
});

test("Pay Now without a choice says 'Please Select Payment Type'", async () => {
  serveBooking(pending());
  const { user } = await renderAt('/booking-payment/bk_1');
  await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
  expect(await findToast('Payment Type')).toHaveTextContent('Please Select Payment Type');
  expect(screen.getByRole('group', { name: 'Payment Type' })).toHaveTextContent('Please Select Payment Type');
  expect(redirectTo).not.toHaveBeenCalled();
});

test('the deposit opens the pending-payment checkout for the deposit and redirects to it', async () => {
  serveBooking(pending());
  const calls = recordCalls('post', '/create-dynamic-checkout-session-full-pending-payment', { url: 'http://localhost/checkout/cs_1' });
  const { user } = await renderAt('/booking-payment/bk_1');
  await user.click(await screen.findByRole('radio', { name: /Pay Party Deposit/ }));
  await user.click(screen.getByRole('button', { name: 'Pay Now' }));
  expect(await screen.findByRole('button', { name: 'Redirecting to Payment...' })).toBeDisabled();
  expect(calls).toEqual([{ bookingId: 'bk_1', paymentType: 'deposit' }]);
  expect(redirectTo).toHaveBeenCalledWith('http://localhost/checkout/cs_1');
});

test('the full amount opens the pending-payment checkout with the payment type', async () => {
  const calls = recordCalls('post', '/create-dynamic-checkout-session-full-pending-payment', { url: 'http://localhost/checkout/cs_2' });
  const { user } = await renderAt('/booking-payment/bk_1');
  await user.click(await screen.findByRole('radio', { name: /Pay Full Amount/ }));
  await user.click(screen.getByRole('button', { name: 'Pay Now' }));
  await screen.findByRole('button', { name: 'Redirecting to Payment...' });
  expect(calls).toEqual([{ bookingId: 'bk_1', paymentType: 'full' }]);
  expect(redirectTo).toHaveBeenCalledWith('http://localhost/checkout/cs_2');
});

test("a checkout that cannot be created says 'Booking Failed' with the error", async () => {
  recordCalls('post', '/create-dynamic-checkout-session-full-pending-payment', { message: 'That room has been taken' }, 409);
  const { user } = await renderAt('/booking-payment/bk_1');
  await user.click(await screen.findByRole('radio', { name: /Pay Full Amount/ }));
  await user.click(screen.getByRole('button', { name: 'Pay Now' }));
  expect(await findToast('Booking Failed')).toHaveTextContent('Error initiating dynamic checkout: 409 That room has been taken');
  expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  expect(redirectTo).not.toHaveBeenCalled();
});

test('the summary breaks the price down and gives the amount paid and the balance due on the day', async () => {
  await renderAt('/booking-payment/bk_1');
  const summary = await screen.findByRole('region', { name: 'Booking Summary' });
  const value = (label: string | RegExp) => within(summary).getByText(label).nextElementSibling;
  expect(value('Package')).toHaveTextContent('Basic Fun');
  expect(value('Child')).toHaveTextContent('Mia Nguyen');
  expect(value('Turning')).toHaveTextContent('6');
  expect(value('Date')).toHaveTextContent('Thu, July 10th, 2031');
  expect(value('Time')).toHaveTextContent('11:00 AM - 1:00 PM');
  expect(value('Room')).toHaveTextContent('Ocean Room');
  expect(value('Number of kids')).toHaveTextContent('12');
  expect(value('Basic Fun (up to 10 kids)')).toHaveTextContent('$300.00');
  expect(value('Additional kids (2 × $15.00)')).toHaveTextContent('$30.00');
  expect(value('Chicken Nuggets (3 portions)')).toHaveTextContent('Included');
  expect(value('Sandwich Platter × 1')).toHaveTextContent('$65.00');
  expect(value('Lolly Bags (12 kids × $5.00)')).toHaveTextContent('$60.00');
  expect(value('Total')).toHaveTextContent('$455.00');
  expect(within(summary).queryByText(/Coupon discount/)).not.toBeInTheDocument();
  expect(value('Amount paid')).toHaveTextContent('$100.00');
  expect(value('Balance due on the day')).toHaveTextContent('$355.00');
});

test('a coupon shows its discount and the final price', async () => {
  serveBooking(aBooking({ coupon: 'PARTY10', appliedDiscountAmount: 45.5, finalPrice: 409.5, remainingAmount: 309.5 }));
  await renderAt('/booking-payment/bk_1');
  const summary = await screen.findByRole('region', { name: 'Booking Summary' });
  expect(within(summary).getByText('Coupon discount (PARTY10)').nextElementSibling).toHaveTextContent('−$45.50');
  expect(within(summary).getByText('Final price').nextElementSibling).toHaveTextContent('$409.50');
  expect(within(summary).getByText('Balance due on the day').nextElementSibling).toHaveTextContent('$309.50');
});

test('a booking that names no number of kids counts the default 8', async () => {
  serveBooking(aBooking({ numberOfKids: 0 }));
  await renderAt('/booking-payment/bk_1');
  const summary = await screen.findByRole('region', { name: 'Booking Summary' });
  expect(within(summary).getByText('Number of kids').nextElementSibling).toHaveTextContent('8');
});

test('the notes give the minimum, the phone booking for over 11 and the non-refundable deposit', async () => {
  await renderAt('/booking-payment/bk_1');
  const notes = await screen.findByRole('list', { name: 'Please note' });
  expect(notes).toHaveTextContent('Minimum number of Children is 1.');
  expect(notes).toHaveTextContent('For children over 11 years, please call (02) 9555 0199 to book a party.');
  expect(notes).toHaveTextContent('The deposit is non-refundable.');
});

test.each([
  { age: 10, shown: false },
  { age: 11, shown: true },
])('the Age Restriction alert for a child turning $age: $shown', async ({ age, shown }) => {
  serveBooking(aBooking({ childAge: age }));
  await renderAt('/booking-payment/bk_1');
  await screen.findByRole('heading', { level: 1, name: 'Pay for Your Party' });
  const alert = screen.queryByRole('alert');
  if (shown) expect(alert).toHaveTextContent('Age RestrictionFor children over 11 years, please call (02) 9555 0199 to book a party.');
  else expect(alert).not.toBeInTheDocument();
});

test('a booking paid in full has nothing to pay', async () => {
  serveBooking(aBooking({ status: 'confirmed', totalPaidAmount: 455, remainingAmount: 0 }));
  await renderAt('/booking-payment/bk_1');
  expect(await screen.findByText('Paid in full')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View your booking' })).toHaveAttribute('href', '/booking-success/bk_1');
});

test('an unknown booking shows Booking Not Found with Return Home', async () => {
  server.use(http.get(`${API}/bookings/:id`, () => HttpResponse.json({ message: 'Booking not found' }, { status: 404 })));
  await renderAt('/booking-payment/nope');
  expect(await screen.findByRole('heading', { level: 1, name: 'Booking Not Found' })).toBeInTheDocument();
  expect(screen.getByText("We couldn't find your booking information. Please contact us for assistance.")).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
});

test.each([
  { name: 'lost its room', reason: 'room-taken' as const },
  { name: 'was never paid before its start passed', reason: 'event-passed' as const },
  // Called off (decision 052): by its parent online, or by the venue.
  { name: 'its parent canceled', reason: 'customer-canceled' as const },
  { name: 'the venue canceled', reason: 'venue-canceled' as const },
])('a booking that $name says why and offers to book again, with no Pay Now', async ({ reason }) => {
  serveBooking(aBooking({ status: 'canceled', canceledReason: reason, totalPaidAmount: 0, depositAmount: 0, remainingAmount: 0 }));
  await renderAt('/booking-payment/bk_1');
  const over = await screen.findByRole('alert');
  expect(over).toHaveTextContent(`This Booking Has Been Canceled${bookingOverMessage(reason, '(02) 9555 0199')}`);
  expect(within(over).getByRole('link', { name: 'Make a New Booking' })).toHaveAttribute('href', '/book-your-party');
  expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Payment Type' })).not.toBeInTheDocument();
});

test('money owed back is said with its amount, and listed in the summary', async () => {
  // Paid in full ($645), then edited down to $365.
  serveBooking(aBooking({ finalPrice: 365, totalPrice: 365, totalPaidAmount: 645, remainingAmount: 0, amountOwedBack: 280, refundDue: true }));
  await renderAt('/booking-payment/bk_1');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'A refund is owed to youWe owe you $280.00 back. The venue will refund it to your card; call us on (02) 9555 0199 with any questions.',
  );
  const summary = screen.getByRole('region', { name: 'Booking Summary' });
  expect(within(summary).getByText('Owed back to you').nextElementSibling).toHaveTextContent('$280.00');
  expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
});

test('a coupon taken off at payment is named, so the higher price is explained', async () => {
  serveBooking(aBooking({ coupon: '', droppedCoupon: { code: 'SAVE50', reason: 'used-up' } }));
  await renderAt('/booking-payment/bk_1');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your coupon no longer appliesThe coupon SAVE50 ran out before your payment arrived (its last use went to another booking), so the full price applies.',
  );
  expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
});

test('a checkout refused with 409 reads the booking again: one that lost its room meanwhile shows it is over', async () => {
  let booking = pending();
  server.use(http.get(`${API}/bookings/:id`, () => HttpResponse.json(booking)));
  const over = bookingOverMessage('room-taken', '(02) 9555 0199');
  server.use(
    http.post(`${API}/create-dynamic-checkout-session-full-pending-payment`, () => {
      booking = aBooking({ status: 'canceled', canceledReason: 'room-taken', totalPaidAmount: 0, depositAmount: 0, remainingAmount: 0 });
      return HttpResponse.json({ message: over }, { status: 409 });
    }),
  );
  const { user } = await renderAt('/booking-payment/bk_1');
  await user.click(await screen.findByRole('radio', { name: /Pay Party Deposit/ }));
  await user.click(screen.getByRole('button', { name: 'Pay Now' }));
  expect(await findToast('Booking Failed')).toHaveTextContent(`Error initiating dynamic checkout: 409 ${over}`);
  expect(await screen.findByRole('link', { name: 'Make a New Booking' })).toHaveAttribute('href', '/book-your-party');
  expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  expect(redirectTo).not.toHaveBeenCalled();
});

test('a checkout refused with 409 because the deposit was paid meanwhile offers what is left, the only choice, chosen afresh', async () => {
  let booking = pending();
  server.use(http.get(`${API}/bookings/:id`, () => HttpResponse.json(booking)));
  server.use(
    http.post(`${API}/create-dynamic-checkout-session-full-pending-payment`, () => {
      booking = aBooking();
      return HttpResponse.json({ code: 'deposit-paid', message: 'The deposit for this booking has already been paid.' }, { status: 409 });
    }),
  );
  const { user } = await renderAt('/booking-payment/bk_1');
  await user.click(await screen.findByRole('radio', { name: /Pay Party Deposit/ }));
  await user.click(screen.getByRole('button', { name: 'Pay Now' }));
  await findToast('Booking Failed');
  await waitFor(() => expect(screen.queryByRole('radio', { name: /Pay Party Deposit/ })).not.toBeInTheDocument());
  const full = screen.getByRole('radio', { name: /Pay Full Amount/ });
  expect(full).toBeChecked();
  expect(full.closest('label')).toHaveTextContent('$355.00 remaining');
});

test('a rebooking fee is a line of the bill (decision 052), and the balance it leaves is paid here', async () => {
  serveBooking(
    aBooking({
      fees: [{ kind: 'rebooking', label: 'Rebooking fee (moved from Thu, July 10th, 2031)', amount: 100, at: '2031-06-19T00:00:00.000Z' }],
      finalPrice: 555,
      remainingAmount: 455,
    }),
  );
  await renderAt('/booking-payment/bk_1');
  const summary = await screen.findByRole('region', { name: 'Booking Summary' });
  const breakdown = within(summary).getByLabelText('Price breakdown');
  const labels = within(breakdown).getAllByRole('term').map((term) => term.textContent);
  expect(labels.slice(labels.indexOf('Total'))).toEqual(['Total', 'Rebooking fee (moved from Thu, July 10th, 2031)', 'Final price', 'Amount paid', 'Balance due on the day']);
  expect(within(breakdown).getByText('Final price').nextElementSibling).toHaveTextContent('$555.00');
  expect(within(breakdown).getByText('Balance due on the day').nextElementSibling).toHaveTextContent('$455.00');
  expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
});
