import { expect, test } from '../support/fixtures';
import { staffUrl } from './support/staff';

// The staff console's own origin (docs/decisions/045): each site serves its own pages and API, and
// answers 404 for the other's; the staff pages carry the headers of private pages. What the
// browser is told, whatever the screen: desktop only.

test('the public site answers 404 for the staff API and a staff page', async ({ request, baseURL }) => {
  for (const address of ['/api/staff/session', '/api/%73taff/session', '/api//staff/session']) {
    const answer = await request.get(`${baseURL}${address}`);
    expect(answer.status(), address).toBe(404);
  }
  expect((await request.post(`${baseURL}/api/staff/sign-in`, { data: { email: 'a@b.c', password: 'x' }, headers: { origin: baseURL! } })).status()).toBe(404);
  for (const address of ['/money', '/kitchen/2031-07-12', '/sign-in', '/staff.html']) {
    expect((await request.get(`${baseURL}${address}`)).status(), address).toBe(404);
  }
});

test("the staff site answers 404 for the public site's pages and API", async ({ request }) => {
  for (const address of ['/book-your-party', '/booking-edit/abc', '/booking-invitation/abc', '/find-my-booking']) {
    const page = await request.get(`${staffUrl()}${address}`);
    expect(page.status(), address).toBe(404);
    expect(page.headers()['cache-control']).toBe('no-store');
  }
  for (const address of ['/api/bookings/abc', '/api/packages', '/checkout/cs_test']) {
    expect((await request.get(`${staffUrl()}${address}`)).status(), address).toBe(404);
  }
});

test("the staff pages are private, not for search engines, and under the public pages' strict policy", async ({ request }) => {
  const page = await request.get(`${staffUrl()}/day/2031-07-12`);
  expect(page.status()).toBe(200);
  const headers = page.headers();
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  const policy = headers['content-security-policy']!;
  expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'nonce-[^']+' http:\/\/127\.0\.0\.1:\d+; connect-src 'self' http:\/\/127\.0\.0\.1:\d+;/);
  expect(policy).toContain("object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'");
  // The staff remote's origin alone: none of the public site's remotes.
  expect(new Set(policy.match(/http:\/\/127\.0\.0\.1:\d+/g))).toHaveProperty('size', 1);
  expect(await page.text()).toContain('Loading the staff console…');
  expect((await request.get(`${staffUrl()}/robots.txt`)).headers()['x-robots-tag']).toBe('noindex, nofollow');
});

test('a staff page opened without a session goes to the sign-in, which names what it is for', async ({ page, allowIssues }) => {
  allowIssues(/HTTP 401: GET .*\/api\/staff\/session/);
  await page.goto(`${staffUrl()}/kitchen/2031-07-12`);
  await expect(page).toHaveURL(`${staffUrl()}/sign-in?next=%2Fkitchen%2F2031-07-12`);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeVisible();
  await expect(page).toHaveTitle(/^Staff sign in \| /);
  await expect(page.getByRole('textbox', { name: /^Email/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Password/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Code/ })).toBeVisible();
});
