import { expect, expectNoHorizontalScroll, test } from '../support/fixtures';
import {
  bookingAnswer,
  calendarDayName,
  checkAccessibility,
  checkoutReached,
  dayName,
  dollars,
  fillContactDetails,
  fillPartyDetails,
  isFocused,
  partyDate,
  partyFor,
  payAtTheCheckout,
  startBooking,
  summary,
  summaryFigures,
  timeSlot,
} from './support/booking-page';
import { expectCalendarFits, tabTo } from './support/page-helpers';
import { apiUrl, readBooking } from './support/party-bookings';

// The main booking page, as a parent uses it: from the hero button through the three steps to the
// hosted test checkout and its Pay, against the real API. The booking the API stored must carry the
// figures the parent saw in the Booking Summary.

// A whole journey, through the checkout and back, takes longer than a single page's test.
test.describe.configure({ timeout: 90_000 });

test('a parent books a party from the hero button and pays the deposit', async ({ page, request }, testInfo) => {
  const party = partyFor(testInfo, 0);
  const date = await partyDate(request, party.daysAhead);
  await startBooking(page);
  await fillPartyDetails(page, date, party);

  await page.getByRole('radio', { name: 'I will do it now' }).check();
  await page.getByRole('checkbox', { name: 'Chicken Nuggets' }).check();
  await page.getByRole('checkbox', { name: 'Sandwich Platter' }).check();
  await page.getByRole('button', { name: 'Increase Sandwich Platter' }).click();
  await page.getByRole('checkbox', { name: 'Lolly Bags' }).check();
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Continue to Step 3' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Contact Information' })).toBeFocused();

  await fillContactDetails(page);
  await page.getByRole('button', { name: 'Read the Terms and Conditions' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(terms).toContainText('A $100 non-refundable deposit is required to secure your booking.');
  await checkAccessibility(page, { toastsGone: true });
  await terms.getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();

  // The summary is below the wizard on a phone: the parent scrolls to it.
  await summary(page).scrollIntoViewIfNeeded();
  await expect(summary(page).getByText('Balance due on the day')).toBeInViewport();
  const seen = await summaryFigures(page);
  expect(seen).toMatchObject({
    Package: 'Basic Fun',
    Child: 'Mia Nguyen',
    'Number of kids': '12',
    Room: party.room,
    'Basic Fun (up to 10 kids)': '$300.00',
    'Additional kids (2 × $15.00)': '$30.00',
    'Chicken Nuggets (3 portions)': 'Included',
    'Sandwich Platter × 2': '$130.00',
    'Lolly Bags (12 kids × $5.00)': '$60.00',
    Total: '$520.00',
    'Deposit (pay now)': '$100.00',
    'Balance due on the day': '$420.00',
  });

  await bookingAnswer(page, () => page.getByRole('button', { name: 'Complete Booking' }).click());
  const bookingId = await checkoutReached(page, request);

  const stored = await readBooking(bookingId);
  expect(stored).toMatchObject({
    status: 'pending',
    paymentOption: 'deposit',
    childfName: 'Mia',
    childAge: 6,
    numberOfKids: 12,
    date,
    room: { name: party.room },
    totalPrice: dollars(seen.Total),
    appliedDiscountAmount: 0,
    finalPrice: dollars(seen.Total),
    coupon: '',
  });
  expect(stored.adultsFood).toEqual([expect.objectContaining({ id: 'sandwich-platter', quantity: 2 })]);
  expect(stored.addons).toEqual([expect.objectContaining({ id: 'lolly-bags' })]);

  // The browser's Back from the checkout finds the wizard as it was; completing again pays for the
  // same booking instead of making a second one.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Contact Information' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Parent/Guardian Name (required)' })).toHaveValue('Linh Nguyen');
  expect(await summaryFigures(page)).toEqual(seen);
  let secondBooking = false;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/booking-initiate')) secondBooking = true;
  });
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Complete Booking' }).click();
  expect(await checkoutReached(page, request)).toBe(bookingId);
  expect(secondBooking).toBe(false);

  await payAtTheCheckout(page, bookingId, '$100.00');
  expect(await readBooking(bookingId)).toMatchObject({ status: 'confirmed', totalPaidAmount: 100, remainingAmount: 420 });

  // The booking is paid for: the next visit starts a new one.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Party Details' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: "Child's First Name (required)" })).toHaveValue('');
});

