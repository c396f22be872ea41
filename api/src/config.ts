import path from 'node:path';
import type { Venue } from '@party/domain';
import { createVenue } from './venue';

/** How many requests one client may make to a rate-limited route in a time window. */
export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

export interface RateLimits {
  contact: RateLimit;
  bookingCreate: RateLimit;
  rsvp: RateLimit;
  couponCheck: RateLimit;
  /** Opening a checkout, per client: with Stripe each one is a call to Stripe's API. */
  checkout: RateLimit;
  /** Opening a checkout for one booking, whoever asks. */
  checkoutPerBooking: RateLimit;
  /** Find My Booking requests, per client. */
  findBooking: RateLimit;
  /** Find My Booking emails to one address, whoever asks: a request over it is answered the same and sends nothing. */
  findBookingPerAddress: RateLimit;
  /** Failed staff sign-ins per client, and accepted staff invitations per client (decision 057). */
  staffSignIn: RateLimit;
  /** Failed staff sign-ins naming one email address, whoever makes them (decision 057). */
  staffSignInPerAccount: RateLimit;
}

/** Stripe Checkout: the account's secret key, the webhook endpoint's signing secret, and (for tests) another API address. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Where Stripe's API is, e.g. http://127.0.0.1:12111 for a stand-in; Stripe's own when not given. */
  apiBase?: string;
}

/** Which hosted checkout takes payments: the built-in test checkout, or Stripe. */
export type PaymentSettings = { provider: 'test' } | { provider: 'stripe'; stripe: StripeSettings };

/** How email leaves (SMTP_URL, MAIL_FROM) and where the venue's own copy goes (VENUE_EMAIL, the venue's email). */
export interface EmailSettings {
  /** nodemailer's connection URL, e.g. smtps://user:pass@smtp.example.com; MailDev on this machine by default. */
  smtpUrl: string;
  /** The From of every email: MAIL_FROM as written ("Jumping Jellybeans <parties@example.com>"), or the venue's name and email. */
  from: string | { name: string; address: string };
}

/** Where the data lives: a PostgreSQL URL, an embedded PGlite folder, or an in-memory PGlite. */
export type StorageConfig =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory' };

// Everything the API reads from its environment, in one place.
export interface ApiConfig {
  host: string;
  port: number;
  storage: StorageConfig;
  venue: Venue;
  /** The server's clock; tests replace it to set "now". */
  now: () => Date;
  /** An unpaid pending booking holds its room this long. */
  bookingHoldMinutes: number;
  /** The site's public origin (no trailing slash): checkout and return addresses are built on it. */
  siteUrl: string;
  /**
   * STAFF_SITE_URL: the staff console's origin (no trailing slash). Every state-changing staff
   * request must come from it (its Origin), and the staff's invitation links are built on it.
   */
  staffSiteUrl: string;
  /**
   * STAFF_COMMAND_FILE: where the API, once listening, writes its address and a random token for
   * `npm run staff` (readable by this machine's user only); unset, the command cannot reach it.
   */
  staffCommandFile?: string;
  payments: PaymentSettings;
  email: EmailSettings;
  rateLimits: RateLimits;
  /**
   * Fastify's trustProxy: the proxies in front of the API whose X-Forwarded-For tells the client's
   * address (their addresses or subnets, comma-separated). False: none, the socket's address.
   */
  trustProxy: false | string;
  /** The largest request body accepted, in bytes. */
  bodyLimit: number;
  /**
   * VENUE_ADMIN_TOKEN: the bearer token of the venue's own calls (recording a refund made). Unset,
   * those calls are not served.
   */
  venueAdminToken?: string;
  logLevel: 'info' | 'silent';
  /** REMINDER_CHECK_MS: how often the server looks for reminders due (decision 065); a minute by default. */
  reminderCheckMs: number;
  /**
   * RELEASE_STATE_TOKEN: what the page servers and `npm run releases` send to read and change the
   * release state (decision 073). Unset, those routes are not served.
   */
  releaseStateToken?: string;
}

const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', '.data');
/** Beside the data, outside the repository's tracked files (.gitignore). */
export const DEFAULT_STAFF_COMMAND_FILE = path.resolve(__dirname, '..', '.run', 'staff-command.json');

function numberFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative number, got '${value}'`);
  return parsed;
}

export function readStorage(env: NodeJS.ProcessEnv): StorageConfig {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  const dataDir = env.DATA_DIR ?? DEFAULT_DATA_DIR;
  if (dataDir === 'memory' || dataDir === 'memory://') return { kind: 'memory' };
  return { kind: 'pglite', dataDir: path.resolve(dataDir) };
}

/** An http(s) origin without a trailing slash, or an error naming the variable. */
export function readOrigin(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got '${value}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, got '${value}'`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export function readPayments(env: NodeJS.ProcessEnv): PaymentSettings {
  const provider = env.PAYMENT_PROVIDER || 'test';
  if (provider === 'test') return { provider: 'test' };
  if (provider !== 'stripe') throw new Error(`PAYMENT_PROVIDER must be 'test' or 'stripe', got '${provider}'`);
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: apiBase } = env;
  if (!secretKey || !webhookSecret) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  return { provider: 'stripe', stripe: { secretKey, webhookSecret, ...(apiBase ? { apiBase: readOrigin(apiBase, 'STRIPE_API_BASE') } : {}) } };
}

/** Where MailDev listens (`npm start` runs one when SMTP_URL is not set). */
export const MAILDEV_SMTP_URL = 'smtp://127.0.0.1:1025';

