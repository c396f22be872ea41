import {
  areOnlineChangesOpen,
  BOOKING_CLASH_MESSAGES,
  bookingUpdateSchema,
  guestCount,
  ONLINE_CHANGES_CLOSED_TITLE,
  onlineChangesClosedMessage,
  paymentOptionsFor,
  roomHoldsKids,
  roomTooSmallMessage,
  toCents,
  toDollars,
} from '@party/domain';
import type { FastifyInstance } from 'fastify';
import { conflict, unprocessable } from '../http-errors';
import { validateBody } from '../validation';
import { findBooking, toStoredGuests } from './booking-lookup';
import { priceEditedBooking, resolveChoices } from './booking-pricing';

const PAYMENT_OPTION_NAMES = { deposit: 'Deposit', full: 'Full payment', later: 'Pay on Event Day' } as const;

/**
 * PUT /api/bookings/{id}: checks the edit is still allowed (not canceled, online changes open in
 * the venue's time zone by the server's clock, payment option offered for the booking's status,
 * kids fitting the room), prices it with the edit flow's rules and saves it.
 */
export async function updateBooking(app: FastifyInstance, publicId: string, body: unknown) {
  const { repos, apiConfig } = app;
  const { venue } = apiConfig;
  const row = await findBooking(app, publicId);
  const changes = validateBody(bookingUpdateSchema, body);
  const now = apiConfig.now();

  if (row.status === 'canceled') throw conflict(BOOKING_CLASH_MESSAGES.canceled);
  if (!areOnlineChangesOpen(row.date, now, venue.timeZone)) {
    throw conflict(`${ONLINE_CHANGES_CLOSED_TITLE}: ${onlineChangesClosedMessage(venue)}`);
  }
  if (!paymentOptionsFor(row.status).includes(changes.paymentOption)) {
    throw unprocessable(`${PAYMENT_OPTION_NAMES[changes.paymentOption]} is not offered for a ${row.status} booking.`);
  }
  const room = { name: row.room_name, maxCapacity: row.room_max_capacity };
  if (!roomHoldsKids(room, changes.numberOfKids)) throw unprocessable(roomTooSmallMessage(room, 'edit'));

  const resolved = await resolveChoices(repos.catalogue, {
    packageId: row.package_id,
    numberOfKids: changes.numberOfKids,
    kidsFood: changes.kidsFood,
    adultsFood: changes.adultsFood,
    addons: changes.addons,
  });
  const coupon = row.coupon_id === null ? undefined : await repos.coupons.findById(row.coupon_id);
  const guestNames = toStoredGuests(changes.guestNames);
  const { quote, lines } = priceEditedBooking(resolved, {
    guestCount: guestCount(guestNames),
    coupon,
    recordedDiscount: toDollars(row.discount_cents),
    totalPaid: toDollars(row.paid_cents),
    paymentOption: changes.paymentOption,
  });
  const saved = await repos.bookings.updateSelections(
    row.id,
    row.version,
    {
      numberOfKids: changes.numberOfKids,
      paymentOption: changes.paymentOption,
      kidsFood: resolved.kidsFood,
      adultsFood: lines.adultsFood,
      addons: lines.addons,
      guestNames,
      totalCents: toCents(quote.total),
      discountCents: toCents(quote.appliedDiscountAmount),
      finalCents: toCents(quote.finalPrice),
    },
    now,
  );
  if (!saved) throw conflict(BOOKING_CLASH_MESSAGES.changedMeanwhile);
  return {
    bookingId: row.public_id,
    status: row.status,
    paymentOption: changes.paymentOption,
    totalPrice: quote.total,
    appliedDiscountAmount: quote.appliedDiscountAmount,
    finalPrice: quote.finalPrice,
  };
}
