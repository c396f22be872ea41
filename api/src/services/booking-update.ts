import {
  areOnlineChangesOpen,
  BOOKING_CLASH_MESSAGES,
  bookingMoney,
  COUPON_MESSAGES,
  DEPOSIT_AMOUNT,
  couponMinimumMessage,
  editNumberOfKids,
  guestCount,
  hasEventStarted,
  meetsMinimumCartValue,
  onlineChangesClosedMessage,
  PAYMENT_OPTION_NAMES,
  paymentOptionsFor,
  roomHoldsKids,
  roomTooSmallMessage,
  toCents,
  toDollars,
  type BookingEditPayload,
  type BookingStatus,
  type BookingUpdated,
  type EditQuote,
} from '@party/domain';
import { apiError } from '../http-errors';
import type { AlsoWrite } from '../repositories/bookings-repository';
import type { BookingEdit, BookingRow } from '../repositories/booking-row';
import { CouponUsedUpError } from '../repositories/errors';
import { findBooking, toStoredGuests } from './booking-lookup';
import { priceEditedBooking, resolveChoices } from './booking-pricing';
import { editWrites } from './edit-writes';
import { expireAtProvider } from './provider-sessions';
import type { ServiceDeps } from './service-deps';

// Editing a booking (decision 008): PUT /api/bookings/{id} saves an edit, POST .../quote says what
// the same edit would cost without saving it. Both go through priceEdit, so they always agree.

/** An edit priced and checked: what would be saved, and what it does to the booking's money. */
interface PricedEdit {
  edit: BookingEdit;
  quote: EditQuote;
}

/**
 * Checks the edit is still allowed (not started, not canceled, online changes open in the venue's time zone by
 * the server's clock, payment option offered for the booking's status), takes the number of kids
 * sent (the booked number when none is: decision 031), checks they fit the room, prices the edit with the edit
 * flow's rules and its coupon's minimum, and works out the money that follows. Refusals are HTTP
 * errors with the reason; nothing is saved here.
 */
async function priceEdit(deps: ServiceDeps, row: BookingRow, changes: BookingEditPayload): Promise<PricedEdit> {
  const { repos, venue } = deps;
  const now = deps.now();

  // Once the party has started it is no longer changed online, whatever its status (an unpaid one is over).
  if (hasEventStarted(row.date, row.start_time, now, venue.timeZone)) throw apiError('online-changes-closed', onlineChangesClosedMessage(venue, 'party', true));
  if (row.status === 'canceled') throw apiError('booking-canceled', BOOKING_CLASH_MESSAGES.canceled);
  if (!areOnlineChangesOpen(row.date, now, venue.timeZone)) {
    throw apiError('online-changes-closed', onlineChangesClosedMessage(venue));
  }
  if (!paymentOptionsFor(row.status).includes(changes.paymentOption)) {
    throw apiError('payment-option-not-offered', `${PAYMENT_OPTION_NAMES[changes.paymentOption]} is not offered for a ${row.status} booking.`);
  }
  const guestNames = toStoredGuests(changes.guestNames);
  const numberOfKids = editNumberOfKids(changes.numberOfKids, row.number_of_kids);
  const room = { name: row.room_name, maxCapacity: row.room_max_capacity };
  if (!roomHoldsKids(room, numberOfKids)) throw apiError('room-too-small', roomTooSmallMessage(room, 'edit'));

  const resolved = await resolveChoices(
    repos.catalogue,
    { packageId: row.package_id, numberOfKids, kidsFood: changes.kidsFood, adultsFood: changes.adultsFood, addons: changes.addons },
    row,
  );
  const coupon = row.coupon_id === null ? undefined : await repos.coupons.findById(row.coupon_id);
  const { quote, lines, quoteLines } = priceEditedBooking(resolved, {
    guestCount: guestCount(guestNames),
    coupon,
    recordedDiscount: toDollars(row.discount_cents),
    totalPaid: toDollars(row.paid_cents),
    paymentOption: changes.paymentOption,
    depositAmount: DEPOSIT_AMOUNT,
    // The rebooking fees and the final bill's (decision 064): the final price keeps both.
    fees: toDollars(row.fees_cents + row.bill_cents),
  });
  // The coupon's minimum applies to the edited total as to a new booking: the edit is refused.
  if (coupon && !meetsMinimumCartValue(coupon, quote.total)) {
    throw apiError('coupon-min-cart', couponMinimumMessage(coupon.code, coupon.minCartValue, quote.total));
  }
  const finalCents = toCents(quote.finalPrice);
  // A pending booking an edit makes free needs no payment: it is confirmed, its coupon use counted.
  const confirmsFree = row.status === 'pending' && finalCents === 0;
  const status: BookingStatus = confirmsFree ? 'confirmed' : row.status;
  const money = bookingMoney({ status, finalCents, paidCents: row.paid_cents, receivedCents: row.received_cents });
  return {
    edit: {
      numberOfKids,
      paymentOption: changes.paymentOption,
      kidsFood: resolved.kidsFood,
      adultsFood: lines.adultsFood,
      addons: lines.addons,
      guestNames,
      totalCents: toCents(quote.total),
      discountCents: toCents(quote.appliedDiscountAmount),
      finalCents,
      status,
      refundDueCents: money.owedBackCents,
      countCouponId: confirmsFree ? row.coupon_id : null,
    },
    quote: {
      numberOfKids,
      totalPrice: quote.total,
      appliedDiscountAmount: quote.appliedDiscountAmount,
      finalPrice: quote.finalPrice,
      totalPaidAmount: toDollars(row.received_cents),
      remainingAmount: toDollars(money.remainingCents),
      amountOwedBack: toDollars(money.owedBackCents),
      amountDueNow: quote.amountDueNow,
      lines: quoteLines,
    },
  };
}

/** POST /api/bookings/{id}/quote: what PUT would save and charge for this body; nothing is saved. */
export async function quoteBookingEdit(deps: ServiceDeps, publicId: string, changes: BookingEditPayload): Promise<EditQuote> {
  const row = await findBooking(deps, publicId);
  return (await priceEdit(deps, row, changes)).quote;
}

/**
 * PUT /api/bookings/{id}: saves the edit priced by priceEdit (its terms accepted), and closes the
 * booking's open checkouts, which asked for the old amount (at the provider too). The emails the
 * edit causes (queueEditEmails) are queued in the same transaction.
 */
export async function updateBooking(deps: ServiceDeps, publicId: string, changes: BookingEditPayload): Promise<BookingUpdated> {
  const row = await findBooking(deps, publicId);
  const { edit, quote } = await priceEdit(deps, row, changes);
  // The emails the edit causes and its audit entry are written with it.
  const emails: AlsoWrite = (tx, id) => editWrites(deps, { bookingId: id, before: row }, row.parent_name)(tx);
  const saved = await deps.repos.bookings.saveEdit(row.id, row.version, edit, deps.now(), emails).catch((error: unknown) => {
    throw error instanceof CouponUsedUpError ? apiError('coupon-used-up', COUPON_MESSAGES.maxUsageExceeded) : error;
  });
  if (!saved.saved) throw apiError('changed-meanwhile', BOOKING_CLASH_MESSAGES.changedMeanwhile);
  await expireAtProvider(deps, saved.closedSessions);
  return { bookingId: row.public_id, status: edit.status, paymentOption: edit.paymentOption, ...quote };
}
