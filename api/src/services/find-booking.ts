import { createHash } from 'node:crypto';
import { venueDate } from '@party/domain';
import type { RateLimit } from '../config';
import { emailContext } from '../email/outbox-message';
import { queueBookingLinks } from '../email/queue';
import { createUpcomingBookingsRepository } from '../repositories/upcoming-bookings-repository';
import type { ServiceDeps } from './service-deps';

// Find My Booking (decision 027): a parent gives the address they booked with, and the links of
// its upcoming bookings are emailed to it. The route answers first, the same whatever the address,
// and this does the work afterwards, so neither the answer nor its timing tells whether anyone
// booked with it.

/** The most bookings one email lists, earliest first. */
export const MOST_BOOKINGS_LISTED = 20;
/** Requests waiting their turn in one API process; more are dropped (and logged). */
const MOST_WAITING = 100;

export interface BookingFinder {
  /** Emails the links of the address's upcoming bookings, if it has any, after the requests before it. */
  ask(address: string): void;
  /** Settles once every request asked so far is done (the app waits for it when closing). */
  idle(): Promise<void>;
}

/** The address as the per-address count keys it: hashed, so the counts table holds no addresses. */
const addressKey = (address: string) => `findBookingPerAddress:${createHash('sha256').update(address.toLowerCase()).digest('base64url')}`;

/**
 * One request at a time, in the order asked: a burst of requests (from many clients) waits its
 * turn instead of taking every database connection. An address asked about more than `perAddress`
 * allows is sent nothing more until its window ends (nobody can fill an inbox from the site).
 */
export function createBookingFinder(deps: ServiceDeps, perAddress: RateLimit): BookingFinder {
  let tail: Promise<void> = Promise.resolve();
  let waiting = 0;

  async function emailLinks(address: string): Promise<void> {
    const now = deps.now();
    const { current } = await deps.repos.rateLimits.count(addressKey(address), now, perAddress.timeWindowMs);
    if (current > perAddress.max) return;
    const today = venueDate(now, deps.venue.timeZone);
    await deps.db.transaction(async (tx) => {
      const bookings = await createUpcomingBookingsRepository(tx).byEmail(address, today, now, MOST_BOOKINGS_LISTED);
      if (bookings.length > 0) await queueBookingLinks(tx, emailContext(deps), bookings);
    });
  }

  return {
    ask(address) {
      if (waiting >= MOST_WAITING) {
        deps.log.warn({ waiting }, 'find-my-booking: too many requests waiting; one was dropped');
        return;
      }
      waiting += 1;
      tail = tail
        .then(() => emailLinks(address))
        .catch((error: unknown) => deps.log.error({ err: error }, 'find-my-booking: the links could not be emailed'))
        .finally(() => {
          waiting -= 1;
        });
    },
    idle: () => tail,
  };
}
