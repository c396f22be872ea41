import { BOOKING_NOT_FOUND_MESSAGE } from '@party/domain';
import { apiError } from '../http-errors';
import { findAfterHoursById } from '../repositories/afterhours-repository';
import { findBookingById } from '../repositories/bookings-repository';
import { bookingOfReference, findAfterHoursBooking, findBooking } from './booking-lookup';
import type { ChangingBooking } from './booking-move';
import type { ServiceDeps } from './service-deps';

// The booking a change of plan is about (decision 052): a party by the public id in its pages'
// addresses, a hire by its own, or either by the reference the staff know it by.

/** The party with this public id (closed first when it is over, as every read of it does). */
export async function partyToChange(deps: ServiceDeps, publicId: string): Promise<Extract<ChangingBooking, { kind: 'party' }>> {
  return { kind: 'party', row: await findBooking(deps, publicId) };
}

/** The after-hours hire with this public id. */
export async function hireToChange(deps: ServiceDeps, publicId: string): Promise<Extract<ChangingBooking, { kind: 'hire' }>> {
  return { kind: 'hire', row: await findAfterHoursBooking(deps.repos.afterHours, publicId) };
}

/** The party or hire with this reference (JJ1002). A party is read as its pages read it, so one that is over is closed first. */
export async function bookingToChange(deps: ServiceDeps, reference: string): Promise<ChangingBooking> {
  const ref = await bookingOfReference(deps.db, reference);
  if ('bookingId' in ref) {
    const row = await findBookingById(deps.db, ref.bookingId);
    if (!row) throw apiError('booking-not-found', BOOKING_NOT_FOUND_MESSAGE);
    return partyToChange(deps, row.public_id);
  }
  const row = await findAfterHoursById(deps.db, ref.afterHoursBookingId);
  if (!row) throw apiError('booking-not-found', BOOKING_NOT_FOUND_MESSAGE);
  return { kind: 'hire', row };
}
