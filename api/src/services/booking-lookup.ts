import type { FastifyInstance } from 'fastify';
import { notFound } from '../http-errors';
import type { BookingRow, StoredGuest } from '../repositories/bookings-repository';

export const BOOKING_NOT_FOUND_MESSAGE = 'Booking not found';

/** The booking with this public id, or 404. */
export async function findBooking(app: FastifyInstance, publicId: string): Promise<BookingRow> {
  const row = await app.repos.bookings.findByPublicId(publicId);
  if (!row) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  return row;
}

/** Guest entries in one shape, whichever of name, email and phone were given. */
export const toStoredGuests = (guests: ReadonlyArray<Partial<StoredGuest>>): StoredGuest[] =>
  guests.map((g) => ({ name: g.name ?? '', email: g.email ?? '', phone: g.phone ?? '' }));
