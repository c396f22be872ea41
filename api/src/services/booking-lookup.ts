import { bookingIdOfReference, BOOKING_NOT_FOUND_MESSAGE, hasEventStarted } from '@party/domain';
import type { Queryable } from '../db/queryable';
import { apiError } from '../http-errors';
import type { AfterHoursRepository, AfterHoursRow } from '../repositories/afterhours-repository';
import type { BookingRef } from '../repositories/booking-kinds';
import type { BookingRow, StoredGuest } from '../repositories/booking-row';
import { createPaymentRecordsRepository } from '../repositories/payment-records-repository';
import { expireAtProvider } from './provider-sessions';
import type { ServiceDeps } from './service-deps';

// Bookings by the public id in a URL. An unknown id answers 'booking-not-found' with the pages' own words for it
// (the domain's BOOKING_NOT_FOUND_MESSAGE), for a party and an after-hours event alike; and by the
// reference the staff know a booking by.

/**
 * The party booking with this public id, or 'booking-not-found'. A pending booking whose renewed
 * hold has run out too, or whose start has passed (venue time) while it was still unpaid, is over:
 * it is canceled first ('hold-expired', 'event-passed'), so every page and call sees it as it is
 * (decisions 007 and 026).
 */
export async function findBooking(deps: ServiceDeps, publicId: string): Promise<BookingRow> {
  const { bookings } = deps.repos;
  const now = deps.now();
  await expireAtProvider(deps, await bookings.closeIfHoldOver(publicId, now));
  const row = await bookings.findByPublicId(publicId);
  if (!row) throw apiError('booking-not-found', BOOKING_NOT_FOUND_MESSAGE);
  if (row.status !== 'pending' || !hasEventStarted(row.date, row.start_time, now, deps.venue.timeZone)) return row;
  await expireAtProvider(deps, await bookings.closeUnpaidStarted(row.id, now));
  return (await bookings.findByPublicId(publicId)) ?? row;
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

/** The booking the reference names, party or hire; 'booking-not-found' otherwise. */
export async function bookingOfReference(db: Queryable, reference: string): Promise<BookingRef> {
  const id = bookingIdOfReference(reference);
  const ref = id === undefined ? undefined : await createPaymentRecordsRepository(db).findBookingRef(id);
  if (!ref) throw apiError('booking-not-found', BOOKING_NOT_FOUND_MESSAGE);
  return ref;
}
