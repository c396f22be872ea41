import { act, screen, within } from '@testing-library/react';
import { acceptTermsAndComplete, aStep3Draft, currentLocation, findToast, freshBrowserForEachTest, redirectTo, renderBookingPage, renderStep3, someContactInfo, summaryValue } from '../../test/render';
import { holdPosts, recordPosts, serveApiForEachTest } from '../../test/server';


serveApiForEachTest();
freshBrowserForEachTest();
beforeEach(() => jest.mocked(redirectTo).mockClear());

const CHECKOUT_URL = 'http://localhost/checkout/cs_1';
const completeBooking = () => screen.getByRole('button', { name: 'Complete Booking' });
const field = (name: string) => screen.getByRole('textbox', { name: `${name} (required)` });

test('Complete Booking creates the booking, says Booking Initiate and sends the browser to the deposit checkout', async () => {
  const bookings = recordPosts('/booking-initiate', { bookingId: 'bk_1' });
  const checkouts = holdPosts('/create-dynamic-checkout-session', { url: CHECKOUT_URL });
  const { user } = await renderStep3();
  await acceptTermsAndComplete(user);

  expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
  expect(await findToast('Booking Initiate')).toHaveTextContent('Booking Initiate. Pay Now');
  await act(async () => checkouts.release());
  await screen.findByRole('button', { name: 'Processing...' });
  expect(redirectTo).toHaveBeenCalledWith(CHECKOUT_URL);
  expect(checkouts.bodies).toEqual([{ bookingId: 'bk_1' }]);
  expect(bookings).toEqual([
    expect.objectContaining({
      childfName: 'Mia',
      childlName: 'Nguyen',
      childAge: 6,
      numberOfKids: 12,
      date: '2031-07-10',
      timeSlot: { id: 'slot-1100', time: '11:00' },
      room: { id: 'ocean-room' },
      selectedPackage: { id: 'basic-fun' },
      kidsFood: [],
      adultsFood: [{ id: 'sandwich-platter', quantity: 1, price: 65 }],
      addons: [{ id: 'lolly-bags', quantity: 1, price: 5 }],
      contactInfo: someContactInfo,
      acceptTerms: true,
      coupon: '',
      paymentOption: 'deposit',
      guestNames: [],
      totalPrice: 455,
      finalPrice: 455,
      depositAmount: 100,
      appliedDiscountAmount: 0,
    }),
  ]);
});

test('paying in full opens the full-amount checkout', async () => {
  const bookings = recordPosts('/booking-initiate', { bookingId: 'bk_2' });
  const checkouts = recordPosts('/create-dynamic-checkout-session-full', { url: CHECKOUT_URL });
  const { user } = await renderStep3();
  await user.click(screen.getByRole('radio', { name: /Pay Full Amount/ }));
  expect(summaryValue('Pay now (full amount)')).toBe('$455.00');
  await acceptTermsAndComplete(user);
  await findToast('Booking Initiate');
  expect(bookings).toEqual([expect.objectContaining({ paymentOption: 'full', finalPrice: 455 })]);
  expect(checkouts).toEqual([{ bookingId: 'bk_2' }]);
  expect(redirectTo).toHaveBeenCalledWith(CHECKOUT_URL);
});

test('a booking that costs nothing comes back confirmed: no checkout, the browser goes to its confirmation page', async () => {
  const bookings = recordPosts('/booking-initiate', { bookingId: 'bk_free', status: 'confirmed', finalPrice: 0 });
  const deposits = recordPosts('/create-dynamic-checkout-session', { url: CHECKOUT_URL });
  const fulls = recordPosts('/create-dynamic-checkout-session-full', { url: CHECKOUT_URL });
  const { user } = await renderStep3(aStep3Draft({ coupon: 'FREEPARTY' }));
  await acceptTermsAndComplete(user);
  expect(await screen.findByText('Another page of the site')).toBeInTheDocument();
  expect(currentLocation()).toBe('/booking-success/bk_free');
  expect(await findToast('Booking Initiate')).toBeInTheDocument();
  expect(bookings).toHaveLength(1);
  expect([...deposits, ...fulls]).toEqual([]);
  expect(redirectTo).not.toHaveBeenCalled();
});

test('a mobile number typed with spaces is accepted', async () => {
  const bookings = recordPosts('/booking-initiate', { bookingId: 'bk_1' });
  recordPosts('/create-dynamic-checkout-session', { url: CHECKOUT_URL });
  const { user } = await renderStep3(aStep3Draft({ contactInfo: { ...someContactInfo, phone: '0412 345 678' } }));
  await acceptTermsAndComplete(user);
  await findToast('Booking Initiate');
  expect(bookings).toEqual([expect.objectContaining({ contactInfo: expect.objectContaining({ phone: '0412 345 678' }) })]);
});

test('a double click on Complete Booking creates one booking', async () => {
  const bookings = holdPosts('/booking-initiate', { bookingId: 'bk_1' });
  const checkouts = recordPosts('/create-dynamic-checkout-session', { url: CHECKOUT_URL });
  const { user } = await renderStep3();
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  await user.dblClick(completeBooking());
  await act(async () => bookings.release());
  await findToast('Booking Initiate');
  expect(bookings.bodies).toHaveLength(1);
  expect(checkouts).toHaveLength(1);
  expect(redirectTo).toHaveBeenCalledTimes(1);
});

