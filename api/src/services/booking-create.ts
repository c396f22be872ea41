import {
  BOOKING_CLASH_MESSAGES,
  bookingReference,
  CHILD_AGE_MAX,
  COUPON_MESSAGES,
  partyDateNotBookableMessage,
  partyStartProblem,
  PHONE_BOOKING_MESSAGES,
  PHONE_CHILD_AGE_MAX,
  roomHoldsKids,
  roomTooSmallMessage,
  STEP1_MESSAGES,
  toCents,
  type BookingCreated,
  type BookingCreatePayload,
  type ContactInfo,
  type MainPaymentOption,
  VENUE_CLOSED_MESSAGE,
} from '@party/domain';
import type { Queryable } from '../db/queryable';
import { emailContext } from '../email/outbox-message';
import { heldEmailDelayMs, queueBookingByPhone, queueBookingConfirmed, queueBookingHeld } from '../email/queue';
import { apiError } from '../http-errors';
import type { CatalogueScope } from '../repositories/catalogue-repository';
import { CentreHiredError, CouponUsedUpError, RoomTakenError, VenueClosedError } from '../repositories/errors';
import { closedDays } from './availability';
import { audit, type Actor, type StaffActor } from '../audit/audit';
import { toStoredGuests } from './booking-lookup';
import { packagePricesOf, priceNewBooking, resolveChoices, type ChosenItem } from './booking-pricing';
import { expireAtProvider } from './provider-sessions';
import type { ServiceDeps } from './service-deps';

// Making a party booking, one path for both ways a party is booked: by the parent online (POST
// /api/booking-initiate) and by a staff member for a parent on the phone or at the counter (POST
// /api/staff/bookings, decision 054). The party is checked against the catalogue, the venue's
// hours and the room, priced by the server (totals sent are ignored), and stored pending, holding
// its room until its hold runs out, or confirmed at once when it costs $0. Its first email and its
// audit entry are written with it.

/** Who books: the parent online, or a staff member for them (decision 054). */
export type Booker = { kind: 'customer' } | { kind: 'staff'; actor: StaffActor };

/**
 * What each way of booking may book (decision 054). Online: a child up to 11 (older children are
 * booked by phone) and the packages the public pages offer. By phone: a child up to 17, and every
 * package, those the venue keeps off the public pages included.
 */
const BOOKING_RULES: Record<Booker['kind'], { maxChildAge: number; ageMessage: string; packages: CatalogueScope }> = {
  customer: { maxChildAge: CHILD_AGE_MAX, ageMessage: STEP1_MESSAGES.childAgeMax, packages: 'public' },
  staff: { maxChildAge: PHONE_CHILD_AGE_MAX, ageMessage: PHONE_BOOKING_MESSAGES.childAgeMax, packages: 'all' },
};

/** A party to book, as either way of booking names it. */
export interface PartyToBook {
  child: { firstName: string; lastName: string; age: number };
  numberOfKids: number;
  packageId: string | number;
  date: string;
  /** Its start: the public page names the catalogue's time slot and its time; the staff the time alone. */
  start: { slotId: string | number; time: string } | { time: string };
  roomId: string | number;
  kidsFood: readonly ChosenItem[];
  adultsFood: readonly ChosenItem[];
  addons: readonly ChosenItem[];
  contact: ContactInfo;
  paymentOption: MainPaymentOption;
  coupon: string;
  guestNames: ReadonlyArray<{ name?: string; email?: string; phone?: string }>;
  /** The parent's own unpaid booking of an earlier version of this draft, which this one replaces. */
  replacesBookingId?: string;
}

/** The party booked: its ids, its status and totals, and until when it holds its room. */
export interface PartyBooked {
  id: number;
  publicId: string;
  invitationId: string;
  status: 'pending' | 'confirmed';
  holdExpiresAt: Date | null;
  totals: Awaited<ReturnType<typeof priceNewBooking>>['totals'];
}

/** The catalogue's time slot the party starts at, or 'unknown-item'. */
async function slotOf(deps: ServiceDeps, start: PartyToBook['start']) {
  const { catalogue } = deps.repos;
  if ('slotId' in start) {
    const slot = await catalogue.findTimeSlot(start.slotId);
    if (!slot) throw apiError('unknown-item', `Unknown time slot '${start.slotId}'`);
    if (slot.time !== start.time) throw apiError('unknown-item', `Time slot '${slot.id}' starts at ${slot.time}, not ${start.time}`);
    return slot;
  }
  const slot = (await catalogue.timeSlots()).find((entry) => entry.time === start.time);
  if (!slot) throw apiError('unknown-item', `No party starts at ${start.time}`);
  return slot;
}

