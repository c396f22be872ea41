import { BOOKING_NOT_FOUND_MESSAGE } from '@party/domain';
import { apiError } from '../http-errors';
import type { AfterHoursRepository, AfterHoursRow } from '../repositories/afterhours-repository';
import type { BookingRow, StoredGuest } from '../repositories/bookings-repository';
import { expireAtProvider } from './provider-sessions';
import type { ServiceDeps } from './service-deps';

// Bookings by the public id in a URL. An unknown id answers 'booking-not-found' with the pages' own words for it
// (the domain's BOOKING_NOT_FOUND_MESSAGE), for a party and an after-hours event alike.

/**
 * The party booking with this public id, or 'booking-not-found'. A pending booking whose renewed hold has run out
 * too is over: it is canceled first, so every page and call sees it as it is (decision 007).
 */
export async function findBooking(deps: ServiceDeps, publicId: string): Promise<BookingRow> {
  const { bookings } = deps.repos;
  await expireAtProvider(deps, await bookings.closeIfHoldOver(publicId, deps.now()));
  const row = await bookings.findByPublicId(publicId);
  if (!row) throw apiError('booking-not-found', BOOKING_NOT_FOUND_MESSAGE);
  return row;
}

/** The after-hours booking with this public id, or 'booking-not-found'. */
export async function findAfterHoursBooking(afterHours: AfterHoursRepository, publicId: string): Promise<AfterHoursRow> {
  const row = await afterHours.findByPublicId(publicId);
  if (!row) throw apiError('booking-not-found', BOOKING_NOT_FOUND_MESSAGE);
  return row;
}

/** Guest entries in one shape, whichever of name, email and phone were given. */
export const toStoredGuests = (guests: ReadonlyArray<Partial<StoredGuest>>): StoredGuest[] =>
  guests.map((g) => ({ name: g.name ?? '', email: g.email ?? '', phone: g.phone ?? '' }));