test('a parent pays in full with a coupon, without add-ons', async ({ page, request }, testInfo) => {
  const party = partyFor(testInfo, 1, '2:00 PM');
  const date = await partyDate(request, party.daysAhead);
  await startBooking(page);
  await fillPartyDetails(page, date, party);

  await page.getByRole('button', { name: /^Adult Food Selection/ }).click();
  await page.getByRole('checkbox', { name: 'Sushi Platter' }).check();
  await expect(page.getByRole('radio', { name: 'I will do it now' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue to Step 3' }).click();

  await fillContactDetails(page);
  await page.getByRole('textbox', { name: 'Coupon Code (optional)' }).fill('party10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Discount: $41.95')).toBeVisible();
  await checkAccessibility(page);
  await page.getByRole('radio', { name: /Pay Full Amount/ }).check();
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();

  const seen = await summaryFigures(page);
  expect(seen).toMatchObject({
    'Sushi Platter × 1': '$89.50',
    Total: '$419.50',
    'Coupon discount (PARTY10)': '−$41.95',
    'Final price': '$377.55',
    'Pay now (full amount)': '$377.55',
    'Balance due on the day': '$0.00',
  });

  await bookingAnswer(page, async () => {
    await page.getByRole('button', { name: 'Complete Booking' }).click();
    const warning = page.getByRole('dialog', { name: 'Before You Complete Your Booking' });
    await expect(warning).toContainText("You haven't added any add-ons to your party.");
    await warning.getByRole('button', { name: 'Continue Without Changes' }).click();
  });
  const bookingId = await checkoutReached(page, request);

  expect(await readBooking(bookingId)).toMatchObject({
    status: 'pending',
    paymentOption: 'full',
    coupon: 'PARTY10',
    totalPrice: dollars(seen.Total),
    appliedDiscountAmount: dollars(seen['Coupon discount (PARTY10)']),
    finalPrice: dollars(seen['Final price']),
    addons: [],
  });

  await payAtTheCheckout(page, bookingId, '$377.55');
  expect(await readBooking(bookingId)).toMatchObject({ status: 'confirmed', totalPaidAmount: 377.55, remainingAmount: 0 });
});

test('a double click on Complete Booking makes one booking', async ({ page, request }, testInfo) => {
  const party = partyFor(testInfo, 2, '10:00 AM');
  const date = await partyDate(request, party.daysAhead);
  // What the API answered to each booking the page asked for.
  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/booking-initiate')) answers.push(response.status());
  });
  await startBooking(page);
  await fillPartyDetails(page, date, party);
  await page.getByRole('radio', { name: 'I will do it now' }).check();
  await page.getByRole('checkbox', { name: 'Antipasto Platter' }).check();
  await page.getByRole('checkbox', { name: 'Balloon Bundle' }).check();
  await page.getByRole('button', { name: 'Continue to Step 3' }).click();
  await fillContactDetails(page);
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await bookingAnswer(page, () => page.getByRole('button', { name: 'Complete Booking' }).dblclick());
  const bookingId = await checkoutReached(page, request);
  expect(answers).toEqual([201]);
  expect(await readBooking(bookingId)).toMatchObject({ status: 'pending', date });
});

test("a room taken meanwhile says 'Booking Failed' with the reason and keeps the draft", async ({ page, request, allowIssues }, testInfo) => {
  allowIssues(/^HTTP 409: POST .*\/api\/booking-initiate$/);
  const party = partyFor(testInfo, 3, '12:00 PM', 'Space Room');
  const date = await partyDate(request, party.daysAhead);
  await startBooking(page);
  await fillPartyDetails(page, date, party);
  await page.getByRole('button', { name: 'Continue to Step 3' }).click();
  await fillContactDetails(page);
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();

  // Another family books the same room and time first.
  const other = await request.post(`${apiUrl()}/api/booking-initiate`, { data: {
    childfName: 'Sam',
    childAge: 7,
    numberOfKids: 10,
    date,
    timeSlot: { id: 'slot-1200', time: '12:00' },
    room: { id: 'space-room' },
    selectedPackage: { id: 'basic-fun' },
    contactInfo: { parentName: 'Alex Lee', email: 'alex@example.com', phone: '0400000000', address: '2 Other St' },
    acceptTerms: true,
    paymentOption: 'deposit',
  } });
  expect(other.status()).toBe(201);

  const answer = await bookingAnswer(page, async () => {
    await page.getByRole('button', { name: 'Complete Booking' }).click();
    await page.getByRole('dialog', { name: 'Before You Complete Your Booking' }).getByRole('button', { name: 'Continue Without Changes' }).click();
  });
  expect(answer.status()).toBe(409);
  const toast = page.getByRole('listitem').filter({ hasText: 'Booking Failed' }).filter({ hasText: '409' });
  await expect(toast).toContainText('There was a problem creating your booking. Please try again. 409');
  await checkAccessibility(page);
  await expect(page).not.toHaveURL(/\/checkout\//);
  await expect(page.getByRole('button', { name: 'Complete Booking' })).toBeEnabled();

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Contact Information' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Parent/Guardian Name (required)' })).toHaveValue('Linh Nguyen');
  await expect(summary(page).getByText(party.room)).toBeVisible();
});