export async function bookParty(deps: ServiceDeps, party: PartyToBook, booker: Booker): Promise<PartyBooked> {
  const { repos, venue } = deps;
  const rules = BOOKING_RULES[booker.kind];
  const now = deps.now();
  // The contract's schemas bound the age already; this is the rule itself, where the booking is made.
  if (party.child.age > rules.maxChildAge) throw apiError('invalid-request', rules.ageMessage, [rules.ageMessage]);
  const [slot, room] = await Promise.all([slotOf(deps, party.start), repos.catalogue.findRoom(party.roomId)]);
  if (!room) throw apiError('unknown-item', `Unknown room '${party.roomId}'`);
  const resolved = await resolveChoices(repos.catalogue, {
    packageId: party.packageId,
    packages: rules.packages,
    numberOfKids: party.numberOfKids,
    kidsFood: party.kidsFood,
    adultsFood: party.adultsFood,
    addons: party.addons,
  });
  const minutes = Math.round(resolved.pkg.duration * 60);
  const dateProblem = partyStartProblem(
    { date: party.date, time: slot.time, minutes },
    { now, unavailableDates: await closedDays(repos, now, venue.timeZone), timeZone: venue.timeZone, hours: await repos.hours.weekly() },
  );
  // A closed day, like a blocked room (refused where the booking is written), is said as closed, never with the staff's reason.
  if (dateProblem === 'unavailable') throw apiError('venue-closed', VENUE_CLOSED_MESSAGE);
  if (dateProblem) throw apiError('date-not-bookable', partyDateNotBookableMessage(dateProblem, venue.phone));
  if (!roomHoldsKids(room, party.numberOfKids)) throw apiError('room-too-small', roomTooSmallMessage(room, 'booking'));
  const priced = await priceNewBooking(resolved, repos.coupons, party.coupon, now, venue);
  // A booking with nothing to pay needs no checkout: it is confirmed at once (decision 009).
  const finalCents = toCents(priced.totals.finalPrice);
  const free = finalCents === 0;
  const status = free ? ('confirmed' as const) : ('pending' as const);
  const holdExpiresAt = free ? null : new Date(now.getTime() + deps.holdMinutes * 60_000);
  const actor: Actor = booker.kind === 'staff' ? booker.actor : { kind: 'customer', name: party.contact.parentName };

  /**
   * Its first email and its audit entry. Paid for at once ($0): the confirmation. Booked online:
   * the 'not booked yet' email, due a while later. Booked by phone: the pay link, at once.
   */
  const alsoWrite = async (tx: Queryable, id: number) => {
    const email = emailContext(deps);
    if (free) await queueBookingConfirmed(tx, email, { bookingId: id });
    else if (booker.kind === 'staff') await queueBookingByPhone(tx, email, id);
    else await queueBookingHeld(tx, email, id, heldEmailDelayMs(deps.holdMinutes));
    const after = {
      status,
      date: party.date,
      startTime: slot.time,
      room: room.name,
      childFirstName: party.child.firstName,
      childAge: party.child.age,
      numberOfKids: party.numberOfKids,
      finalPriceCents: finalCents,
    };
    await audit(tx, { actor, action: 'booking.create', target: { kind: 'party', id, reference: bookingReference(id) }, after }, now);
  };
  const created = await repos.bookings
    .create(
      {
        childFirstName: party.child.firstName,
        childLastName: party.child.lastName,
        childAge: party.child.age,
        numberOfKids: party.numberOfKids,
        packageId: resolved.pkg.id,
        packagePrices: packagePricesOf(resolved.pkg),
        roomId: room.id,
        timeSlotId: slot.id,
        date: party.date,
        startTime: slot.time,
        durationMinutes: minutes,
        status,
        holdExpiresAt,
        parentName: party.contact.parentName,
        email: party.contact.email,
        phone: party.contact.phone,
        address: party.contact.address,
        paymentOption: party.paymentOption,
        kidsFood: resolved.kidsFood,
        adultsFood: priced.lines.adultsFood,
        addons: priced.lines.addons,
        guestNames: toStoredGuests(party.guestNames),
        couponId: priced.couponId,
        totalCents: toCents(priced.totals.totalPrice),
        discountCents: toCents(priced.totals.appliedDiscountAmount),
        finalCents,
      },
      now,
      party.replacesBookingId || undefined,
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
  return { id: created.id, publicId: created.publicId, invitationId: created.invitationId, status, holdExpiresAt, totals: priced.totals };
}

/** POST /api/booking-initiate: the parent's draft, booked online. */
export async function createBooking(deps: ServiceDeps, draft: BookingCreatePayload): Promise<BookingCreated> {
  const booked = await bookParty(
    deps,
    {
      child: { firstName: draft.childfName, lastName: draft.childlName, age: draft.childAge },
      numberOfKids: draft.numberOfKids,
      packageId: draft.selectedPackage.id,
      date: draft.date,
      start: { slotId: draft.timeSlot.id, time: draft.timeSlot.time },
      roomId: draft.room.id,
      kidsFood: draft.kidsFood,
      adultsFood: draft.adultsFood,
      addons: draft.addons,
      contact: draft.contactInfo,
      paymentOption: draft.paymentOption,
      coupon: draft.coupon,
      guestNames: draft.guestNames,
      replacesBookingId: draft.replacesBookingId,
    },
    { kind: 'customer' },
  );
  return {
    bookingId: booked.publicId,
    reference: bookingReference(booked.id),
    invitationId: booked.invitationId,
    status: booked.status,
    paymentOption: draft.paymentOption,
    ...booked.totals,
  };
}
