import { bookingReference, STEP1_MESSAGES, type PhoneAvailability, type PhoneBookingChoices, type PhoneBookingMade, type PhoneBookingPayload } from '@party/domain';
import { apiError } from '../../http-errors';
import { partyMoveSlots } from '../../services/availability';
import { bookParty } from '../../services/booking-create';
import type { ServiceDeps } from '../../services/service-deps';
import type { StaffActor } from '../../audit/audit';

// A party the staff book for a parent on the phone or at the counter (decision 054): what it can
// choose, where it can go on a day, and the booking itself, made by the one path an online booking
// takes (services/booking-create.ts) with the staff member as who booked it.

/** Every package (those kept off the public pages marked: sold by phone only), and the food and add-ons on offer. */
export async function phoneBookingChoices({ repos }: Pick<ServiceDeps, 'repos'>): Promise<PhoneBookingChoices> {
  const [packages, kidsFood, adultsFood, addons] = await Promise.all([
    repos.catalogue.packages('all'),
    repos.catalogue.kidsFood(),
    repos.catalogue.adultFood(),
    repos.catalogue.addons(),
  ]);
  return { packages: packages.map(({ hidden, version: _version, ...pkg }) => ({ ...pkg, shownOnline: !hidden })), kidsFood, adultsFood, addons };
}

/**
 * Where a party of the package and number of kids could start on the date: the public calendar's
 * start times for the package's length, each with the rooms free then and big enough. The same
 * answer as a move's (partyMoveSlots), for a booking that has no time of its own to leave out.
 */
export async function phoneAvailability(deps: ServiceDeps, query: { date: string; packageId: string; kids: number }): Promise<PhoneAvailability> {
  const pkg = await deps.repos.catalogue.findAnyPackage(query.packageId);
  if (!pkg) throw apiError('unknown-item', `${STEP1_MESSAGES.packageRequired}: no package '${query.packageId}'`);
  const now = deps.now();
  const slots = await partyMoveSlots(
    deps.repos,
    { date: query.date, now, timeZone: deps.venue.timeZone, venue: await deps.venueSettings.get() },
    { minutes: Math.round(pkg.duration * 60), kids: query.kids },
  );
  return { date: query.date, packageId: pkg.id, kids: query.kids, slots };
}

/** POST /api/staff/bookings: the party booked for the parent, held unpaid, its pay link emailed to them at once. */
export async function bookByPhone(deps: ServiceDeps, body: PhoneBookingPayload, by: StaffActor): Promise<PhoneBookingMade> {
  const booked = await bookParty(
    deps,
    {
      child: { firstName: body.childfName, lastName: body.childlName, age: body.childAge },
      numberOfKids: body.numberOfKids,
      packageId: body.packageId,
      date: body.date,
      start: { time: body.startTime },
      roomId: body.roomId,
      kidsFood: body.kidsFood,
      adultsFood: body.adultsFood,
      addons: body.addons,
      contact: body.contactInfo,
      paymentOption: body.paymentOption,
      coupon: '',
      guestNames: [],
    },
    { kind: 'staff', actor: by },
  );
  return {
    reference: bookingReference(booked.id),
    bookingId: booked.publicId,
    status: booked.status,
    finalPrice: booked.totals.finalPrice,
    depositAmount: booked.totals.depositAmount,
    holdUntil: booked.holdExpiresAt?.toISOString() ?? null,
    emailedTo: body.contactInfo.email,
  };
}
