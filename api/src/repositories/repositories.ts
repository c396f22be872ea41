import type { Database } from '../db/queryable';
import { createAfterHoursRepository } from './afterhours-repository';
import { createAttendanceFormsRepository } from './attendance-forms-repository';
import { createAvailabilityRepository } from './availability-repository';
import { createBookingsRepository } from './bookings-repository';
import { createCatalogueRepository } from './catalogue-repository';
import { createCheckoutSessionsRepository } from './checkout-sessions-repository';
import { createClosuresRepository } from './closures-repository';
import { createContactsRepository } from './contacts-repository';
import { createCouponsRepository } from './coupons-repository';
import { createHoursRepository } from './hours-repository';
import { createMovesRepository } from './moves-repository';
import { createOutboxRepository } from './outbox-repository';
import { createPaymentsRepository } from './payments-repository';
import { createRateLimitsRepository } from './rate-limits-repository';
import { createRsvpsRepository } from './rsvps-repository';

/**
 * Every repository over the whole database. Work that must share one transaction makes its
 * repositories over that transaction with their own factories instead, e.g.
 * `db.transaction((tx) => ... createPaymentsRepository(tx) ...)`: the payments repository's row
 * locks and multi-step writes are meant for that, and mean little over the whole database.
 */
export function createRepositories(db: Database) {
  return {
    catalogue: createCatalogueRepository(db),
    availability: createAvailabilityRepository(db),
    closures: createClosuresRepository(db),
    bookings: createBookingsRepository(db),
    coupons: createCouponsRepository(db),
    hours: createHoursRepository(db),
    afterHours: createAfterHoursRepository(db),
    moves: createMovesRepository(db),
    rsvps: createRsvpsRepository(db),
    attendanceForms: createAttendanceFormsRepository(db),
    contacts: createContactsRepository(db),
    checkoutSessions: createCheckoutSessionsRepository(db),
    payments: createPaymentsRepository(db),
    outbox: createOutboxRepository(db),
    rateLimits: createRateLimitsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
