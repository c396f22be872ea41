import type { Page } from '@playwright/test';
import { attendanceFormPath, PAYMENT_GETTING_READY } from '@party/domain';
import { expect, test, untilLive } from '../support/fixtures';
import { answerInvitation, apiUrl, createBooking, daysFrom, hireAnEvening, payDeposit, payInFull, postJson, type CreatedBooking } from './support/party-bookings';

// Painted from the server's HTML, and not again (issue 41): every public route, in every state a
// parent meets it in, is drawn in full by the server's markup, and the browser's script adopts that
// markup instead of drawing the page again. With the page's scripts held back, the page paints
// what the server sent; once they run and the page is live (`page-live`, decision 037), nothing
// larger may be painted: a largest paint at or after `page-live` is content the server's markup
// did not have (or had otherwise), drawn by the browser's render, which a parent on a slow phone
// waits seconds for.

/** A path to open, and what it shows: a route in one of its states. */
interface PageToOpen {
  name: string;
  /** Makes what the page shows (a booking in this state) and gives its path. */
  path: () => Promise<string>;
}

/**
 * Every largest-contentful-paint entry and every layout shift, as the page reports them, kept from
 * the page's very start (before any of its scripts).
 */
function watchPaints() {
  const paints: Array<{ time: number; size: number; element: string }> = [];
  const shifts: Array<{ time: number; value: number; moved: string[] }> = [];
  Object.assign(window, { largestPaints: paints, layoutShifts: shifts });
  const describe = (element: Element | null | undefined) =>
    element ? `<${element.tagName.toLowerCase()}> "${element.textContent?.trim().slice(0, 60) ?? ''}"` : '(removed)';
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { size: number; element: Element | null }>) {
      paints.push({ time: entry.startTime, size: entry.size, element: describe(entry.element) });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources: Array<{ node?: Element | null }> }>) {
      shifts.push({ time: entry.startTime, value: entry.value, moved: entry.sources.map((source) => describe(source.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

type Painted = { time: number; size: number; element: string };
type Shifted = { time: number; value: number; moved: string[] };

const largestPaints = (page: Page) => page.evaluate(() => (window as unknown as { largestPaints: Painted[] }).largestPaints);
const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: Shifted[] }).layoutShifts);

/** Two frames from now: whatever the page has rendered by now has been painted, and its paint reported. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))));

/**
 * Opens `path` with every script held back until the server's markup has been painted, then lets
 * the scripts run; gives the page's largest paints and layout shifts, the instant it went live, and
 * the words of the page as the server's markup showed them and as they are once live.
 */
async function openWithScriptsHeld(page: Page, path: string) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let firstScriptAsked = () => undefined as void;
  const scriptAsked = new Promise<void>((resolve) => (firstScriptAsked = resolve));
  await page.addInitScript(watchPaints);
  await page.route(/\.m?js(\?|$)/, async (route) => {
    firstScriptAsked();
    await released;
    await route.continue().catch(() => undefined);
  });

  // The page's own goto (the fixtures') waits for the page to settle and checks it with axe: it
  // finishes once the scripts have been let through.
  const opened = page.goto(path);
  await scriptAsked;
  await page.waitForFunction(() => document.readyState !== 'loading' && document.querySelector('[data-remote-page]') !== null);
  await nextFrames(page);
  const serverWords = await page.locator('#root').innerText();
  const paintsBeforeScript = await largestPaints(page);

  release();
  await opened;
  await untilLive(page);
  await nextFrames(page);
  const live = await page.evaluate(() => performance.getEntriesByName('page-live')[0]!.startTime);
  return {
    paintsBeforeScript,
    paints: await largestPaints(page),
    shifts: await layoutShifts(page),
    live,
    serverWords,
    liveWords: await page.locator('#root').innerText(),
  };
}

/** Cancels the party as its parent does online, taking the refund it is quoted. */
async function cancelParty(bookingId: string): Promise<void> {
  const quote = await postJson(`/api/bookings/${bookingId}/cancel/quote`, {});
  const { refund } = (await quote.json()) as { refund: number };
  const canceled = await postJson(`/api/bookings/${bookingId}/cancel`, { refund });
  if (!canceled.ok) throw new Error(`the cancellation answered ${canceled.status}`);
}

/** Moves the party to the first free room and time from `day` days on, at the fee it is quoted. */
async function moveParty(bookingId: string, day: number): Promise<void> {
  for (const days of daysFrom(day, 20)) {
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date(Date.now() + days * 86_400_000));
    for (const startTime of ['10:00', '12:00', '14:00']) {
      for (const roomId of ['ocean-room', 'space-room']) {
        const quote = await postJson(`/api/bookings/${bookingId}/move/quote`, { date, startTime, roomId });
        if (!quote.ok) continue;
        const { fee } = (await quote.json()) as { fee: number };
        const moved = await postJson(`/api/bookings/${bookingId}/move`, { date, startTime, roomId, fee });
        if (moved.ok) return;
      }
    }
  }
  throw new Error(`No free room and time to move to from day ${day}`);
}

/**
 * Pays at the test checkout, as a parent does (`checkout` starts it: its API path and body), and
 * gives the address the checkout sends them back to, with the checkout's `session_id`.
 */
