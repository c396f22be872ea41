import {
  BOOKING_CLASH_MESSAGES,
  bookingReference,
  COUPON_MESSAGES,
  partyDateNotBookableMessage,
  partyStartProblem,
  roomHoldsKids,
  roomTooSmallMessage,
  toCents,
  type BookingCreated,
  type BookingCreatePayload,
  VENUE_CLOSED_MESSAGE,
} from '@party/domain';
import type { Queryable } from '../db/queryable';
import { emailContext, heldEmailDelayMs, queueBookingConfirmed, queueBookingHeld } from '../email/queue';
import { apiError } from '../http-errors';
import { CentreHiredError, CouponUsedUpError, RoomTakenError, VenueClosedError } from '../repositories/errors';
import { closedDays } from './availability';
import { audit } from '../staff/audit';
import { toStoredGuests } from './booking-lookup';
import { packagePricesOf, priceNewBooking, resolveChoices } from './booking-pricing';
import { expireAtProvider } from './provider-sessions';
import type { ServiceDeps } from './service-deps';

// Making a party booking (POST /api/booking-initiate): the draft checked against the catalogue,
// the venue's hours and the room, priced by the server (totals sent are ignored), and stored
// pending, holding its room until its hold runs out, or confirmed at once when it costs $0. Its
// first email and its audit entry are written with it.

export async function createBooking(deps: ServiceDeps, draft: BookingCreatePayload): Promise<BookingCreated> {
  const { repos, venue } = deps;
  const now = deps.now();
  const [slot, room] = await Promise.all([repos.catalogue.findTimeSlot(draft.timeSlot.id), repos.catalogue.findRoom(draft.room.id)]);
  if (!slot) throw apiError('unknown-item', `Unknown time slot '${draft.timeSlot.id}'`);
  if (slot.time !== draft.timeSlot.time) throw apiError('unknown-item', `Time slot '${slot.id}' starts at ${slot.time}, not ${draft.timeSlot.time}`);
  if (!room) throw apiError('unknown-item', `Unknown room '${draft.room.id}'`);
  const resolved = await resolveChoices(repos.catalogue, {
    packageId: draft.selectedPackage.id,
    numberOfKids: draft.numberOfKids,
    kidsFood: draft.kidsFood,
    adultsFood: draft.adultsFood,
    addons: draft.addons,
  });
  const minutes = Math.round(resolved.pkg.duration * 60);
  const dateProblem = partyStartProblem(
    { date: draft.date, time: slot.time, minutes },
    { now, unavailableDates: await closedDays(repos, now, venue.timeZone), timeZone: venue.timeZone, hours: await repos.hours.weekly() },
  );
  // A closed day, like a blocked room (refused where the booking is written), is said as closed, never with the staff's reason.
  if (dateProblem === 'unavailable') throw apiError('venue-closed', VENUE_CLOSED_MESSAGE);
  if (dateProblem) throw apiError('date-not-bookable', partyDateNotBookableMessage(dateProblem, venue.phone));
  if (!roomHoldsKids(room, draft.numberOfKids)) throw apiError('room-too-small', roomTooSmallMessage(room, 'booking'));
  const priced = await priceNewBooking(resolved, repos.coupons, draft.coupon, now, venue);
  // A booking with nothing to pay needs no checkout: it is confirmed at once (decision 009).
  const free = toCents(priced.totals.finalPrice) === 0;
  const status = free ? ('confirmed' as const) : ('pending' as const);
  const finalCents = toCents(priced.totals.finalPrice);

  /** Its first email (the confirmation, or the 'not booked yet' one due later) and its audit entry. */
  const alsoWrite = async (tx: Queryable, id: number) => {
    if (free) await queueBookingConfirmed(tx, emailContext(deps), { bookingId: id });
    else await queueBookingHeld(tx, emailContext(deps), id, heldEmailDelayMs(deps.holdMinutes));
    const after = { status, date: draft.date, startTime: slot.time, room: room.name, childFirstName: draft.childfName, numberOfKids: draft.numberOfKids, finalPriceCents: finalCents };
    await audit(tx, { actor: { kind: 'customer', name: draft.contactInfo.parentName }, action: 'booking.create', target: { kind: 'party', id, reference: bookingReference(id) }, after }, now);
  };
  const created = await repos.bookings
    .create(
      {
        childFirstName: draft.childfName,
        childLastName: draft.childlName,
        childAge: draft.childAge,
        numberOfKids: draft.numberOfKids,
        packageId: resolved.pkg.id,
        packagePrices: packagePricesOf(resolved.pkg),
        roomId: room.id,
        timeSlotId: slot.id,
        date: draft.date,
        startTime: slot.time,
        durationMinutes: minutes,
        status,
        holdExpiresAt: free ? null : new Date(now.getTime() + deps.holdMinutes * 60_000),
        parentName: draft.contactInfo.parentName,
        email: draft.contactInfo.email,
        phone: draft.contactInfo.phone,
        address: draft.contactInfo.address,
        paymentOption: draft.paymentOption,
        kidsFood: resolved.kidsFood,
        adultsFood: priced.lines.adultsFood,
        addons: priced.lines.addons,
        guestNames: toStoredGuests(draft.guestNames),
        couponId: priced.couponId,
        totalCents: toCents(priced.totals.totalPrice),
        discountCents: toCents(priced.totals.appliedDiscountAmount),
        finalCents,
      },
      now,
      draft.replacesBookingId || undefined,
      alsoWrite,
    )
    .catch((error: unknown) => {
      if (error instanceof RoomTakenError) throw apiError('room-taken', BOOKING_CLASH_MESSAGES.roomTaken);
      if (error instanceof CentreHiredError) throw apiError('centre-hired', BOOKING_CLASH_MESSAGES.centreHired);
      if (error instanceof VenueClosedError) throw apiError('venue-closed', VENUE_CLOSED_MESSAGE);
      if (error instanceof CouponUsedUpError) throw apiError('coupon-used-up', COUPON_MESSAGES.maxUsageExceeded);
      throw error;
    });
  await expireAtProvider(deps, created.closedSessions);
  return {
    bookingId: created.publicId,
    reference: bookingReference(created.id),
    invitationId: created.invitationId,
    status,
    paymentOption: draft.paymentOption,
    ...priced.totals,
  };
}
