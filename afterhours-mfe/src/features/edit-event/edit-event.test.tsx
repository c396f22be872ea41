import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TAKEN_TIMES_MESSAGES } from '@party/domain';
import { aRecord } from '../../test/fixtures';
import { enter, findToast, freshVisitForEachTest, priceBar, redirectTo, renderAt, summaryFigures } from '../../test/render';
import { API, recordCalls, server, serveApiForEachTest, serveBooking, serveTakenTimes } from '../../test/server';


// Each test fills in or changes a whole form as a parent would (a day, two times, nine fields,
// add-ons), re-pricing the page at each step: more than Jest's
// default 5 seconds on a busy machine.
jest.setTimeout(20_000);

serveApiForEachTest();
freshVisitForEachTest();
beforeEach(() => jest.mocked(redirectTo).mockClear());

const EDIT = '/book-your-party/after-hours/edit/ah_1';
const updateButton = () => screen.findByRole('button', { name: 'Update Booking' });

test("the edit page loads the booking into the form: 'Edit Your Events Booking', its reference, what is paid and what remains", async () => {
  await renderAt(EDIT);
  expect(screen.getByRole('heading', { level: 1, name: 'Edit Your Events Booking' })).toBeInTheDocument();
  await updateButton();
  expect(screen.getByText('JJ1003')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Start Time (required)' })).toHaveValue('18:00');
  expect(screen.getByRole('combobox', { name: 'End Time (required)' })).toHaveValue('21:00');
  expect(screen.getByRole('textbox', { name: 'Email (required)' })).toHaveValue('alex@example.com');
  expect(screen.getByRole('spinbutton', { name: 'Expected Kids (required)' })).toHaveValue(20);
  expect(screen.getByRole('checkbox', { name: 'Events Room' })).toBeChecked();
  expect(screen.getByRole('group', { name: 'Quantity of Events Room' })).toHaveTextContent('2');
  expect(screen.getByRole('checkbox', { name: 'Cafe Tab' })).toBeChecked();
  expect(summaryFigures()).toMatchObject({ Total: '$800.00', 'Amount paid': '$400.00', 'Balance due on the day': '$400.00' });
  expect(screen.getByText(/Paid so far:/)).toHaveTextContent('Paid so far: $400.00. Still to pay: $400.00.');
  // A deposit is paid: the payment option no longer matters.
  expect(screen.queryByRole('group', { name: 'Payment Option' })).not.toBeInTheDocument();
});

test("Update Booking saves the changes, says 'Booking Updated!' and shows the booking as the server priced it", async () => {
  const updates = recordCalls('put', '/bookings-afterhours/ah_1', {
    booking: aRecord({
      expectedAdults: 61,
      remainingAmount: 550,
      pricing: { basePrice: 300, addonCosts: 350, guestFee: 150, additionalDurationCost: 150, subtotal: 950, gst: 0, total: 950, deposit: 400 },
      updatedDate: '2031-07-08T00:00:00.000Z',
    }),
  });
  const { user } = await renderAt(EDIT);
  await updateButton();
  const adults = screen.getByRole('spinbutton', { name: 'Expected Adults (required)' });
  await user.clear(adults);
  await enter(user, adults, '61');
  // 81 guests: the live price adds the guest fee; paying waits for the changes to be saved.
  expect(summaryFigures()).toMatchObject({ 'Guest fee (over 80 guests)': '$150.00', Total: '$950.00', 'Balance due on the day': '$550.00' });
  expect(screen.getByRole('button', { name: 'Pay the Rest ($400.00)' })).toBeDisabled();
  // The button that saves ends the form, away from the summary at desktop size: the note names it.
  expect(screen.getByRole('button', { name: 'Pay the Rest ($400.00)' })).toHaveAccessibleDescription(
    'Save your changes with Update Booking first: the amount to pay follows the saved booking.',
  );
  // On a phone the new price stays in view with Update Booking.
  expect(priceBar()).toHaveTextContent('Total $950.00Balance $550.00');
  expect(within(priceBar().parentElement as HTMLElement).getByRole('button', { name: 'Update Booking' })).toBeInTheDocument();

  await user.click(await updateButton());
  expect(await findToast('Booking Updated!')).toHaveTextContent('Booking JJ1003 has been successfully updated.');
  expect(updates).toEqual([expect.objectContaining({ date: '2031-07-20', expectedKids: 20, expectedAdults: 61, paymentOption: 'deposit' })]);
  expect(await screen.findByRole('button', { name: 'Pay the Rest ($550.00)' })).toBeEnabled();
  expect(screen.getByText(/Paid so far:/)).toHaveTextContent('Paid so far: $400.00. Still to pay: $550.00.');
  expect(screen.getByRole('spinbutton', { name: 'Expected Adults (required)' })).toHaveValue(61);
  expect(redirectTo).not.toHaveBeenCalled();
});

test("a refused update says 'Update Error' with the reason (no status code) and keeps the changes", async () => {
  recordCalls('put', '/bookings-afterhours/ah_1', { code: 'changed-meanwhile', message: 'This booking was changed by someone else meanwhile.' }, 409);
  const { user } = await renderAt(EDIT);
  await updateButton();
  await user.selectOptions(screen.getByRole('combobox', { name: 'End Time (required)' }), '9:30 PM');
  await user.click(await updateButton());
  expect(await findToast('Update Error')).toHaveTextContent(
    /^Update ErrorThere was a problem updating the booking\. Please try again\. This booking was changed by someone else meanwhile\.$/,
  );
  expect(screen.getByRole('combobox', { name: 'End Time (required)' })).toHaveValue('21:30');
  expect(screen.getByRole('button', { name: 'Update Booking' })).toBeEnabled();
});

test("the booking's own time is not taken for it; new times taken meanwhile are said beside the times, and the changes are kept", async () => {
  // The booking is 6 pm to 9 pm on the 20th; someone has a hire from 9:30 pm.
  const queries = serveTakenTimes([{ date: '2031-07-20', taken: [{ start: '21:30', end: '22:00' }], fullyTaken: false }]);
  recordCalls('put', '/bookings-afterhours/ah_1', { code: 'centre-hired', message: 'Sorry, the whole centre has been hired.' }, 409);
  const { user } = await renderAt(EDIT);
  await updateButton();
  expect(queries[0]?.get('except')).toBe('ah_1');
  const end = screen.getByRole('combobox', { name: 'End Time (required)' });
  expect(within(end).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select an end time', '8:00 PM', '8:30 PM', '9:00 PM', '9:30 PM']);
  await user.selectOptions(end, '9:30 PM');
  await user.type(screen.getByRole('textbox', { name: /^Notes/ }), ' and games');
  await user.click(await updateButton());

  const message = await screen.findByText(TAKEN_TIMES_MESSAGES.timesTaken);
  expect(message.closest('[data-field="times"]')).toHaveFocus();
  expect(screen.queryByText('Update Error')).not.toBeInTheDocument();
  expect(screen.queryByText(/409/)).not.toBeInTheDocument();
  expect(end).toHaveValue('21:30');
  expect(screen.getByRole('textbox', { name: /^Notes/ })).toHaveValue('School fundraiser and games');
  await waitFor(() => expect(queries).toHaveLength(2));
});

test('Update Booking checks the form first', async () => {
  const updates = recordCalls('put', '/bookings-afterhours/ah_1', { booking: aRecord() });
  const { user } = await renderAt(EDIT);
  await updateButton();
  await user.clear(screen.getByRole('textbox', { name: 'Mobile (required)' }));
  await user.click(await updateButton());
  expect(await findToast('Validation Error')).toHaveTextContent('Please fix the highlighted errors in the form.');
  expect(screen.getByRole('textbox', { name: 'Mobile (required)' })).toHaveAccessibleDescription('Mobile number is required.');
  expect(updates).toEqual([]);
});

test('Pay the Rest opens the after-hours checkout for the booking', async () => {
  const checkouts = recordCalls('post', '/create-dynamic-checkout-session-afterhours', { url: 'http://localhost/checkout/cs_9' }, 201);
  const { user } = await renderAt(EDIT);
  await user.click(await screen.findByRole('button', { name: 'Pay the Rest ($400.00)' }));
  expect(await screen.findByRole('button', { name: 'Redirecting to Payment...' })).toBeDisabled();
  expect(checkouts).toEqual(['ah_1']);
  expect(redirectTo).toHaveBeenCalledWith('http://localhost/checkout/cs_9');
});

test('a pending booking (nothing paid) offers the payment option and Pay Now for its deposit', async () => {
  serveBooking(aRecord({ status: 'pending', totalPaidAmount: 0, depositAmount: 0, remainingAmount: 800 }));
  await renderAt(EDIT);
  await updateButton();
  expect(screen.getByRole('radio', { name: /Pay a 50% deposit/ })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Pay Now ($400.00)' })).toBeEnabled();
  expect(summaryFigures()).toMatchObject({ 'Amount paid': '$0.00', 'Balance due on the day': '$800.00' });
});

test('back from the checkout, the page says the payment was received', async () => {
  await renderAt(`${EDIT}?session_id=cs_9`);
  expect(await screen.findByText('Payment received')).toBeInTheDocument();
  expect(screen.getByText(/Thank you: your event is booked/)).toBeInTheDocument();
});

test('paid in full, nothing is left to pay', async () => {
  serveBooking(aRecord({ totalPaidAmount: 800, remainingAmount: 0 }));
  await renderAt(EDIT);
  await updateButton();
  expect(screen.getByText(/Paid so far:/)).toHaveTextContent('Paid so far: $800.00. Nothing left to pay.');
  expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
});

test('money the venue owes back after an edit that lowered the price is said, with nothing left to pay', async () => {
  serveBooking(
    aRecord({
      expectedKids: 10,
      addons: [],
      endTime: '20:00',
      pricing: { basePrice: 300, addonCosts: 0, guestFee: 0, additionalDurationCost: 0, subtotal: 300, gst: 0, total: 300, deposit: 400 },
      totalPaidAmount: 800,
      remainingAmount: 0,
      amountOwedBack: 500,
      refundDue: true,
    }),
  );
  await renderAt(EDIT);
  await updateButton();
  expect(screen.getByText(/Paid so far:/)).toHaveTextContent('Paid so far: $800.00. Nothing left to pay.');
  expect(screen.getByRole('alert')).toHaveTextContent('We owe you $500.00 back. The venue will refund it to your card; call us on (02) 9555 0199 with any questions.');
  expect(summaryFigures()).toMatchObject({ Total: '$300.00', 'Amount paid': '$800.00', 'Balance due on the day': '$0.00' });
});

test("4 days or less before the event: 'Online Changes Are Closed' with the venue's contact, no form", async () => {
  serveBooking(aRecord({ date: '2031-07-12' }));
  await renderAt(EDIT);
  expect(await screen.findByText('Online Changes Are Closed')).toBeInTheDocument();
  expect(screen.getByText(/Your event is 4 days or less away/)).toBeInTheDocument();
  // The venue's contact is the one GET /api/venue answers.
  expect(screen.getByRole('link', { name: '(02) 9555 0199' })).toHaveAttribute('href', 'tel:0295550199');
  expect(screen.getByRole('link', { name: 'hello@testplay.example' })).toHaveAttribute('href', 'mailto:hello@testplay.example');
  expect(screen.queryByRole('button', { name: 'Update Booking' })).not.toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Price' })).not.toBeInTheDocument();
  expect(summaryFigures()).toMatchObject({ Total: '$800.00', 'Amount paid': '$400.00' });
  expect(screen.getByRole('button', { name: 'Pay the Rest ($400.00)' })).toBeEnabled();
});

test('a booking recorded with GST shows its GST line (none shows while GST is 0)', async () => {
  const pricing = { basePrice: 300, addonCosts: 350, guestFee: 0, additionalDurationCost: 150, subtotal: 800, gst: 80, total: 880, deposit: 440 };
  serveBooking(aRecord({ date: '2031-07-12', pricing, remainingAmount: 480 }));
  await renderAt(EDIT);
  await screen.findByText('Online Changes Are Closed');
  expect(summaryFigures()).toMatchObject({ Subtotal: '$800.00', GST: '$80.00', Total: '$880.00' });
});

test('5 days before the event changes are still open', async () => {
  serveBooking(aRecord({ date: '2031-07-13' }));
  await renderAt(EDIT);
  expect(await updateButton()).toBeEnabled();
});

test("the server saying changes are closed closes them on the page", async () => {
  recordCalls('put', '/bookings-afterhours/ah_1', { code: 'online-changes-closed', message: 'Your event is 4 days or less away.' }, 409);
  const { user } = await renderAt(EDIT);
  await user.click(await updateButton());
  expect(await screen.findByText('Online Changes Are Closed')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Update Booking' })).not.toBeInTheDocument();
});

test('a canceled booking says so and offers nothing to change or pay', async () => {
  serveBooking(aRecord({ status: 'canceled' }));
  await renderAt(EDIT);
  expect(await screen.findByText('This Booking Has Been Canceled')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Update Booking|Pay/ })).not.toBeInTheDocument();
});

test("a booking that cannot be found: 'Could not load booking details for editing.', with ways back", async () => {
  serveBooking({ message: 'After-hours booking not found' }, 404);
  await renderAt(EDIT);
  expect(await findToast('Error')).toHaveTextContent('Could not load booking details for editing.');
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Could not load booking details for editing.');
  expect(alert).toHaveTextContent('404 After-hours booking not found.');
  expect(screen.getByRole('link', { name: 'Book an Event' })).toHaveAttribute('href', '/book-your-party/after-hours');
  expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});

test('a failed load that may pass offers Try again, which loads the page', async () => {
  server.use(http.get(`${API}/bookings-afterhours/:id`, () => HttpResponse.error(), { once: true }));
  const { user } = await renderAt(EDIT);
  await user.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await updateButton()).toBeEnabled();
  expect(summaryFigures()).toMatchObject({ Total: '$800.00' });
});

test('back from the checkout before the payment has arrived, the page says it is awaited', async () => {
  serveBooking(aRecord({ status: 'pending', totalPaidAmount: 0 }));
  await renderAt(`${EDIT}?session_id=cs_9`);
  expect(await screen.findByText('Awaiting payment')).toBeInTheDocument();
});
