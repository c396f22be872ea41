import { expect, test } from '../support/fixtures';

// The route table of SPEC.md §2: which exposed page each path shows.
const routes = [
  { path: '/', page: 'booking/BookingPage' },
  { path: '/book-your-party', page: 'booking/BookingPage' },
  { path: '/book-now', page: 'booking/BookingPage' },
  { path: '/booking-edit/some-booking', page: 'edit/EditBookingPage' },
  { path: '/book-your-party/after-hours', page: 'afterhours/AfterHoursPage' },
  { path: '/book-your-party/after-hours/edit/some-booking', page: 'afterhours/AfterHoursPage' },
  { path: '/booking-payment/some-booking', page: 'edit/PayNowPage' },
  { path: '/booking-success/some-booking', page: 'edit/ConfirmationPage' },
  { path: '/find-my-booking', page: 'edit/FindBookingPage' },
];

for (const route of routes) {
  test(`${route.path} shows ${route.page} inside the header and footer`, async ({ page, allowIssues }) => {
    // The made-up ids in these paths are looked up, and not found.
    allowIssues(/^HTTP 404: GET .*\/api\//);
    await page.goto(route.path);
    await expect(page.locator(`[data-remote-page="${route.page}"]`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test('the invitation renders without header and footer', async ({ page, allowIssues }) => {
  allowIssues(/^HTTP 404: GET .*\/api\//);
  await page.goto('/booking-invitation/some-invitation');
  await expect(page.locator('[data-remote-page="invitation/InvitationPage"]')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

for (const path of ['/no-such-page', '/booking-edit', '/book-your-party/after-hours/edit', '/booking-success/a/b']) {
  test(`${path} is a 404 page inside the layout`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Sorry, the page you were looking for was not found.')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[data-remote-page="booking/BookingPage"]')).toBeVisible();
  });
}

test('the header names the venue and links to booking, after-hours and contact', async ({ page }) => {
  await page.goto('/book-now');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Jumping Jellybeans Play Centre' })).toHaveAttribute('href', '/');
  const nav = header.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Book a Party' })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('link', { name: 'After-Hours Hire' })).toHaveAttribute('href', '/book-your-party/after-hours');
  await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/#contact');

  await nav.getByRole('link', { name: 'After-Hours Hire' }).click();
  await expect(page).toHaveURL(/\/book-your-party\/after-hours$/);
  await expect(page.locator('[data-remote-page="afterhours/AfterHoursPage"]')).toBeVisible();
});

test('the footer gives the venue phone, email, address and opening hours', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  // The phone and address the API is deployed with (global-setup.ts), not the sample venue's.
  await expect(footer.getByRole('link', { name: '(02) 9555 0199' })).toHaveAttribute('href', 'tel:0295550199');
  await expect(footer.getByRole('link', { name: 'parties@jumpingjellybeans.com.au' })).toHaveAttribute(
    'href',
    'mailto:parties@jumpingjellybeans.com.au',
  );
  await expect(footer.getByText('7 Test Avenue, Parramatta NSW 2150')).toBeVisible();
  for (const [days, hours] of [
    ['Mon-Thu', '9:30am-5:30pm'],
    ['Fri', '9:30am-7:30pm'],
    ['Sat-Sun', '9:30am-6:00pm'],
    ['Public holidays', '10:00am-5:00pm'],
  ]) {
    await expect(footer.getByText(days, { exact: true })).toBeVisible();
    await expect(footer.getByText(hours, { exact: true })).toBeVisible();
  }
});

test('each page names itself in the browser tab', async ({ page }) => {
  await page.goto('/book-your-party/after-hours');
  await expect(page).toHaveTitle('After-hours hire | Jumping Jellybeans Play Centre');
  await page.goto('/nowhere');
  await expect(page).toHaveTitle('Page not found | Jumping Jellybeans Play Centre');
});