test('the month calendar fits a phone down to 320 px, all seven columns with nothing to scroll sideways', async ({ page }) => {
  await startBooking(page);
  await expectCalendarFits(page);
});

test('a parent books by keyboard alone', async ({ page, request }, testInfo) => {
  const party = partyFor(testInfo, 4, '3:00 PM');
  const date = await partyDate(request, party.daysAhead);
  await page.goto('/');
  const { keyboard } = page;

  await tabTo(page, page.getByRole('button', { name: 'Start Booking Now' }));
  await keyboard.press('Enter');
  await expect(page.locator('#booking-section')).toBeFocused();

  // Next with nothing filled in: the toast, and the keyboard at the first field to fill in.
  await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }));
  await keyboard.press('Enter');
  await expect(page.getByRole('listitem').filter({ hasText: "Data Required" })).toContainText("Child's First name is required");
  await checkAccessibility(page);
  await expect(page.getByRole('textbox', { name: "Child's First Name (required)" })).toBeFocused();
  await keyboard.type('Mia');
  await keyboard.press('Tab');
  await keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Child Turning to (required)' })).toBeFocused();
  await keyboard.press('6');
  await tabTo(page, page.getByRole('radio', { name: 'Basic Fun' }));
  await keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Basic Fun' })).toBeChecked();

  const day = page.getByRole('button', { name: calendarDayName(date) });
  while (!(await day.isVisible())) {
    await tabTo(page, page.getByRole('button', { name: 'Go to the Next Month' }));
    await keyboard.press('Enter');
  }
  // The calendar is one stop on the Tab key; the arrow keys move between its days.
  await tabTo(page, page.locator('.rdp-day_button[tabindex="0"]'));
  for (let presses = 0; presses < 62 && !(await isFocused(day)); presses += 1) await keyboard.press('ArrowRight');
  await keyboard.press('Enter');
  await expect(summary(page).getByText(dayName(date))).toBeVisible();
  await tabTo(page, timeSlot(page, party.time));
  await keyboard.press('Enter');
  // A group of radio buttons is one stop on the Tab key; the arrow keys choose within it.
  const room = page.getByRole('radio', { name: party.room });
  await tabTo(page, page.getByRole('group', { name: 'Room' }).getByRole('radio').first());
  for (let presses = 0; presses < 4 && !(await room.isChecked()); presses += 1) await keyboard.press('ArrowDown');
  await expect(room).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }));
  await keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 2, name: 'Food & Add-ons' })).toBeFocused();
  await keyboard.press('Tab');
  await keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'I will do it now' })).toBeChecked();
  await tabTo(page, page.getByRole('checkbox', { name: 'Chicken Nuggets' }));
  await keyboard.press('Space');
  await tabTo(page, page.getByRole('checkbox', { name: 'Sandwich Platter' }));
  await keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Increase Sandwich Platter' }));
  await keyboard.press('Enter');
  await expect(summary(page).getByText('Sandwich Platter × 2')).toBeVisible();
  await checkAccessibility(page, { toastsGone: true });
  await tabTo(page, page.getByRole('button', { name: 'Continue to Step 3' }));
  await keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 2, name: 'Contact Information' })).toBeFocused();
  for (const text of ['Linh Nguyen', 'linh@example.com', '0412345678', '1 Test St, Parramatta']) {
    await keyboard.press('Tab');
    await keyboard.type(text);
  }
  await tabTo(page, page.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  await keyboard.press('Space');
  await bookingAnswer(page, async () => {
    await tabTo(page, page.getByRole('button', { name: 'Complete Booking' }));
    await keyboard.press('Enter');
    // No add-ons: the warning, whose buttons the keyboard reaches inside the dialog.
    const warning = page.getByRole('dialog', { name: 'Before You Complete Your Booking' });
    await expect(warning).toBeVisible();
    await checkAccessibility(page, { toastsGone: true });
    await tabTo(page, warning.getByRole('button', { name: 'Continue Without Changes' }), { limit: 5 });
    await keyboard.press('Enter');
  });
  const bookingId = await checkoutReached(page, request);
  expect(await readBooking(bookingId)).toMatchObject({
    childfName: 'Mia',
    childAge: 6,
    numberOfKids: 8,
    date,
    room: { name: party.room },
    adultsFood: [expect.objectContaining({ id: 'sandwich-platter', quantity: 2 })],
    addons: [],
  });
});
