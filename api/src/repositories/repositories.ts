import type { Database } from '../db/queryable';
import { createAfterHoursRepository } from './afterhours-repository';
import { createAvailabilityRepository } from './availability-repository';
import { createBookingsRepository } from './bookings-repository';
import { createCatalogueRepository } from './catalogue-repository';
import { createCheckoutSessionsRepository } from './checkout-sessions-repository';
import { createContactsRepository } from './contacts-repository';
import { createCouponsRepository } from './coupons-repository';
import { createRsvpsRepository } from './rsvps-repository';

/** Every repository over one database; the app decorates itself with this, and routes use it. */
export function createRepositories(db: Database) {
  return {
    catalogue: createCatalogueRepository(db),
    availability: createAvailabilityRepository(db),
    bookings: createBookingsRepository(db),
    coupons: createCouponsRepository(db),
    afterHours: createAfterHoursRepository(db),
    rsvps: createRsvpsRepository(db),
    contacts: createContactsRepository(db),
    checkoutSessions: createCheckoutSessionsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
