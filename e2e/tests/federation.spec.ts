import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { serveContainer } from '../../shell/server/site-server';
import { expect, test } from '../support/fixtures';
import { freePort } from '../../tooling/site/ports';
import { startStaticSite, type StaticSite } from '../support/static-site';

const apiUrl = () => {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('E2E_API_URL is set by the global setup');
  return url;
};

// Only what must be one per page is shared (docs/decisions/020): React, ReactDOM, the router,
// whose context the shell's BrowserRouter gives the remotes' pages, the toasts, and the venue's
// details (read once per page load, decision 023). The rest is bundled into each container,
// tree-shaken, and is not in the share scope at all.
test('React, ReactDOM, the router, the toasts and the venue load once per page, and nothing else is shared', async ({ page, allowIssues }) => {
  const venueRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/venue') venueRequests.push(request.url());
  });
  // The made-up booking id below is looked up, and not found.
  allowIssues(/^HTTP 404: GET .*\/api\/bookings\/some-booking$/);
  await page.goto('/');
  await expect(page.locator('[data-remote-page="booking/BookingPage"]')).toBeVisible();
  // Move between pages of three remotes without reloading.
  await page.getByRole('link', { name: 'After-Hours Hire' }).click();
  await expect(page.locator('[data-remote-page="afterhours/AfterHoursPage"]')).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/booking-success/some-booking');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('[data-remote-page="edit/ConfirmationPage"]')).toBeVisible();
  // The footer's link to another of the edit remote's pages, by the shell's router.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Find my booking' }).click();
  await expect(page.locator('[data-remote-page="edit/FindBookingPage"]')).toBeVisible();

  const loaded = await page.evaluate(() => {
    type Shared = { loaded?: boolean; from: string };
    const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>> } }).__FEDERATION__;
    const copies: Record<string, string[]> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
        for (const [version, shared] of Object.entries(versions)) {
          if (shared.loaded) (copies[pkg] ??= []).push(`${version} from ${shared.from}`);
        }
      }
    }
    return Object.fromEntries(Object.entries(copies).map(([pkg, list]) => [pkg, [...new Set(list)]]));
  });
  for (const pkg of ['react', 'react-dom', 'react-router-dom', '@party/shared-ui/toast', '@party/shared-ui/venue']) {
    expect(loaded[pkg], `${pkg} is loaded exactly once`).toHaveLength(1);
  }
  const sharedByDesign = /^(react|react-dom)(\/.+)?$|^react-router-dom$|^@party\/shared-ui\/(toast|venue)$/;
  expect(Object.keys(loaded).filter((pkg) => !sharedByDesign.test(pkg))).toEqual([]);
  // Three remotes' pages (four pages) and the shell on one page load: the venue came with the
  // server-rendered page (decision 029), and the browser never asked for it.
  expect(venueRequests).toHaveLength(0);
});

// The toasts are one per page too (tooling/webpack-config.ts shares shared-ui's toast module):
// the booking remote's 'Booking Initiate' follows a $0 booking to the edit remote's confirmation.
test("a toast raised on one remote's page stays on screen on the next remote's page", async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('textbox', { name: /^Name/ }).fill('Sam Lee');
  await form.getByRole('textbox', { name: /^Email/ }).fill('sam@example.com');
  await form.getByRole('textbox', { name: /^Subject/ }).fill('Parking');
  await form.getByRole('textbox', { name: /^Message/ }).fill('Is there parking nearby?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: 'Message Sent' });
  await expect(toast).toBeVisible();

  await page.getByRole('link', { name: 'After-Hours Hire' }).click();
  await expect(page.locator('[data-remote-page="afterhours/AfterHoursPage"]')).toBeVisible();
  await expect(page.locator('[data-remote-page="booking/BookingPage"]')).toHaveCount(0);
  await expect(toast).toBeVisible();
});