test.each([
  { name: 'the call fails', answer: { message: 'That room has just been booked' }, status: 409, error: '409 That room has just been booked' },
  { name: 'no bookingId comes back', answer: {}, status: 200, error: 'No booking reference came back.' },
])("when $name it says 'Booking Failed' and keeps the draft", async ({ answer, status, error }) => {
  recordPosts('/booking-initiate', answer, status);
  const checkouts = recordPosts('/create-dynamic-checkout-session', { url: CHECKOUT_URL });
  const { user, unmount } = await renderStep3();
  await acceptTermsAndComplete(user);
  expect(await findToast('Booking Failed')).toHaveTextContent(
    `There was a problem creating your booking. Please try again. ${error}`,
  );
  expect(completeBooking()).toBeEnabled();
  expect(field('Parent/Guardian Name')).toHaveValue('Linh Nguyen');
  expect(checkouts).toEqual([]);
  expect(redirectTo).not.toHaveBeenCalled();

  unmount();
  await renderBookingPage();
  expect(screen.getByRole('heading', { level: 2, name: 'Contact Information' })).toBeInTheDocument();
  expect(field('Parent/Guardian Name')).toHaveValue('Linh Nguyen');
  expect(summaryValue('Total')).toBe('$455.00');
});

test("a checkout that cannot be created says 'Booking Failed: Error initiating dynamic checkout:' with the error", async () => {
  recordPosts('/booking-initiate', { bookingId: 'bk_1' });
  recordPosts('/create-dynamic-checkout-session', { message: 'Payments are down' }, 503);
  const { user } = await renderStep3();
  await acceptTermsAndComplete(user);
  expect(await findToast('Booking Failed')).toHaveTextContent('Error initiating dynamic checkout: 503 Payments are down');
  expect(completeBooking()).toBeEnabled();
  expect(redirectTo).not.toHaveBeenCalled();
});

test('completing again after coming back from the checkout reuses the booking made from the same details', async () => {
  const bookings = recordPosts('/booking-initiate', { bookingId: 'bk_1' });
  const checkouts = recordPosts('/create-dynamic-checkout-session', { url: CHECKOUT_URL });
  const first = await renderStep3();
  await acceptTermsAndComplete(first.user);
  await findToast('Booking Initiate');
  first.unmount();

  const { user } = await renderBookingPage();
  await acceptTermsAndComplete(user);
  await screen.findByRole('button', { name: 'Processing...' });
  expect(bookings).toHaveLength(1);
  expect(checkouts).toEqual([{ bookingId: 'bk_1' }, { bookingId: 'bk_1' }]);
  expect(redirectTo).toHaveBeenCalledTimes(2);
});

test('completing a changed draft after coming back from the checkout makes a new booking that replaces the unpaid one', async () => {
  const bookings = recordPosts('/booking-initiate', { bookingId: 'bk_1' });
  recordPosts('/create-dynamic-checkout-session', { url: CHECKOUT_URL });
  const first = await renderStep3();
  await acceptTermsAndComplete(first.user);
  await findToast('Booking Initiate');
  first.unmount();

  const { user } = await renderBookingPage();
  const address = field('Address');
  await user.clear(address);
  await user.type(address, '9 Other Street, Parramatta NSW 2150');
  await acceptTermsAndComplete(user);
  await screen.findByRole('button', { name: 'Processing...' });
  expect(bookings).toHaveLength(2);
  expect(bookings[0]).not.toHaveProperty('replacesBookingId');
  expect(bookings[1]).toMatchObject({ replacesBookingId: 'bk_1' });
});

describe("the 'Before You Complete Your Booking' dialog", () => {
  test.each([
    { name: 'no adult food', draft: { ...aStep3Draft(), adultsFood: [] }, says: 'any adult food' },
    { name: 'no add-ons', draft: { ...aStep3Draft(), addons: [] }, says: 'any add-ons' },
    { name: 'neither', draft: { ...aStep3Draft(), adultsFood: [], addons: [] }, says: 'any adult food or add-ons' },
  ])("with $name, 'Go Back to Add Items' returns to the food step, every section open, and books nothing", async ({ draft, says }) => {
    const bookings = recordPosts('/booking-initiate', { bookingId: 'bk_1' });
    const { user } = await renderStep3(draft);
    await acceptTermsAndComplete(user);
    const dialog = await screen.findByRole('dialog', { name: 'Before You Complete Your Booking' });
    expect(dialog).toHaveTextContent(`You haven't added ${says} to your party.`);
    await user.click(within(dialog).getByRole('button', { name: 'Go Back to Add Items' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Food & Add-ons' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'I will do it now' })).toBeChecked();
    expect(screen.getByRole('button', { name: /^Adult Food Selection/ })).toHaveAttribute('aria-expanded', 'true');
    expect(bookings).toEqual([]);
  });

  test("'Continue Without Changes' books as it is", async () => {
    const bookings = recordPosts('/booking-initiate', { bookingId: 'bk_1' });
    recordPosts('/create-dynamic-checkout-session', { url: CHECKOUT_URL });
    const { user } = await renderStep3({ ...aStep3Draft(), addons: [] });
    await acceptTermsAndComplete(user);
    const dialog = await screen.findByRole('dialog', { name: 'Before You Complete Your Booking' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue Without Changes' }));
    await findToast('Booking Initiate');
    expect(bookings).toEqual([expect.objectContaining({ addons: [], totalPrice: 395 })]);
    expect(redirectTo).toHaveBeenCalledWith(CHECKOUT_URL);
  });

  test('with adult food and add-ons chosen it does not show', async () => {
    recordPosts('/booking-initiate', { bookingId: 'bk_1' });
    recordPosts('/create-dynamic-checkout-session', { url: CHECKOUT_URL });
    const { user } = await renderStep3();
    await acceptTermsAndComplete(user);
    await findToast('Booking Initiate');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
