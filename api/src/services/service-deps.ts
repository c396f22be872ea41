import type { Venue } from '@party/domain';
import type { Database } from '../db/queryable';
import type { Logger } from '../logging';
import type { PaymentProvider } from '../payments/provider';
import type { Repositories } from '../repositories/repositories';
import type { VenueSettings } from './availability';
import type { sharedAnswer } from './shared-answer';

/**
 * What the services work with, built once in app.ts from the config and handed to the routes as
 * `app.deps`. A service takes it as its first argument (typed `Pick<ServiceDeps, ...>` when it
 * uses only a part), or the one thing it needs as a plain parameter; never the Fastify instance.
 */
export interface ServiceDeps {
  /** Every repository over the whole database. */
  repos: Repositories;
  /** The database, for work that must be one transaction (with repositories made over `tx`). */
  db: Database;
  /** The server's clock: tests set it. */
  now: () => Date;
  venue: Venue;
  /** How long an unpaid pending booking holds its room (BOOKING_HOLD_MINUTES). */
  holdMinutes: number;
  /** The site's public origin, without a trailing slash: checkout and email links are built on it. */
  siteUrl: string;
  /** The staff console's origin (STAFF_SITE_URL): its invitation links are built on it. */
  staffSiteUrl: string;
  /** The hosted checkout payments go through (PAYMENT_PROVIDER). */
  paymentProvider: PaymentProvider;
  log: Logger;
  /** The venue's settings the public availability answers read, shared by the requests of one second (decision 048). */
  venueSettings: ReturnType<typeof sharedAnswer<VenueSettings>>;
  /** The full party dates, shared by the requests of one second (shared-answer.ts). */
  fullPartyDates: ReturnType<typeof sharedAnswer<string[]>>;
}
