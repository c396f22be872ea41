import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalScroll, test } from '../support/fixtures';

// The main booking page, as a parent uses it: from the hero button through the three steps to the
// hosted test checkout, against the real API. Each test books its own date (every test runs at
// desktop size and on a phone, in parallel), and the booking the API stored must carry the figures
// the parent saw in the Booking Summary.

const apiUrl = () => {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('E2E_API_URL is set by the global setup');
  return url;
};

interface Party {
  /** Days from today (venue time) to the party; moved on past any day the venue is closed. */
  daysAhead: number;
  time: string;
  room: string;
}

/** A party date of its own for each test and screen size, so that parallel tests never compete for a room. */
function partyFor(testInfo: TestInfo, index: number, time = '11:00 AM', room = 'Ocean Room'): Party {
  return { daysAhead: 10 + index * 3 + (testInfo.project.name === 'phone' ? 1 : 0), time, room };
}

/** yyyy-MM-dd of today in the venue's time zone, plus `days`. */
function venueDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function partyDate(request: APIRequestContext, daysAhead: number): Promise<string> {
  const closed = (await (await request.get(`${apiUrl()}/api/unavailable-dates`)).json()) as string[];
  let days = daysAhead;
  while (closed.includes(venueDatePlus(days))) days += 1;
  return venueDatePlus(days);
}

/** The calendar's name for a day: 'Thursday, July 10th, 2031' (with 'Today, ' or ', selected' around it). */
function dayName(date: string): RegExp {
  const day = new Date(`${date}T12:00:00Z`);
  const month = day.toLocaleString('en-AU', { month: 'long', timeZone: 'UTC' });
  return new RegExp(`${month} ${day.getUTCDate()}(st|nd|rd|th), ${day.getUTCFullYear()}`);
}

const summary = (page: Page) => page.getByRole('region', { name: 'Booking Summary' });

/** The summary's figures, label to text, as the parent sees them. */
async function summaryFigures(page: Page): Promise<Record<string, string>> {
  const rows = summary(page).locator('dl > div');
  const figures: Record<string, string> = {};
  for (const row of await rows.all()) figures[(await row.locator('dt').innerText()).trim()] = (await row.locator('dd').innerText()).trim();
  return figures;
}

const dollars = (text: string | undefined) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function startBooking(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Party Online!' })).toBeVisible();
  await expect(page.getByText('If your child is over 11 years, please call (02) 9555 0123 to book a party.')).toBeVisible();
  await page.getByRole('button', { name: 'Start Booking Now' }).click();
  const section = page.locator('#booking-section');
  await expect(section).toBeFocused();
  await expect(section).toBeInViewport();
}

async function chooseDate(page: Page, date: string) {
  const day = page.getByRole('button', { name: dayName(date) });
  for (let month = 0; month < 3 && !(await day.isVisible()); month += 1) {
    await page.getByRole('button', { name: 'Go to the Next Month' }).click();
  }
  await day.click();
}

async function fillPartyDetails(page: Page, date: string, party: Party) {
  await page.getByRole('textbox', { name: "Child's First Name (required)" }).fill('Mia');
  await page.getByRole('textbox', { name: "Child's Last Name (optional)" }).fill('Nguyen');
  await page.getByRole('combobox', { name: 'Child Turning to (required)' }).selectOption('6');
  await page.getByRole('spinbutton', { name: 'Number of Kids (required)' }).fill('12');
  await page.getByRole('radio', { name: 'Basic Fun' }).check();
  await chooseDate(page, date);
  await page.getByRole('group', { name: 'Time Slot' }).getByRole('button', { name: party.time, exact: true }).click();
  const room = page.getByRole('radio', { name: party.room });
  await expect(room.locator('xpath=ancestor::label')).toContainText('Available');
  await room.check();
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Food & Add-ons' })).toBeFocused();
}

