import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp, type BuildOptions } from '../app';
import type { ApiConfig, RateLimit } from '../config';
import type { Database } from '../db/queryable';
import { createVenue } from '../venue';
import { TestClock } from './test-clock';
import { createTestDatabase, resetDatabase, type TestDatabase } from './test-database';

// The API under test: a real server on a free port over a real database, called with fetch.

// Tests read response bodies loosely: their assertions are what check the shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

export interface ApiResponse<T = Loose> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as it is (for malformed bodies). */
  raw?: string;
  headers?: Record<string, string>;
}

const UNLIMITED: RateLimit = { max: 1_000_000, timeWindowMs: 60_000 };

export function testConfig(clock: TestClock, overrides: Partial<ApiConfig> = {}): ApiConfig {
  const venue = createVenue();
  return {
    host: '127.0.0.1',
    port: 0,
    storage: { kind: 'memory' },
    venue,
    now: clock.now,
    bookingHoldMinutes: 30,
    siteUrl: 'http://site.test',
    staffSiteUrl: 'http://staff.test',
    payments: { provider: 'test' },
    // Nothing is sent unless a test starts delivery, with its own SMTP server (test-smtp.ts).
    email: { smtpUrl: 'smtp://127.0.0.1:9', from: { name: venue.name, address: venue.email } },
    rateLimits: {
      contact: UNLIMITED,
      bookingCreate: UNLIMITED,
      rsvp: UNLIMITED,
      couponCheck: UNLIMITED,
      checkout: UNLIMITED,
      checkoutPerBooking: UNLIMITED,
      findBooking: UNLIMITED,
      findBookingPerAddress: UNLIMITED,
      staffSignIn: UNLIMITED,
      staffSignInPerAccount: UNLIMITED,
    },
    trustProxy: 'loopback',
    bodyLimit: 64 * 1024,
    logLevel: 'silent',
    // Looked at only when a test starts the scheduler (BuildOptions.planReminders).
    reminderCheckMs: 60_000,
    ...overrides,
  };
}

/** Starts an app over the database on a free port; returns its base URL. */
export async function startApp(config: ApiConfig, db: Database, options: BuildOptions = {}): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp(config, db, options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}` };
}

/** Each route's error codes by status, as its OpenAPI description declares them, and a pattern of its address. */
interface DeclaredRoute {
  method: string;
  address: RegExp;
  codes: Record<string, string[]>;
}

const declaredRoutes = new Map<string, Promise<DeclaredRoute[]>>();

async function readDeclaredRoutes(baseUrl: string): Promise<DeclaredRoute[]> {
  const description = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: { properties?: { code?: { enum?: string[] } } } }> }> }>>;
  };
  return Object.entries(description.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, route]) => ({
      method: method.toUpperCase(),
      address: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]*')}$`),
      codes: Object.fromEntries(
        Object.entries(route.responses ?? {}).map(([status, answer]) => [status, answer.content?.['application/json']?.schema?.properties?.code?.enum ?? []]),
      ),
    })),
  );
}

/**
 * Every error answer a test meets must carry a code its route declares for that status (the
 * contract, in /api/openapi.json): an answer the description does not list fails the test.
 */
async function expectDeclared(baseUrl: string, method: string, path: string, status: number, body: unknown): Promise<void> {
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  if (typeof code !== 'string') throw new Error(`${method} ${path} answered ${status} without an error code: ${JSON.stringify(body)}`);
  if (!declaredRoutes.has(baseUrl)) declaredRoutes.set(baseUrl, readDeclaredRoutes(baseUrl));
  const address = path.split('?')[0];
  const route = (await declaredRoutes.get(baseUrl))?.find((entry) => entry.method === method && entry.address.test(address));
  // An address no route answers (a 404 'no-such-endpoint', an address that does not decode) has no description.
  if (!route) return;
  if (!route.codes[String(status)]?.includes(code)) {
    throw new Error(`${method} ${address} answered ${status} '${code}', which its OpenAPI description does not declare (declared: ${JSON.stringify(route.codes)})`);
  }
}

export async function call<T = Loose>(baseUrl: string, method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const hasJson = options.json !== undefined;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(hasJson || options.raw !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
    body: hasJson ? JSON.stringify(options.json) : options.raw,
  });
  const text = await response.text();
  let body: unknown = text;
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  if (isJson) body = JSON.parse(text);
  if (response.status >= 400 && isJson) await expectDeclared(baseUrl, method, path, response.status, body);
  return { status: response.status, body: body as T, headers: response.headers };
}

export interface TestApi {
  readonly url: string;
  readonly db: Database;
  readonly database: TestDatabase;
  readonly clock: TestClock;
  readonly config: ApiConfig;
  get<T = Loose>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T = Loose>(path: string, json?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  put<T = Loose>(path: string, json?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  request<T = Loose>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** Another app with other settings over the same database, closed after the file's tests. */
  startAnother(overrides: Partial<ApiConfig>, options?: BuildOptions): Promise<string>;
}

export interface TestApiOptions {
  /** Build options, read when the app starts (after other beforeAll hooks, such as a test SMTP server's). */
  build?: () => BuildOptions;
}

/**
 * Registers Jest hooks: one database and server per test file (a fresh PGlite takes seconds to
 * start), and before each test every table emptied and seeded again, and the clock reset.
 */
export function useTestApi(overrides: Partial<ApiConfig> = {}, options: TestApiOptions = {}): TestApi {
  const clock = new TestClock();
  const config = testConfig(clock, overrides);
  const others: FastifyInstance[] = [];
  let database: TestDatabase;
  let app: FastifyInstance;
  let url = '';

  beforeAll(async () => {
    database = await createTestDatabase(clock.now(), config.venue.timeZone);
    ({ app, url } = await startApp({ ...config, storage: database.storage }, database.db, options.build?.()));
  }, 60_000);

  beforeEach(async () => {
    clock.reset();
    await resetDatabase(database.db, clock.now(), config.venue.timeZone);
  });

  afterAll(async () => {
    await Promise.all([app, ...others].filter(Boolean).map((a) => a.close()));
    await database?.drop();
  });

  const request = <T>(method: string, path: string, options?: RequestOptions) => call<T>(url, method, path, options);
  return {
    get url() {
      return url;
    },
    get db() {
      return database.db;
    },
    get database() {
      return database;
    },
    clock,
    config,
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, json, options) => request('POST', path, { ...options, json }),
    put: (path, json, options) => request('PUT', path, { ...options, json }),
    async startAnother(more, buildOptions) {
      const other = await startApp({ ...config, storage: database.storage, ...more }, database.db, buildOptions);
      others.push(other.app);
      return other.url;
    },
  };
}
