import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from '../tooling/chromium';

// Read without a browser too (the lint's dependency check loads this file): a run without Chromium
// stops in global-setup.ts, before any test, rather than here.
const executablePath = findChromium();

/**
 * Browser tests against the built site (`npm run build` first; `npm test` does). Every test runs
 * twice: at desktop size and on a 360x740 phone; the staff console's journeys a third time, on a
 * 768x1024 tablet.
 */
const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
/** The tests that change what every page shows: run last, alone. */
const venueWide = /staff-hours\.spec\.ts/;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  // Four at once on two cores (decision 060): a browser test mostly waits (on the API's one
  // embedded database, on pages settling), so two workers left the cores 60% idle; four finish in
  // 7.9 min instead of 9.5, the longest test at 33 s of its 60.
  workers: 4,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: { executablePath, args: chromiumArgs },
    // Toasts and dialogs appear and leave without sliding: axe must never measure a toast's text
    // half-faded, at a contrast a visitor never sees it at.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The door and the final bill are the front desk's, on a tablet or a phone (issue 39): those
    // two projects run them.
    { name: 'desktop', use: desktop, testIgnore: [venueWide, /staff-(door|bill)\.spec\.ts/] },
    {
      name: 'phone',
      use: phone,
      // How remotes are loaded, shared and redeployed, the headers and first responses the site
      // sends and the email a booking causes do not depend on the screen size (booking on a phone
      // is booking.spec's); nor do the staff site's headers and 404s, nor releases and canaries. The
      // venue's reminder settings are one row: changed by the desktop project only (it looks at 360 px too).
      testIgnore: [/(federation|security|email|first-response|staff-site|releases|staff-venue-settings)\.spec\.ts/, venueWide],
    },
    {
      // The front desk's tablet: the staff console's journeys only, which is what a tablet runs
      // (the public pages at this size add minutes to CI and nothing a phone and a desk do not
      // show; decision 045).
      name: 'tablet',
      use: { viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true },
      testMatch: /staff-(console|changes-of-plan|phone-booking|door|bill)\.spec\.ts/,
    },
    // What changes the whole venue for every page at once (its opening hours, in every page's
    // footer) runs once every other test is done, so that no other test sees it half way.
    { name: 'hours-desktop', use: desktop, testMatch: venueWide, dependencies: ['desktop', 'phone', 'tablet'] },
    { name: 'hours-phone', use: phone, testMatch: venueWide, dependencies: ['desktop', 'phone', 'tablet'] },
  ],
});
