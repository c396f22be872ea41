import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { remoteDirs } from '../support/static-site';
import { apiUrl, createBooking, daysFrom } from './support/party-bookings';

// What the browser is told about the site's pages: their security headers, a policy that lets
// Module Federation load exactly the remotes remotes.json names (every other test runs under it,
// and fails on the console error a violation makes), and a checkout page no other site can frame.

/** The page's policy as directive name -> values. */
function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...values]) => [name, values]));
}

test("the site's pages carry the security headers, and a policy allowing the remotes remotes.json names", async ({ page, request }) => {
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  const remoteOrigins = [...new Set(Object.values(remotes).map((manifest) => new URL(manifest).origin))];

  for (const path of ['/', '/book-your-party/after-hours']) {
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-frame-options']).toBe('DENY');
    const policy = directives(headers['content-security-policy']);
    // And the response's own nonce, which its embedded data carries (decision 029).
    const nonce = policy['script-src']?.find((value) => value.startsWith("'nonce-"));
    expect(nonce).toBeDefined();
    // (The browser hides a nonce attribute's value; the element's property keeps it.)
    expect(await page.locator('#page-state').evaluate((element) => (element as HTMLElement).nonce)).toBe(nonce!.slice("'nonce-".length, -1));
    expect(policy['script-src']?.filter((value) => value !== nonce)).toEqual(["'self'", ...remoteOrigins]);
    expect(policy['connect-src']).toEqual(["'self'", ...remoteOrigins]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  }
  // The remote pages rendered under that policy.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

/** Another site, on this machine (so that only the checkout's own policy can stop the frame). */
async function serveAttackerPage(html: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test('another site cannot frame the test checkout: the browser refuses to show its Pay button there', async ({ page, request, allowIssues, afterPageCloses }) => {
  // Days of its own, within the 12 x 30 days ahead a party can be booked.
  const firstDay = 210 + (test.info().project.name === 'phone' ? 15 : 0);
  const { bookingId } = await createBooking(daysFrom(firstDay, 15));
  const opened = await request.post(`${apiUrl()}/api/create-dynamic-checkout-session`, { data: { bookingId } });
  expect(opened.status()).toBe(201);
  const { url: checkoutUrl } = (await opened.json()) as { url: string };

  // The attacker's page, on an origin of its own, lays the checkout in a frame.
  const attacker = await serveAttackerPage(
    `<!doctype html><html lang="en"><head><title>Win a prize</title></head><body><main><h1>Click to win</h1><iframe title="prize" src="${checkoutUrl}"></iframe></main></body></html>`,
  );
  afterPageCloses(attacker.stop);
  // What the browser reports when it refuses: the policy's console error and the blocked frame.
  allowIssues(/frame-ancestors 'none'/, new RegExp(`^request failed: GET ${checkoutUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} net::ERR_BLOCKED_BY_RESPONSE$`));
  const refused = page.waitForEvent('console', (message) => message.text().includes("frame-ancestors 'none'"));
  const framed = page.waitForResponse(checkoutUrl);
  await page.goto(attacker.url);

  // The checkout answered, with its policy, and the browser refused to show it in the frame.
  const answer = await framed;
  expect(answer.status()).toBe(200);
  expect(directives(answer.headers()['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
  await refused;
  await expect(page.frameLocator('iframe[title="prize"]').getByRole('button', { name: /^Pay/ })).toHaveCount(0);

  // The same checkout opened as a page of its own shows its Pay button.
  await page.goto(checkoutUrl);
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeVisible();
});

test('no source map of the built site is made, named by its scripts, or served', async ({ request, baseURL }) => {
  const builds = [path.join(__dirname, '..', '..', 'shell', 'dist'), ...Object.values(remoteDirs)];
  for (const dir of builds) {
    expect(readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.map')), dir).toEqual([]);
  }
  // The shell's entry, as its page loads it, and a remote's, as remotes.json names it.
  const page = await (await request.get('/')).text();
  const shellEntry = /<script[^>]*\ssrc="([^"]+\.js)"/.exec(page)?.[1];
  expect(shellEntry).toBeDefined();
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  for (const script of [new URL(shellEntry!, baseURL).href, new URL('remoteEntry.js', remotes.booking).href]) {
    const served = await request.get(script);
    expect(served.status(), script).toBe(200);
    expect(await served.text(), script).not.toContain('sourceMappingURL');
    expect((await request.get(`${script}.map`)).status(), `${script}.map`).toBe(404);
  }
});
