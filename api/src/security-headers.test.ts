import { createHash } from 'node:crypto';
import { bookingPayload } from './test/fixtures';
import { openDepositCheckout } from './test/payments';
import { useTestApi } from './test/test-api';

// Every answer of the API carries the security headers; the test checkout's page has a policy of
// its own that no other site can frame; only the site's own origin may read the API across origins.

const api = useTestApi();
const SITE = 'http://site.test';

/** The page's policy as directive name -> values. */
function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...values]) => [name, values]));
}

test.each([
  { name: 'JSON', path: '/api/packages' },
  { name: 'an error', path: '/api/bookings/unknown-id' },
  { name: 'an image', path: '/api/images/rooms/ocean-room.svg' },
])('$name answers with nosniff, no referrer, no framing and a policy that allows nothing', async ({ path }) => {
  const { headers } = await api.get(path);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(directives(headers.get('content-security-policy'))).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], 'base-uri': ["'none'"], 'form-action': ["'none'"] });
  expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(headers.get('x-powered-by')).toBeNull();
});

test("the test checkout's page cannot be framed, and its policy allows its own style, its forms and nothing else", async () => {
  const bookingId = (await api.post('/api/booking-initiate', bookingPayload())).body.bookingId;
  const { sessionId } = await openDepositCheckout(api, bookingId);
  const page = await api.get(`/checkout/${sessionId}`);
  expect(page.status).toBe(200);
  expect(page.headers.get('x-frame-options')).toBe('DENY');
  expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  const policy = directives(page.headers.get('content-security-policy'));
  const style = /<style>([\s\S]*?)<\/style>/.exec(page.body)?.[1] ?? '';
  expect(policy).toEqual({
    'default-src': ["'none'"],
    'style-src': [`'sha256-${createHash('sha256').update(style).digest('base64')}'`],
    'img-src': ['data:'],
    'form-action': ["'self'", SITE],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
  });
});

test('a page of the test checkout that refuses (not found) carries the same policy', async () => {
  const page = await api.get('/checkout/no-such-session');
  expect(page.status).toBe(404);
  expect(directives(page.headers.get('content-security-policy'))['frame-ancestors']).toEqual(["'none'"]);
});

test("the site's own origin may read the API across origins; no other origin may", async () => {
  const fromSite = await api.get('/api/packages', { headers: { origin: SITE } });
  expect(fromSite.headers.get('access-control-allow-origin')).toBe(SITE);
  expect(fromSite.headers.get('vary')).toMatch(/origin/i);

  for (const origin of ['https://evil.example', 'http://site.test.evil.example', 'null']) {
    const read = await api.get('/api/packages', { headers: { origin } });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await api.request('OPTIONS', '/api/booking-initiate', {
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  }
});
