import { readConfig } from './config';

// The payment settings and the site's origin, read from the environment at start-up.

test.each([
  { name: 'the test checkout and localhost:3000 by default', env: {}, siteUrl: 'http://localhost:3000', payments: { provider: 'test' } },
  { name: 'SITE_URL without its trailing slash', env: { SITE_URL: 'https://party.example.com/' }, siteUrl: 'https://party.example.com', payments: { provider: 'test' } },
  { name: 'SITE_URL under a path', env: { SITE_URL: 'https://example.com/parties//' }, siteUrl: 'https://example.com/parties', payments: { provider: 'test' } },
  {
    name: 'Stripe with its keys',
    env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' },
    siteUrl: 'http://localhost:3000',
    payments: { provider: 'stripe', stripe: { secretKey: 'sk_live_1', webhookSecret: 'whsec_1' } },
  },
  {
    name: "Stripe's API elsewhere (a stand-in)",
    env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_BASE: 'http://127.0.0.1:12111/' },
    siteUrl: 'http://localhost:3000',
    payments: { provider: 'stripe', stripe: { secretKey: 'sk_test_1', webhookSecret: 'whsec_1', apiBase: 'http://127.0.0.1:12111' } },
  },
])('reads $name', ({ env, siteUrl, payments }) => {
  expect(readConfig(env)).toMatchObject({ siteUrl, payments });
});

test.each([
  { name: 'an unknown provider', env: { PAYMENT_PROVIDER: 'paypal' }, error: "PAYMENT_PROVIDER must be 'test' or 'stripe', got 'paypal'" },
  { name: 'Stripe without its keys', env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_1' }, error: 'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET' },
  { name: 'a SITE_URL that is no URL', env: { SITE_URL: 'party.example.com' }, error: "SITE_URL must be an http(s) URL, got 'party.example.com'" },
  { name: 'a SITE_URL that is not http(s)', env: { SITE_URL: 'ftp://example.com' }, error: "SITE_URL must be an http(s) URL, got 'ftp://example.com'" },
])('refuses to start with $name', ({ env, error }) => {
  expect(() => readConfig(env)).toThrow(error);
});

test.each([
  { name: 'only a proxy on this machine by default', value: undefined, trustProxy: 'loopback' },
  { name: "the proxies' addresses and subnets", value: '10.0.0.5, 10.1.0.0/16', trustProxy: '10.0.0.5, 10.1.0.0/16' },
  { name: 'no proxy at all', value: 'false', trustProxy: false },
  { name: 'no proxy, as none', value: 'none', trustProxy: false },
])('TRUST_PROXY: $name', ({ value, trustProxy }) => {
  expect(readConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
});

test.each(['true', '1'])('TRUST_PROXY=%s is refused: it would believe any X-Forwarded-For a client writes', (value) => {
  expect(() => readConfig({ TRUST_PROXY: value })).toThrow(`TRUST_PROXY must name the proxies in front of the API (addresses or subnets, e.g. 10.0.0.5 or loopback), got '${value}'`);
});

test('opening checkouts has its own limits, per client and per booking', () => {
  expect(readConfig({ RATE_LIMIT_CHECKOUT_MAX: '7', RATE_LIMIT_CHECKOUT_BOOKING_WINDOW_MS: '1000' }).rateLimits).toMatchObject({
    checkout: { max: 7, timeWindowMs: 60_000 },
    checkoutPerBooking: { max: 10, timeWindowMs: 1000 },
  });
});

test('Find My Booking has its own limits: per client a minute, per address an hour', () => {
  expect(readConfig({}).rateLimits).toMatchObject({
    findBooking: { max: 5, timeWindowMs: 60_000 },
    findBookingPerAddress: { max: 3, timeWindowMs: 3_600_000 },
  });
  expect(readConfig({ RATE_LIMIT_FIND_BOOKING_MAX: '2', RATE_LIMIT_FIND_BOOKING_ADDRESS_WINDOW_MS: '1000' }).rateLimits).toMatchObject({
    findBooking: { max: 2, timeWindowMs: 60_000 },
    findBookingPerAddress: { max: 3, timeWindowMs: 1000 },
  });
});

test.each([
  {
    name: 'MailDev on this machine, from the venue, by default',
    env: {},
    email: { smtpUrl: 'smtp://127.0.0.1:1025', from: { name: 'Jumping Jellybeans Play Centre', address: 'parties@jumpingjellybeans.com.au' } },
  },
  {
    name: 'SMTP_URL and MAIL_FROM as given',
    env: { SMTP_URL: 'smtps://user:secret@smtp.example.com:465', MAIL_FROM: 'Parties <no-reply@example.com>' },
    email: { smtpUrl: 'smtps://user:secret@smtp.example.com:465', from: 'Parties <no-reply@example.com>' },
  },
  {
    name: "VENUE_EMAIL as the sender when MAIL_FROM is not set (and as the venue's inbox)",
    env: { VENUE_EMAIL: 'bookings@example.com' },
    email: { from: { address: 'bookings@example.com' } },
  },
])('email: $name', ({ env, email }) => {
  expect(readConfig(env).email).toMatchObject(email);
});

test.each([
  { name: 'an SMTP_URL that is not smtp(s), without echoing it', env: { SMTP_URL: 'http://user:secret@example.com' }, error: /^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL$/ },
  { name: 'a MAIL_FROM of two lines', env: { MAIL_FROM: 'Parties <a@example.com>\r\nBcc: b@example.com' }, error: /^MAIL_FROM must be one line$/ },
])('refuses to start with $name', ({ env, error }) => {
  expect(() => readConfig(env)).toThrow(error);
});

test.each([
  { name: 'unset: the venue calls are not served', value: undefined, token: undefined },
  { name: 'blank: the same', value: '  ', token: undefined },
  { name: '32 characters', value: 'x'.repeat(32), token: 'x'.repeat(32) },
])('VENUE_ADMIN_TOKEN $name', ({ value, token }) => {
  expect(readConfig({ VENUE_ADMIN_TOKEN: value }).venueAdminToken).toBe(token);
});

test('a VENUE_ADMIN_TOKEN anyone could guess is refused at start-up, without echoing it', () => {
  expect(() => readConfig({ VENUE_ADMIN_TOKEN: 'secret' })).toThrow(/^VENUE_ADMIN_TOKEN must be at least 32 characters$/);
});

test.each([
  { name: 'the staff site on localhost:3100, and the command file in api/.run, by default', env: {}, staffSiteUrl: 'http://localhost:3100', file: /api\/\.run\/staff-command\.json$/ },
  { name: 'STAFF_SITE_URL as an origin (no path, no slash)', env: { STAFF_SITE_URL: 'https://staff.example.com/' }, staffSiteUrl: 'https://staff.example.com', file: /staff-command\.json$/ },
  { name: 'no command file', env: { STAFF_COMMAND_FILE: 'none' }, staffSiteUrl: 'http://localhost:3100', file: undefined },
])('the staff console: $name', ({ env, staffSiteUrl, file }) => {
  const config = readConfig(env);
  expect(config.staffSiteUrl).toBe(staffSiteUrl);
  if (file) expect(config.staffCommandFile).toMatch(file);
  else expect(config.staffCommandFile).toBeUndefined();
  expect(config.rateLimits.staffSignIn).toEqual({ max: 20, timeWindowMs: 15 * 60_000 });
  expect(config.rateLimits.staffSignInPerAccount).toEqual({ max: 5, timeWindowMs: 15 * 60_000 });
});