test.describe('a remote that is down', () => {
  let site: StaticSite;
  test.beforeEach(async ({ afterPageCloses }) => {
    site = await startStaticSite(apiUrl());
    afterPageCloses(() => site.close());
  });

  test('shows a message with Try again inside the layout, and the rest of the site works', async ({ page, allowIssues }) => {
    const bookingOrigin = site.remoteUrl('booking');
    allowIssues(
      new RegExp(`request failed: GET ${bookingOrigin}/`),
      /^console error: Failed to load resource: net::ERR_CONNECTION_REFUSED/,
      /^console error: RemoteLoadError: The "booking" remote could not be loaded/,
      // The pages the server could not show whole (decision 055).
      new RegExp(`^HTTP 503: GET ${site.baseURL}/(book-now)?$`),
    );
    await site.stopRemote('booking');

    // From the server: the message inside the layout, with status 503 (the remote is down).
    const served = await page.request.get(`${site.baseURL}/`);
    expect(served.status()).toBe(503);
    const servedHtml = await served.text();
    expect(servedHtml).toContain('The party booking page is not available right now');
    expect(servedHtml).toMatch(/<header[\s\S]*<footer/);

    await page.goto(`${site.baseURL}/`);
    await expect(page.getByRole('heading', { name: 'The party booking page is not available right now' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Other routes keep working.
    await page.getByRole('link', { name: 'After-Hours Hire' }).click();
    await expect(page.locator('[data-remote-page="afterhours/AfterHoursPage"]')).toBeVisible();
    await page.goto(`${site.baseURL}/nowhere`);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

    // Once the remote is back, Try again brings the page without a reload.
    await page.goto(`${site.baseURL}/book-now`);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await site.startRemote('booking');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('[data-remote-page="booking/BookingPage"]')).toBeVisible();
    // And the server renders it again, whole.
    const again = await page.request.get(`${site.baseURL}/book-now`);
    expect(again.status()).toBe(200);
    expect(await again.text()).toContain('data-remote-page="booking/BookingPage"');
  });
});

test.describe('remotes.json', () => {
  // A second build of the invitation remote, as its team would deploy it next to the first.
  let buildDir: string;
  let secondDeployment: FastifyInstance;
  let secondUrl: string;
  let site: StaticSite;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    buildDir = mkdtempSync(path.join(tmpdir(), 'party-e2e-second-build-'));
    execFileSync('npx', ['webpack', '--mode', 'production', '--env', `outDir=${buildDir}`], {
      cwd: path.join(__dirname, '..', '..', 'invitation-mfe'),
      env: { ...process.env, BUILD_ID: 'second-deployment' },
      stdio: 'pipe',
    });
    const port = await freePort();
    secondDeployment = await serveContainer({ dir: buildDir, port, host: '127.0.0.1' });
    secondUrl = `http://127.0.0.1:${port}/mf-manifest.json`;
    site = await startStaticSite(apiUrl());
  });
  test.afterAll(async () => {
    await site?.close();
    await secondDeployment?.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  test('switches a remote to another deployment on reload, and back, without rebuilding the shell', async ({ page, allowIssues }) => {
    allowIssues(/^HTTP 404: GET .*\/api\//);
    const first = site.manifests();
    const invitation = page.locator('[data-remote-page="invitation/InvitationPage"]');

    await page.goto(`${site.baseURL}/booking-invitation/some-invitation`);
    await expect(invitation).not.toHaveAttribute('data-build', 'second-deployment');

    const serverHtml = async () => (await page.request.get(`${site.baseURL}/booking-invitation/some-invitation`)).text();
    expect(await serverHtml()).not.toContain('data-build="second-deployment"');

    site.writeRemotesJson({ ...first, invitation: secondUrl });
    // The server renders the new deployment on the next request, without a restart.
    expect(await serverHtml()).toContain('data-build="second-deployment"');
    await page.reload();
    await expect(invitation).toHaveAttribute('data-build', 'second-deployment');

    // Rolling back is pointing it back.
    site.writeRemotesJson(first);
    expect(await serverHtml()).not.toContain('data-build="second-deployment"');
    await page.reload();
    await expect(invitation).toBeVisible();
    await expect(invitation).not.toHaveAttribute('data-build', 'second-deployment');
  });
});
