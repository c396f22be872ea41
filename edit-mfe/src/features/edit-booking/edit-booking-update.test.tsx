import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { aBooking } from '../../test/fixtures';
import { currentLocation, findToast, freshPageAfterEachTest, redirectTo, renderAt } from '../../test/render';
import { API, recordCalls, server, serveApiForEachTest, serveBooking } from '../../test/server';


// Update Booking and what follows it (SPEC §4 "Edit update outcome"): a confirmed booking paying
// in full goes to the full-payment checkout, one paying later to its confirmation page, a pending
// booking to checkout; an answer without bookingId is a failure.

serveApiForEachTest();
freshPageAfterEachTest();
beforeEach(() => jest.mocked(redirectTo).mockClear());
afterEach(() => sessionStorage.clear());

const pending = () => aBooking({ status: 'pending', paymentOption: 'deposit', totalPaidAmount: 0, depositAmount: 0, remainingAmount: 455 });

/** The server's answer to PUT /api/bookings/{id}: the edit as saved and what it charges now. */
const saved = (paymentOption: string, status = 'confirmed', finalPrice = 455, amountDueNow = paymentOption === 'later' ? 0 : 355) => ({
  bookingId: 'bk_1',
  status,
  paymentOption,
  totalPrice: finalPrice,
  appliedDiscountAmount: 0,
  finalPrice,
  amountDueNow,
});

/** Goes to step 2, picks the payment option and presses Update Booking. */
async function updateWith(user: Awaited<ReturnType<typeof renderAt>>['user'], option: RegExp) {
  await user.click(await screen.findByRole('button', { name: 'Continue to Step 2' }));
  await user.click(await screen.findByRole('radio', { name: option }));
  await user.click(screen.getByRole('button', { name: 'Update Booking' }));
}

test('confirmed, paying in full: saves the edit, then opens the full-payment checkout for what is left', async () => {
  const updates = recordCalls('put', '/bookings/:id', saved('full'));
  const checkouts = recordCalls('post', '/create-dynamic-checkout-session-full-pending-payment', { url: 'http://localhost/checkout/cs_9' });
  const { user } = await renderAt('/booking-edit/bk_1');
  await user.click(await screen.findByRole('checkbox', { name: 'Face Painting' }));
  await updateWith(user, /Pay Full Amount/);

  expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
  await screen.findByText('Booking Updated!');
  expect(updates).toEqual([
    {
      kidsFood: [{ id: 'nuggets', quantity: 3 }],
      adultsFood: [{ id: 'sandwich-platter', quantity: 1, price: 65 }],
      addons: [
        { id: 'lolly-bags', quantity: 12, price: 5 },
        { id: 'face-painting', quantity: 1, price: 150 },
      ],
      guestNames: [{ name: 'Mia Nguyen', email: '', phone: '' }],
      paymentOption: 'full',
      // The booked 12 kids: 300 for the package's 10 + 2 x 15 + 65 + 12 x 5 + 150.
      totalPrice: 605,
      finalPrice: 605,
      numberOfKids: 12,
      appliedDiscountAmount: 0,
      acceptTerms: true,
    },
  ]);
  expect(checkouts).toEqual([{ bookingId: 'bk_1', paymentType: 'full' }]);
  expect(redirectTo).toHaveBeenCalledWith('http://localhost/checkout/cs_9');
  // The browser is on its way to the checkout: the button stays busy.
  expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
});

test("confirmed, paying on the day: goes to the booking's confirmation page with 'Booking Updated!'", async () => {
  recordCalls('put', '/bookings/:id', saved('later'));
  const { user } = await renderAt('/booking-edit/bk_1');
  await updateWith(user, /Pay on Event Day/);

  expect(await screen.findByRole('heading', { level: 1, name: 'Thank You for Your Booking!' })).toBeInTheDocument();
  expect(currentLocation()).toBe('/booking-success/bk_1');
  expect(await findToast('Booking Updated!')).toHaveTextContent('Your party details have been updated successfully.');
  expect(redirectTo).not.toHaveBeenCalled();
});