async function fillContactDetails(page: Page) {
  await page.getByRole('textbox', { name: 'Parent/Guardian Name (required)' }).fill('Linh Nguyen');
  await page.getByRole('textbox', { name: 'Email Address (required)' }).fill('linh@example.com');
  await page.getByRole('textbox', { name: 'Mobile Number (required)' }).fill('0412 345 678');
  await page.getByRole('textbox', { name: 'Address (required)', exact: true }).fill('1 Test St, Parramatta NSW 2150');
}

/** Waits for the browser to reach the hosted checkout; gives the id of the booking it is paying for. */
async function checkoutReached(page: Page, request: APIRequestContext): Promise<string> {
  await page.waitForURL(/\/checkout\/[^/]+$/);
  const sessionId = new URL(page.url()).pathname.split('/').pop();
  const response = await request.get(`${apiUrl()}/api/bookings/session/${sessionId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { bookingId: string }).bookingId;
}

async function storedBooking(request: APIRequestContext, bookingId: string) {
  const response = await request.get(`${apiUrl()}/api/bookings/${bookingId}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, unknown> & {
    adultsFood: Array<{ id: string; quantity: number }>;
    addons: Array<{ id: string; quantity: number }>;
    room: { name: string };
  };
}

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
  await checkAccessibility(page);
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
    'Chicken Nuggets × 3': 'Included',
    'Sandwich Platter × 2': '$130.00',
    'Lolly Bags (12 kids × $5.00)': '$60.00',
    Total: '$520.00',
    'Deposit (pay now)': '$100.00',
    'Balance due on the day': '$420.00',
  });

  await page.getByRole('button', { name: 'Complete Booking' }).click();
  const bookingId = await checkoutReached(page, request);

  const stored = await storedBooking(request, bookingId);
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
  expect(await storedBooking(request, bookingId)).toMatchObject({ status: 'confirmed', totalPaidAmount: 100, remainingAmount: 420 });

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
    'Coupon (PARTY10)': '−$41.95',
    'Final Price': '$377.55',
    'Pay now (full amount)': '$377.55',
    'Balance due on the day': '$0.00',
  });

  await page.getByRole('button', { name: 'Complete Booking' }).click();
  const warning = page.getByRole('dialog', { name: 'Before You Complete Your Booking' });
  await expect(warning).toContainText("You haven't added any add-ons to your party.");
  await warning.getByRole('button', { name: 'Continue Without Changes' }).click();
  const bookingId = await checkoutReached(page, request);

  expect(await storedBooking(request, bookingId)).toMatchObject({
    status: 'pending',
    paymentOption: 'full',
    coupon: 'PARTY10',
    totalPrice: dollars(seen.Total),
    appliedDiscountAmount: dollars(seen['Coupon (PARTY10)']),
    finalPrice: dollars(seen['Final Price']),
    addons: [],
  });

  await payAtTheCheckout(page, bookingId, '$377.55');
  expect(await storedBooking(request, bookingId)).toMatchObject({ status: 'confirmed', totalPaidAmount: 377.55, remainingAmount: 0 });
});

