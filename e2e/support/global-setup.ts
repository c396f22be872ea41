import { findChromium } from '../../tooling/chromium';
import { startApi } from '../../tooling/site/api-server';
import { startMailDev } from '../../tooling/site/maildev';
import { freePort } from '../../tooling/site/ports';
import { startStaticSite } from './static-site';
import { TEST_VENUE_SETTINGS } from './venue';

/**
 * One whole site for the test run: the real API with a fresh database, sending its email to a
 * MailDev of its own, and the built shell and remotes each on its own port. Tests that stop servers or redeploy a remote start their own
 * static site against the same API (see static-site.ts).
 */
/** A page of each public remote: the first render of each loads its server bundle. */
const WARM_UP_PATHS = ['/', '/book-your-party/after-hours', '/find-my-booking', '/booking-invitation/warm-up', '/attendance-form/warm-up'];

/**
 * Opens each page once, one after another, before any test: the first server render of a remote
 * loads its bundle, and four browser workers asking for every remote at once, as the machine is
 * busiest, met a 503 (a remote not yet loaded in time). Best effort: what it cannot open, a test
 * opens and reports.
 */
async function warmUp(urls: string[]): Promise<void> {
  for (const url of urls) {
    try {
      await (await fetch(url, { signal: AbortSignal.timeout(15_000) })).arrayBuffer();
    } catch {
      // The test that opens this page says what is wrong with it.
    }
  }
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  // Never Playwright's own browser download: the system's Chromium, or no run (`npm test` installs it).
  if (!findChromium()) throw new Error('Chromium was not found: run `npx tsx scripts/ensure-chromium.ts` or set CHROME_PATH.');
  // The API needs the site's address for the links it makes (payment return pages), so the
  // shell's port is chosen first.
  const shellPort = await freePort();
  // The staff site's too: the API checks the Origin of staff changes against it and links its invitations there.
  const staffPort = await freePort();
  // Every browser test books, pays and asks for its bookings' links from this one machine, so the
  // per-client booking, checkout and Find My Booking limits (proven in the API suite,
  // rate-limits.test.ts and find-booking.test.ts) are raised: a test must not wait out another's.
  const maildev = await startMailDev();
  const api = await startApi({
    SITE_URL: `http://127.0.0.1:${shellPort}`,
    STAFF_SITE_URL: `http://127.0.0.1:${staffPort}`,
    SMTP_URL: maildev.smtpUrl,
    RATE_LIMIT_BOOKING_MAX: '100000',
    RATE_LIMIT_CHECKOUT_MAX: '100000',
    RATE_LIMIT_FIND_BOOKING_MAX: '100000',
    // The staff tests sign in and join from this one machine too (the limit: the API suite's
    // sign-in tests); each account is a test's own, so the per-account limit stands.
    RATE_LIMIT_STAFF_SIGN_IN_MAX: '100000',
    // A venue of the deployment's own, not the sample venue's (support/venue.ts): every page and
    // email must show these, read from the API (venue.spec.ts).
    ...TEST_VENUE_SETTINGS,
  });
  const site = await startStaticSite(api.url, shellPort, staffPort);
  await warmUp([...WARM_UP_PATHS.map((path) => `${site.baseURL}${path}`), `${site.staffURL}/sign-in`]);
  process.env.E2E_BASE_URL = site.baseURL;
  process.env.E2E_STAFF_URL = site.staffURL;
  process.env.E2E_API_URL = api.url;
  // The staff command's address and token, as \`npm run staff\` reads them (staff-console.spec.ts).
  process.env.E2E_STAFF_COMMAND_FILE = api.staffCommandFile;
  process.env.E2E_MAILDEV_URL = maildev.webUrl;
  // Where a site started by a test sends its own email (a withdrawn canary's: releases.spec.ts).
  process.env.E2E_MAILDEV_SMTP_URL = maildev.smtpUrl;
  return async () => {
    await site.close();
    await api.stop();
    await maildev.stop();
  };
}