test.each([
  { label: 'Pay Party Deposit', option: 'deposit', path: '/create-dynamic-checkout-session', body: { bookingId: 'bk_1' } },
  { label: 'Pay Full Amount', option: 'full', path: '/create-dynamic-checkout-session-full', body: { bookingId: 'bk_1' } },
])("pending, '$label': saves the edit, then opens the checkout at $path", async ({ label, option, path, body }) => {
  serveBooking(pending());
  const updates = recordCalls('put', '/bookings/:id', saved(option, 'pending'));
  const checkouts = recordCalls('post', path, { url: 'http://localhost/checkout/cs_3' });
  const { user } = await renderAt('/booking-edit/bk_1');
  await updateWith(user, new RegExp(label));

  await screen.findByText('Booking Updated!');
  expect(updates).toHaveLength(1);
  expect(checkouts).toEqual([body]);
  expect(redirectTo).toHaveBeenCalledWith('http://localhost/checkout/cs_3');
});

test('an edit the server says leaves nothing to pay goes to the confirmation page, not to a checkout for $0', async () => {
  serveBooking(aBooking({ totalPaidAmount: 455, remainingAmount: 0 }));
  recordCalls('put', '/bookings/:id', saved('full', 'confirmed', 415, 0));
  const { user } = await renderAt('/booking-edit/bk_1');
  await updateWith(user, /Pay Full Amount/);
  await screen.findByRole('heading', { level: 1, name: 'Thank You for Your Booking!' });
  expect(currentLocation()).toBe('/booking-success/bk_1');
  expect(redirectTo).not.toHaveBeenCalled();
});

test("an answer without bookingId is a failure: 'Update Failed', and the edit stays", async () => {
  recordCalls('put', '/bookings/:id', { status: 'confirmed', paymentOption: 'full' });
  const checkouts = recordCalls('post', '/create-dynamic-checkout-session-full-pending-payment', { url: 'http://localhost/checkout/x' });
  const { user } = await renderAt('/booking-edit/bk_1');
  await updateWith(user, /Pay Full Amount/);

  expect(await findToast('Update Failed')).toHaveTextContent('There was a problem updating your booking. Please try again.');
  expect(screen.queryByText('Booking Updated!')).not.toBeInTheDocument();
  expect(checkouts).toEqual([]);
  expect(screen.getByRole('button', { name: 'Update Booking' })).toBeEnabled();
});

test("a refused update says 'Update Failed' with the server's reason, without a status code", async () => {
  recordCalls('put', '/bookings/:id', { code: 'changed-meanwhile', message: 'This booking was changed by someone else meanwhile. Please reload it and try again.' }, 409);
  const { user } = await renderAt('/booking-edit/bk_1');
  await updateWith(user, /Pay Full Amount/);
  expect(await findToast('Update Failed')).toHaveTextContent(
    'There was a problem updating your booking. Please try again. This booking was changed by someone else meanwhile. Please reload it and try again.',
  );
  expect(screen.getByRole('alert')).toHaveTextContent('This change cannot be savedThis booking was changed by someone else meanwhile.');
  expect(screen.getByRole('button', { name: 'Update Booking' })).toBeEnabled();
});

test('a number of kids the server refuses at Update is told beside the field, on step 1, in its words', async () => {
  recordCalls('put', '/bookings/:id', { code: 'room-too-small', message: 'The Ocean Room holds up to 25 kids. Please call us to change rooms.' }, 422);
  const { user } = await renderAt('/booking-edit/bk_1');
  await updateWith(user, /Pay Full Amount/);
  const kids = await screen.findByRole('spinbutton', { name: 'Number of kids' });
  expect(kids).toHaveAccessibleDescription('The Ocean Room holds up to 25 kids. Please call us to change rooms.');
  await waitFor(() => expect(kids).toHaveFocus());
  // Another number is another edit: the refusal is gone.
  await user.clear(kids);
  await user.type(kids, '11');
  expect(kids).toHaveAccessibleDescription('The Ocean Room holds up to 25 kids.');
});