test('a double click on Complete Booking makes one booking', async ({ page, request }, testInfo) => {
  const party = partyFor(testInfo, 2, '10:00 AM');
  const date = await partyDate(request, party.daysAhead);
  const sent: string[] = [];
  page.on('request', (request_) => {
    if (request_.url().endsWith('/api/booking-initiate')) sent.push(request_.method());
  });
  await startBooking(page);
  await fillPartyDetails(page, date, party);
  await page.getByRole('radio', { name: 'I will do it now' }).check();
  await page.getByRole('checkbox', { name: 'Antipasto Platter' }).check();
  await page.getByRole('checkbox', { name: 'Balloon Bundle' }).check();
  await page.getByRole('button', { name: 'Continue to Step 3' }).click();
  await fillContactDetails(page);
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Complete Booking' }).dblclick();
  const bookingId = await checkoutReached(page, request);
  expect(sent).toEqual(['POST']);
  expect(await storedBooking(request, bookingId)).toMatchObject({ status: 'pending', date });
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
  const other = await request.post(`${apiUrl()}/api/booking-initiate`, {
    data: {
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
    },
  });
  expect(other.status()).toBe(201);

  await page.getByRole('button', { name: 'Complete Booking' }).click();
  await page.getByRole('dialog', { name: 'Before You Complete Your Booking' }).getByRole('button', { name: 'Continue Without Changes' }).click();
  const toast = page.getByRole('listitem').filter({ hasText: 'Booking Failed' });
  await expect(toast).toContainText('There was a problem creating your booking. Please try again. 409');
  await checkAccessibility(page);
  await expect(page).not.toHaveURL(/\/checkout\//);
  await expect(page.getByRole('button', { name: 'Complete Booking' })).toBeEnabled();

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Contact Information' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Parent/Guardian Name (required)' })).toHaveValue('Linh Nguyen');
  await expect(summary(page).getByText(party.room)).toBeVisible();
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

  const day = page.getByRole('button', { name: dayName(date) });
  while (!(await day.isVisible())) {
    await tabTo(page, page.getByRole('button', { name: 'Go to the Next Month' }));
    await keyboard.press('Enter');
  }
  // The calendar is one stop on the Tab key; the arrow keys move between its days.
  await tabTo(page, page.locator('.rdp-day_button[tabindex="0"]'));
  for (let presses = 0; presses < 62 && !(await isFocused(day)); presses += 1) await keyboard.press('ArrowRight');
  await keyboard.press('Enter');
  await expect(summary(page).getByText(dayName(date))).toBeVisible();
  await tabTo(page, page.getByRole('group', { name: 'Time Slot' }).getByRole('button', { name: party.time, exact: true }));
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
  await checkAccessibility(page);
  await tabTo(page, page.getByRole('button', { name: 'Continue to Step 3' }));
  await keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 2, name: 'Contact Information' })).toBeFocused();
  for (const text of ['Linh Nguyen', 'linh@example.com', '0412345678', '1 Test St, Parramatta']) {
    await keyboard.press('Tab');
    await keyboard.type(text);
  }
  await tabTo(page, page.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  await keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Complete Booking' }));
  await keyboard.press('Enter');
  // No add-ons: the warning, whose buttons the keyboard reaches inside the dialog.
  const warning = page.getByRole('dialog', { name: 'Before You Complete Your Booking' });
  await expect(warning).toBeVisible();
  await checkAccessibility(page);
  await tabTo(page, warning.getByRole('button', { name: 'Continue Without Changes' }), 5);
  await keyboard.press('Enter');
  const bookingId = await checkoutReached(page, request);
  expect(await storedBooking(request, bookingId)).toMatchObject({
    childfName: 'Mia',
    childAge: 6,
    numberOfKids: 8,
    date,
    room: { name: party.room },
    adultsFood: [expect.objectContaining({ id: 'sandwich-platter', quantity: 2 })],
    addons: [],
  });
});

/**
 * Runs axe once the toasts have finished sliding in: part-way through, a toast is still partly
 * transparent, and its text would be measured at a contrast it never settles at.
 */
async function checkAccessibility(page: Page) {
  for (const toast of await page.locator('[data-sonner-toast]').all()) await expect(toast).toHaveCSS('opacity', '1');
  await expectAccessible(page);
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus, as a keyboard user would, and fails when it is not reached. */
async function tabTo(page: Page, target: Locator, most = 60) {
  for (let presses = 0; presses < most && !(await isFocused(target)); presses += 1) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/** The hosted test checkout: it names the amount in AUD; Pay leads to the booking's confirmation page. */
async function payAtTheCheckout(page: Page, bookingId: string, amount: string) {
  await expect(page.getByText(`${amount} AUD`)).toBeVisible();
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await page.waitForURL(new RegExp(`/booking-success/${bookingId}\\?session_id=`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Your Booking!' })).toBeVisible();
  await expect(page.getByText('Your party has been successfully booked.')).toBeVisible();
}