async function returnFromCheckout(checkout: string, body: unknown): Promise<string> {
  const started = await postJson(checkout, body);
  const { url } = (await started.json()) as { url: string };
  const paid = await fetch(`${apiUrl()}${new URL(url).pathname}/pay`, { method: 'POST', redirect: 'manual' });
  const back = paid.headers.get('location');
  if (paid.status !== 303 || !back) throw new Error(`paying at the test checkout answered ${paid.status}`);
  const { pathname, search } = new URL(back);
  return `${pathname}${search}`;
}

/** A party 50 or more days out, paid as `paid` says, with a family's RSVP when `rsvp`. */
async function party(paid: 'unpaid' | 'deposit' | 'in full', rsvp = false): Promise<CreatedBooking> {
  const booking = await createBooking(daysFrom(50, 40));
  if (paid === 'deposit') await payDeposit(booking.bookingId);
  if (paid === 'in full') await payInFull(booking.bookingId);
  if (rsvp) await answerInvitation(booking.invitationId, { name: 'Sam Lee', email: `sam.painted.${Date.now()}@example.com`, kids: [{ name: 'Ava' }] });
  return booking;
}

const pages: PageToOpen[] = [
  { name: 'the home page', path: async () => '/' },
  { name: 'Book Now', path: async () => '/book-now' },
  { name: 'after-hours', path: async () => '/book-your-party/after-hours' },
  { name: 'an after-hours edit', path: async () => `/book-your-party/after-hours/edit/${(await hireAnEvening(70, 'priya.painted@example.com', 'Priya')).id}` },
  {
    name: 'the after-hours edit a parent comes back to from the checkout',
    path: async () => returnFromCheckout('/api/create-dynamic-checkout-session-afterhours', (await hireAnEvening(75, 'priya.paid@example.com', 'Priya')).id),
  },
  { name: 'the edit of a party paid in full, with an RSVP', path: async () => `/booking-edit/${(await party('in full', true)).bookingId}` },
  { name: 'the edit of a party with its deposit paid', path: async () => `/booking-edit/${(await party('deposit')).bookingId}` },
  { name: 'the edit of an unpaid party', path: async () => `/booking-edit/${(await party('unpaid')).bookingId}` },
  {
    name: 'the edit of a canceled party',
    path: async () => {
      const booking = await party('deposit');
      await cancelParty(booking.bookingId);
      return `/booking-edit/${booking.bookingId}`;
    },
  },
  {
    name: 'the edit of a moved party',
    path: async () => {
      const booking = await party('deposit');
      await moveParty(booking.bookingId, 100);
      return `/booking-edit/${booking.bookingId}`;
    },
  },
  { name: 'Pay Now of an unpaid party', path: async () => `/booking-payment/${(await party('unpaid')).bookingId}` },
  { name: 'Pay Now of a party with its deposit paid', path: async () => `/booking-payment/${(await party('deposit')).bookingId}` },
  { name: 'the confirmation of a party paid in full', path: async () => `/booking-success/${(await party('in full')).bookingId}` },
  {
    name: 'the confirmation a parent comes back to from the checkout',
    path: async () => returnFromCheckout('/api/create-dynamic-checkout-session-full', { bookingId: (await party('unpaid')).bookingId }),
  },
  { name: 'the confirmation of a party with its deposit paid', path: async () => `/booking-success/${(await party('deposit')).bookingId}` },
  { name: 'the confirmation of an unpaid party', path: async () => `/booking-success/${(await party('unpaid')).bookingId}` },
  { name: 'the invitation, with an RSVP', path: async () => `/booking-invitation/${(await party('deposit', true)).invitationId}` },
  {
    name: 'the invitation of a canceled party',
    path: async () => {
      const booking = await party('deposit');
      await cancelParty(booking.bookingId);
      return `/booking-invitation/${booking.invitationId}`;
    },
  },
  {
    name: "a family's attendance form",
    path: async () => {
      const { formId } = await answerInvitation((await party('deposit')).invitationId, { name: 'Kim Park', email: `kim.painted.${Date.now()}@example.com`, kids: [{ name: 'Leo' }] });
      if (!formId) throw new Error('a yes gave no attendance form');
      return attendanceFormPath(formId);
    },
  },
  { name: 'Find My Booking', path: async () => '/find-my-booking' },
];

for (const { name, path } of pages) {
  test(`${name}: painted from the server's markup, and not again once live`, async ({ page }) => {
    const opened = await openWithScriptsHeld(page, await path());
    expect(opened.paintsBeforeScript.length, 'the server markup was painted before any script ran').toBeGreaterThan(0);
    const paintedOnceLive = opened.paints.filter((paint) => paint.time >= opened.live);
    expect(paintedOnceLive, 'largest paints at or after page-live: drawn by the browser, not the server').toEqual([]);
    expect(opened.shifts, 'nothing on screen moved: the script added nothing above what the server drew').toEqual([]);
    // A payment button says it is getting ready until live (decision 069): its only words that change.
    const serverWords = opened.serverWords.replaceAll(new RegExp(`\\s*\\(${PAYMENT_GETTING_READY}\\)`, 'g'), '');
    expect(opened.liveWords, 'the words once live are those the server sent').toBe(serverWords);
  });
}