test('a saved edit closes the toasts of earlier tries: the next page has only this change\'s', async () => {
  const updates = recordCalls('put', '/bookings/:id', { code: 'changed-meanwhile', message: 'Changed meanwhile.' }, 409);
  const { user } = await renderAt('/booking-edit/bk_1');
  await updateWith(user, /Pay on Event Day/);
  await findToast('Update Failed');
  server.use(http.put(`${API}/bookings/:id`, () => HttpResponse.json(saved('later'))));
  await user.click(screen.getByRole('button', { name: 'Update Booking' }));
  await screen.findByRole('heading', { level: 1, name: 'Thank You for Your Booking!' });
  expect(await findToast('Booking Updated!')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Update Failed')).not.toBeInTheDocument());
  expect(updates).toHaveLength(1);
});

test('the server saying online changes are closed replaces the edit with that message', async () => {
  recordCalls('put', '/bookings/:id', { code: 'online-changes-closed', message: 'Your party is 4 days or less away.' }, 409);
  const { user } = await renderAt('/booking-edit/bk_1');
  await updateWith(user, /Pay Full Amount/);
  expect(await screen.findByRole('heading', { level: 1, name: 'Online Changes Are Closed' })).toBeInTheDocument();
});

test("a checkout that cannot be opened says 'Booking Failed' with the error; the edit is saved and Update Booking works again", async () => {
  recordCalls('put', '/bookings/:id', saved('full'));
  recordCalls('post', '/create-dynamic-checkout-session-full-pending-payment', { message: 'Payments are down' }, 502);
  const { user } = await renderAt('/booking-edit/bk_1');
  await updateWith(user, /Pay Full Amount/);
  expect(await findToast('Booking Failed')).toHaveTextContent('Error initiating dynamic checkout: 502 Payments are down');
  expect(redirectTo).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Update Booking' })).toBeEnabled();
});

test("without adult food a dialog warns; 'Go Back to Add Items' returns to step 1 with every section open", async () => {
  const updates = recordCalls('put', '/bookings/:id', saved('later'));
  const { user } = await renderAt('/booking-edit/bk_1');
  await user.click(await screen.findByRole('checkbox', { name: 'Sandwich Platter' }));
  await user.click(screen.getByRole('radio', { name: 'I will do it later' }));
  await updateWith(user, /Pay on Event Day/);

  const dialog = await screen.findByRole('dialog', { name: 'Before You Update Your Booking' });
  expect(dialog).toHaveTextContent("You haven't added any adult food to your party. Would you like to add some now?");
  await user.click(within(dialog).getByRole('button', { name: 'Go Back to Add Items' }));

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const heading = await screen.findByRole('heading', { level: 2, name: 'Step 1: Food & Add-ons' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.getByRole('radio', { name: 'I will do it now' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Sandwich Platter' })).toBeVisible();
  expect(updates).toEqual([]);
});

test.each([
  { name: 'no add-ons', untick: ['Lolly Bags'], says: 'any add-ons' },
  { name: 'neither', untick: ['Lolly Bags', 'Sandwich Platter'], says: 'any adult food or add-ons' },
])("with $name, 'Continue Without Changes' saves the edit as it is", async ({ untick, says }) => {
  const updates = recordCalls('put', '/bookings/:id', saved('later'));
  const { user } = await renderAt('/booking-edit/bk_1');
  for (const name of untick) await user.click(await screen.findByRole('checkbox', { name }));
  await updateWith(user, /Pay on Event Day/);

  const dialog = await screen.findByRole('dialog', { name: 'Before You Update Your Booking' });
  expect(dialog).toHaveTextContent(`You haven't added ${says} to your party.`);
  await user.click(within(dialog).getByRole('button', { name: 'Continue Without Changes' }));
  await screen.findByRole('heading', { level: 1, name: 'Thank You for Your Booking!' });
  expect(updates).toHaveLength(1);
});

test('Escape closes the warning without saving, and focus goes back to Update Booking', async () => {
  const updates = recordCalls('put', '/bookings/:id', saved('later'));
  const { user } = await renderAt('/booking-edit/bk_1');
  await user.click(await screen.findByRole('checkbox', { name: 'Lolly Bags' }));
  await updateWith(user, /Pay on Event Day/);
  await screen.findByRole('dialog', { name: 'Before You Update Your Booking' });
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Update Booking' })).toHaveFocus());
  expect(updates).toEqual([]);
});

test('Update Booking reads Processing... while the update is on its way', async () => {
  server.use(
    http.put(`${API}/bookings/:id`, async () => {
      await delay(200);
      return HttpResponse.json(saved('later'));
    }),
  );
  const { user } = await renderAt('/booking-edit/bk_1');
  await updateWith(user, /Pay on Event Day/);
  expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
  await screen.findByRole('heading', { level: 1, name: 'Thank You for Your Booking!' });
});