export function readEmail(env: NodeJS.ProcessEnv, venue: Venue): EmailSettings {
  const smtpUrl = env.SMTP_URL?.trim() || MAILDEV_SMTP_URL;
  // Not echoed: it may carry a password.
  if (!/^smtps?:\/\/[^/]/i.test(smtpUrl)) throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  const from = env.MAIL_FROM?.trim();
  // One line, so nothing in it can become a header of its own.
  if (from && /[\r\n]/.test(from)) throw new Error('MAIL_FROM must be one line');
  return { smtpUrl, from: from || { name: venue.name, address: venue.email } };
}

/** The shortest VENUE_ADMIN_TOKEN taken: long enough that nobody guesses it (`openssl rand -base64 32` makes 44 characters). */
export const VENUE_ADMIN_TOKEN_MIN_LENGTH = 32;

/** A secret token from the environment (VENUE_ADMIN_TOKEN, RELEASE_STATE_TOKEN): unset, or long enough that nobody guesses it. */
export function readSecretToken(value: string | undefined, name: string): string | undefined {
  const token = value?.trim() ?? '';
  if (token === '') return undefined;
  // Not echoed: it is a secret.
  if (token.length < VENUE_ADMIN_TOKEN_MIN_LENGTH) throw new Error(`${name} must be at least ${VENUE_ADMIN_TOKEN_MIN_LENGTH} characters`);
  return token;
}

export function readTrustProxy(value: string | undefined): false | string {
  // The rate limits count requests by this address, so it must come from a proxy of ours, never
  // from a header the client wrote. By default only a proxy on this machine (the site's server,
  // which sets X-Forwarded-For itself) is believed; otherwise the proxies' addresses or subnets,
  // comma-separated, or 'none'. A bare 'true' or a hop count would believe what a client writes.
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return 'loopback';
  if (trimmed === 'none' || trimmed === 'false') return false;
  if (trimmed === 'true' || /^\d+$/.test(trimmed)) {
    throw new Error(
      `TRUST_PROXY must name the proxies in front of the API (addresses or subnets, e.g. 10.0.0.5 or loopback), got '${trimmed}': that would believe any X-Forwarded-For a client writes`,
    );
  }
  return trimmed;
}

function readRateLimit(env: NodeJS.ProcessEnv, name: string, max: number, windowMs = 60_000): RateLimit {
  return {
    max: numberFrom(env[`RATE_LIMIT_${name}_MAX`], max, `RATE_LIMIT_${name}_MAX`),
    timeWindowMs: numberFrom(env[`RATE_LIMIT_${name}_WINDOW_MS`], windowMs, `RATE_LIMIT_${name}_WINDOW_MS`),
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const venue = createVenue({
    name: env.VENUE_NAME,
    phone: env.VENUE_PHONE,
    email: env.VENUE_EMAIL,
    address: env.VENUE_ADDRESS,
    timeZone: env.VENUE_TIME_ZONE,
  });
  return {
    host: env.HOST ?? '127.0.0.1',
    port: numberFrom(env.PORT, 4000, 'PORT'),
    storage: readStorage(env),
    venue,
    now: () => new Date(),
    bookingHoldMinutes: numberFrom(env.BOOKING_HOLD_MINUTES, 30, 'BOOKING_HOLD_MINUTES'),
    siteUrl: readOrigin(env.SITE_URL || 'http://localhost:3000', 'SITE_URL'),
    staffSiteUrl: new URL(readOrigin(env.STAFF_SITE_URL || 'http://localhost:3100', 'STAFF_SITE_URL')).origin,
    staffCommandFile: env.STAFF_COMMAND_FILE === 'none' ? undefined : path.resolve(env.STAFF_COMMAND_FILE || DEFAULT_STAFF_COMMAND_FILE),
    payments: readPayments(env),
    email: readEmail(env, venue),
    rateLimits: {
      contact: readRateLimit(env, 'CONTACT', 5),
      bookingCreate: readRateLimit(env, 'BOOKING', 10),
      rsvp: readRateLimit(env, 'RSVP', 20),
      couponCheck: readRateLimit(env, 'COUPON', 30),
      checkout: readRateLimit(env, 'CHECKOUT', 20),
      checkoutPerBooking: readRateLimit(env, 'CHECKOUT_BOOKING', 10),
      findBooking: readRateLimit(env, 'FIND_BOOKING', 5),
      findBookingPerAddress: readRateLimit(env, 'FIND_BOOKING_ADDRESS', 3, 60 * 60_000),
      staffSignIn: readRateLimit(env, 'STAFF_SIGN_IN', 20, 15 * 60_000),
      staffSignInPerAccount: readRateLimit(env, 'STAFF_SIGN_IN_ACCOUNT', 5, 15 * 60_000),
    },
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    bodyLimit: numberFrom(env.BODY_LIMIT_BYTES, 64 * 1024, 'BODY_LIMIT_BYTES'),
    venueAdminToken: readSecretToken(env.VENUE_ADMIN_TOKEN, 'VENUE_ADMIN_TOKEN'),
    logLevel: env.LOG_LEVEL === 'silent' ? 'silent' : 'info',
    reminderCheckMs: Math.max(10, numberFrom(env.REMINDER_CHECK_MS, 60_000, 'REMINDER_CHECK_MS')),
    releaseStateToken: readSecretToken(env.RELEASE_STATE_TOKEN, 'RELEASE_STATE_TOKEN'),
  };
}
