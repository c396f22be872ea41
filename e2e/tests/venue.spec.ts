import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { startStaticSite } from '../support/static-site';
import { mailDevEmails, type MailDevEmail } from '../../tooling/site/maildev';
import { expect, test } from '../support/fixtures';
import { SAMPLE_PHONE, TEST_VENUE } from '../support/venue';
import { answerInvitation, apiUrl, createBooking, daysFrom, hireAnEvening, payDeposit, payInFull, postJson } from './support/party-bookings';

// The venue's details come from the API (GET /api/venue), which the global setup deploys with a
// phone and an address of its own (support/venue.ts): every page and every email a booking causes
// shows those, and nothing shows the sample venue's phone (docs/decisions/023).

test.describe.configure({ timeout: 180_000 });

/** Days of its own for each screen size, away from the other browser tests' days. */
const firstDay = () => 150 + (test.info().project.name === 'phone' ? 40 : 0);

function maildevUrl(): string {
  const url = process.env.E2E_MAILDEV_URL;
  if (!url) throw new Error('E2E_MAILDEV_URL is set by the global setup');
  return url;
}

/** The after-hours deposit, paid at the test checkout without a browser. */
async function payTheHire(id: string): Promise<void> {
  const response = await postJson('/api/create-dynamic-checkout-session-afterhours', id);
  const { url } = (await response.json()) as { url: string };
  if (response.status !== 201 || !url) throw new Error(`the after-hours checkout answered ${response.status}`);
  const paid = await fetch(`${process.env.E2E_API_URL}${new URL(url).pathname}/pay`, { method: 'POST', redirect: 'manual' });
  if (paid.status !== 303) throw new Error(`paying the hire answered ${paid.status}`);
}

/** The page at `path` once `heading` shows: its text holds the configured phone and address, and nothing of the sample venue's phone. */
async function expectTheVenueOn(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const body = page.locator('body');
  await expect(body).toContainText(TEST_VENUE.phone, { useInnerText: true });
  await expect(body).toContainText(TEST_VENUE.address, { useInnerText: true });
  await expect(page.getByRole('link', { name: TEST_VENUE.phone }).first()).toHaveAttribute('href', TEST_VENUE.tel);
  expect(await body.innerText(), `${path} shows the sample venue's phone`).not.toContain(SAMPLE_PHONE);
  expect(await page.content(), `${path} links the sample venue's phone`).not.toContain('tel:0295550123');
}

test('every page shows the phone and address the API is deployed with, and so does every email a booking causes', async ({ page }, testInfo) => {
  const customer = `venue.${testInfo.project.name}.${Date.now()}@example.com`;
  const booking = await createBooking(daysFrom(firstDay(), 30), {
    contactInfo: { parentName: 'Linh Nguyen', email: customer, phone: '0412345678', address: '1 Test Street, Parramatta' },
  });
  await payDeposit(booking.bookingId);
  await answerInvitation(booking.invitationId, { name: 'Ava Brown', email: 'ava.parent@example.com', kids: [{ name: 'Ava' }] });
  const hire = await hireAnEvening(firstDay() + 5, customer);

  await expectTheVenueOn(page, '/', 'Book Your Party Online!');
  await expectTheVenueOn(page, '/book-your-party/after-hours', 'Book Your Events');
  await expectTheVenueOn(page, `/book-your-party/after-hours/edit/${hire.id}`, 'Edit Your Events Booking');
  await expectTheVenueOn(page, `/booking-edit/${booking.bookingId}`, 'Edit Your Booking');
  await expectTheVenueOn(page, `/booking-payment/${booking.bookingId}`, 'Pay for Your Party');
  await expectTheVenueOn(page, `/booking-success/${booking.bookingId}`, 'Thank You for Your Booking!');
  await expectTheVenueOn(page, `/booking-invitation/${booking.invitationId}`, "You're Invited!");
  await expectTheVenueOn(page, '/no-such-page', 'Page Not Found');

  // The rest of the party, and the hire's deposit: each sends its emails too.
  await payInFull(booking.bookingId);
  await payTheHire(hire.id);

  // The parent's confirmation, the RSVP and the receipt; the customer's confirmation of the hire;
  // and the venue's copy of each confirmation.
  const caused = (email: MailDevEmail) =>
    email.to.some((to) => to.address === customer) || [booking.reference, hire.reference].some((reference) => email.subject.startsWith(`Booking confirmed: ${reference}, `));
  let emails: MailDevEmail[] = [];
  await expect
    .poll(
      async () => {
        emails = (await mailDevEmails(maildevUrl())).filter(caused);
        return emails.map((email) => email.subject.replace(/:.*/, '')).sort();
      },
      { timeout: 20_000, intervals: [250] },
    )
    .toEqual(['Booking confirmed', 'Booking confirmed', 'Booking confirmed', 'Booking confirmed', 'New RSVP for Mia\'s party', 'Payment received'].sort());
  for (const email of emails) {
    for (const [kind, body] of [['text', email.text ?? ''], ['HTML', email.html ?? '']]) {
      expect(body, `the ${kind} of '${email.subject}' gives the venue's phone`).toContain(TEST_VENUE.phone);
      expect(body, `the ${kind} of '${email.subject}' gives the venue's address`).toContain(TEST_VENUE.address);
      expect(body, `the ${kind} of '${email.subject}' gives the sample venue's phone`).not.toContain(SAMPLE_PHONE);
    }
  }
});

test('while the API cannot give the venue, the header and footer stay without its details, and the page offers Try again', async ({ page, allowIssues, afterPageCloses }) => {
  // The API's 502, and the page the server could not show whole for it (decision 055).
  allowIssues(/^HTTP 502: GET .*\/api\/venue$/, /^HTTP 503: GET .*\/book-now$/);
  // The site's server reads the venue too (decision 029): a site of its own, whose API answers
  // GET /api/venue with 502 until it is back, and passes everything else to the real API.
  let apiDown = true;
  const api = await serveApiWithoutVenue(() => apiDown);
  const site = await startStaticSite(api.url);
  afterPageCloses(async () => {
    await site.close();
    await api.stop();
  });

  const served = await page.goto(`${site.baseURL}/book-now`);
  expect(served?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Party Bookings' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('contentinfo')).toContainText('Our contact details cannot be shown right now.');
  expect(await page.locator('body').innerText()).not.toContain(SAMPLE_PHONE);

  // Once the API answers, Try again brings the page, and the header and footer fill in.
  apiDown = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Party Online!' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Jumping Jellybeans Play Centre' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(TEST_VENUE.phone);
  await expect(page.getByRole('contentinfo')).toContainText(TEST_VENUE.address);
});

/** The real API behind a server that answers GET /api/venue with 502 while `down()` says so. */
async function serveApiWithoutVenue(down: () => boolean): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/api/venue') && down()) {
      response.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Bad gateway' }));
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== 'host' && name !== 'connection')) as Record<string, string>;
      fetch(`${apiUrl()}${request.url}`, { method: request.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined }).then(
        async (answer) => {
          const body = Buffer.from(await answer.arrayBuffer());
          response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' }).end(body);
        },
        () => response.writeHead(502).end(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
