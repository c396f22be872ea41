import type { Database } from '../db/queryable';

// Request bodies as the browser sends them, valid unless a test changes them. Dates are after the
// test clock's default "now" (2 June 2031, Sydney), far from the online-change cutoff.

export const PARTY_DATE = '2031-06-20';

/**
 * A main booking: Basic Fun (300 for 10 kids, 15 per extra kid) for 12 kids, two sandwich
 * platters (2 x 65), lolly bags (5 per child) and a balloon bundle (40). Server total: 560.
 * The totals sent are wrong on purpose: the server must ignore them.
 */
export function bookingPayload(overrides: Record<string, unknown> = {}) {
  return {
    childfName: 'Mia',
    childlName: 'Nguyen',
    childAge: 7,
    numberOfKids: 12,
    date: PARTY_DATE,
    timeSlot: { id: 'slot-1000', time: '10:00', isAvailable: true },
    room: { id: 'ocean-room', name: 'Ocean Room', maxCapacity: 25, availability: { availableByDefault: true } },
    selectedPackage: { id: 'basic-fun', name: 'Basic Fun', pricePackage: 1, duration: 2 },
    kidsFood: [{ id: 'chicken-nuggets', quantity: 99 }],
    adultsFood: [{ id: 'sandwich-platter', quantity: 2, price: 0.01 }],
    addons: [
      { id: 'lolly-bags', price: 0.01, priceType: 'per_item', quantity: 1 },
      { id: 'balloon-bundle', quantity: 1, price: 0.01 },
    ],
    contactInfo: { parentName: 'Sam Nguyen', email: 'sam@example.com', phone: '0412 345 678', address: '1 Test Street, Parramatta' },
    acceptTerms: true,
    coupon: '',
    paymentOption: 'deposit',
    guestNames: [],
    totalPrice: 1,
    finalPrice: 1,
    depositAmount: 1,
    appliedDiscountAmount: 0,
    ...overrides,
  };
}

/**
 * A party booked by phone (POST /api/staff/bookings), the same party as bookingPayload's but for a
 * child turning 12: Basic Fun for 12 kids, two sandwich platters, lolly bags and a balloon
 * bundle, 10:00 in the Ocean Room. Server total: 560.
 */
export function phoneBookingPayload(overrides: Record<string, unknown> = {}) {
  return {
    packageId: 'basic-fun',
    childfName: 'Ava',
    childlName: 'Lee',
    childAge: 12,
    numberOfKids: 12,
    date: PARTY_DATE,
    startTime: '10:00',
    roomId: 'ocean-room',
    kidsFood: [{ id: 'chicken-nuggets' }],
    adultsFood: [{ id: 'sandwich-platter', quantity: 2 }],
    addons: [{ id: 'lolly-bags' }, { id: 'balloon-bundle', quantity: 1 }],
    contactInfo: { parentName: 'Jo Lee', email: 'jo@example.com', phone: '0498 765 432', address: '2 Counter Lane, Parramatta' },
    paymentOption: 'deposit',
    ...overrides,
  };
}

/** `count` guests: the Guest of Honour, Leo with an email, then Guest 3, Guest 4... */
export function guestList(count: number) {
  return Array.from({ length: count }, (_, i) =>
    i === 0 ? { name: 'Mia', email: '', phone: '' } : i === 1 ? { name: 'Leo', email: 'leo@example.com', phone: '' } : { name: `Guest ${i + 1}`, email: '', phone: '' },
  );
}

/**
 * The edit flow's body for a booking made from bookingPayload (12 kids): it asks for 14 kids, with
 * 14 guests on the list.
 */
export function bookingUpdatePayload(overrides: Record<string, unknown> = {}) {
  return {
    kidsFood: [{ id: 'chicken-nuggets' }],
    adultsFood: [{ id: 'sandwich-platter', quantity: 3 }],
    addons: [{ id: 'lolly-bags' }],
    guestNames: guestList(14),
    paymentOption: 'full',
    acceptTerms: true,
    numberOfKids: 14,
    totalPrice: 1,
    finalPrice: 1,
    appliedDiscountAmount: 0,
    ...overrides,
  };
}

/**
 * The edit flow's body that keeps everything a booking made from bookingPayload has (12 kids, the
 * nuggets, two sandwich platters, lolly bags and balloons, no guest list): an edit that changes
 * nothing unless a test changes it.
 */
export function keepingEditPayload(overrides: Record<string, unknown> = {}) {
  return {
    kidsFood: [{ id: 'chicken-nuggets' }],
    adultsFood: [{ id: 'sandwich-platter', quantity: 2 }],
    addons: [{ id: 'lolly-bags' }, { id: 'balloon-bundle' }],
    guestNames: [],
    paymentOption: 'deposit',
    numberOfKids: 12,
    acceptTerms: true,
    totalPrice: 1,
    finalPrice: 1,
    appliedDiscountAmount: 0,
    ...overrides,
  };
}

/**
 * An after-hours booking 18:00-21:00 with 20 kids and 10 adults, two Events Rooms and the Cafe
 * Tab. Server pricing: base 300 + add-ons 350 + 2 extra half hours 150 = 800, deposit 400.
 */
export function afterHoursPayload(overrides: Record<string, unknown> = {}) {
  return {
    date: PARTY_DATE,
    startTime: '18:00',
    endTime: '21:00',
    duration: 3,
    firstName: 'Alex',
    lastName: 'Taylor',
    email: 'alex@example.com',
    mobile: '0400 111 222',
    address: '2 Event Road, Parramatta',
    notes: 'School fundraiser',
    expectedKids: 20,
    expectedAdults: 10,
    addons: [
      { id: 'events-room', name: 'Events Room', quantity: 2, price: 1 },
      { id: 'cafe-tab', name: 'Cafe Tab', quantity: 1, price: 1 },
    ],
    selectedPackage: { id: 'basic-fun', name: 'Basic Fun' },
    paymentOption: 'deposit',
    uniqueBookingId: '',
    pricing: { total: 1, deposit: 1 },
    status: 'confirmed',
    ...overrides,
  };
}

/** Row counts of every table a write could touch, to prove a refused request stored nothing. */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = ['bookings', 'afterhours_bookings', 'payments', 'checkout_sessions', 'rsvp_answers', 'contact_messages', 'coupons'];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
    counts[table] = row.count;
  }
  return counts;
}

/** Records a payment directly, as an earlier payment would have. */
export async function recordPayment(db: Database, bookingPublicId: string, kind: string, amountCents: number, reference: string) {
  await db.query(
    `insert into payments (booking_id, kind, amount_cents, provider, provider_reference)
     select id, $2, $3, 'test', $4 from bookings where public_id = $1`,
    [bookingPublicId, kind, amountCents, reference],
  );
}
