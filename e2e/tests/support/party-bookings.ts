import { eveningHireRequest } from '../../../tooling/site/evening-hire';

// Party bookings made through the real API (E2E_API_URL, started by the global setup, unless a
// test names an API of its own), for the browser tests of the pages that come after booking: edit,
// pay-now and confirmation.

export function apiUrl(): string {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('E2E_API_URL is set by the global setup');
  return url;
}

/** The venue's calendar date (Sydney) this many days from now, yyyy-MM-dd. */
export function venueDateIn(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date(Date.now() + days * 86_400_000));
}

export interface CreatedBooking {
  bookingId: string;
  reference: string;
  invitationId: string;
  date: string;
}

/** Days from today (Sydney) a test's party may be on, in order of preference. */
export const daysFrom = (first: number, count: number) => Array.from({ length: count }, (_, i) => first + i);

const rooms = [
  { id: 'ocean-room', name: 'Ocean Room', maxCapacity: 25 },
  { id: 'space-room', name: 'Space Room', maxCapacity: 40 },
];
const slots = [
  { id: 'slot-1000', time: '10:00' },
  { id: 'slot-1200', time: '12:00' },
  { id: 'slot-1400', time: '14:00' },
];

/**
 * A pending booking of Basic Fun ($300 for 10 kids) with chicken nuggets, one sandwich platter
 * ($65) and lolly bags ($5 per child): $415, unless `changes` says otherwise. Tests run side by side on one API, so a room and time
 * already taken (409), or a day the venue is closed (422), moves on to the next room, time or day.
 */
export async function createBooking(days: readonly number[], changes: Record<string, unknown> = {}, api = apiUrl()): Promise<CreatedBooking> {
  for (const day of days) {
    const date = venueDateIn(day);
    for (const room of rooms) {
      for (const slot of slots) {
        const response = await postJson('/api/booking-initiate', { ...bookingBody(date, room, slot), ...changes }, api);
        if (response.status === 409 || response.status === 422) continue;
        const body = (await response.json()) as CreatedBooking & { message?: string };
        if (response.status !== 201) throw new Error(`booking-initiate answered ${response.status}: ${body.message}`);
        return { ...body, date };
      }
    }
  }
  throw new Error(`No room free on any of the days ${days.join(', ')} from today`);
}

/**
 * `count` bookings as createBooking makes them, one per free room and time from the first day on
 * (for a test with an API of its own: each room and time is tried once).
 */
export async function createBookings(count: number, firstDay: number, changes: Record<string, unknown>, api: string): Promise<CreatedBooking[]> {
  const made: CreatedBooking[] = [];
  for (let day = firstDay; made.length < count; day += 1) {
    const date = venueDateIn(day);
    for (const room of rooms) {
      for (const slot of slots) {
        if (made.length === count) break;
        const response = await postJson('/api/booking-initiate', { ...bookingBody(date, room, slot), ...changes }, api);
        if (response.status === 422) break;
        const body = (await response.json()) as CreatedBooking & { message?: string };
        if (response.status !== 201) throw new Error(`booking-initiate answered ${response.status}: ${body.message}`);
        made.push({ ...body, date });
      }
    }
  }
  return made;
}

/** The booking-initiate body of a party of Basic Fun for 10 kids in this room at this time (see createBooking). */
export function bookingBody(date: string, room: { id: string }, slot: { id: string; time: string }) {
  return {
    childfName: 'Mia',
    childlName: 'Nguyen',
    childAge: 7,
    numberOfKids: 10,
    date,
    timeSlot: { ...slot, isAvailable: true },
    room: { ...room, availability: { availableByDefault: true } },
    selectedPackage: { id: 'basic-fun', name: 'Basic Fun' },
    kidsFood: [{ id: 'chicken-nuggets' }],
    adultsFood: [{ id: 'sandwich-platter', quantity: 1 }],
    addons: [{ id: 'lolly-bags' }],
    contactInfo: { parentName: 'Linh Nguyen', email: 'linh@example.com', phone: '0412345678', address: '1 Test Street, Parramatta' },
    acceptTerms: true,
    coupon: '',
    paymentOption: 'deposit',
    guestNames: [],
    totalPrice: 0,
    finalPrice: 0,
    depositAmount: 0,
    appliedDiscountAmount: 0,
  };
}

/** The booking as the pages read it (GET /api/bookings/{id}). */
export type StoredBooking = Record<string, unknown> & {
  status: string;
  finalPrice: number;
  adultsFood: Array<{ id: string; quantity: number }>;
  addons: Array<{ id: string; quantity: number }>;
  date: string;
  room: { id: string; name: string };
  timeSlot: { id: string; time: string };
};

export async function readBooking(bookingId: string, api = apiUrl()): Promise<StoredBooking> {
  const response = await fetch(`${api}/api/bookings/${encodeURIComponent(bookingId)}`);
  if (!response.ok) throw new Error(`GET /api/bookings/${bookingId} answered ${response.status}`);
  return response.json() as Promise<StoredBooking>;
}

/** The parent's deposit, paid at the test checkout without a browser: the booking becomes confirmed. */
export const payDeposit = (bookingId: string, api = apiUrl()) => payAtTestCheckout('/api/create-dynamic-checkout-session', bookingId, api);

/** The whole price (or what is left of it), paid at the test checkout without a browser. */
export const payInFull = (bookingId: string, api = apiUrl()) => payAtTestCheckout('/api/create-dynamic-checkout-session-full', bookingId, api);

async function payAtTestCheckout(path: string, bookingId: string, api: string): Promise<void> {
  const response = await postJson(path, { bookingId }, api);
  const { url } = (await response.json()) as { url: string };
  if (response.status !== 201 || !url) throw new Error(`${path} answered ${response.status}`);
  // The checkout's address is on the site's origin; its Pay form posts to the API behind it.
  const paid = await fetch(`${api}${new URL(url).pathname}/pay`, { method: 'POST', redirect: 'manual' });
  if (paid.status !== 303) throw new Error(`paying at ${path} answered ${paid.status}`);
}

/** A family's answer on the booking's invitation page: coming with its kids, or (no kids) can't come. */
export async function answerInvitation(
  invitationId: string,
  family: { name: string; email: string; phone?: string; kids?: Array<{ name: string; allergies?: string }> },
): Promise<{ formId: string | null }> {
  const { kids = [], ...who } = family;
  const response = await postJson(`/api/invitations/${encodeURIComponent(invitationId)}/rsvps`, { ...who, coming: kids.length > 0, kids });
  if (!response.ok) throw new Error(`the RSVP answered ${response.status}`);
  const { formId } = (await response.json()) as { formId: string | null };
  return { formId };
}

/** A JSON POST to the API. */
export function postJson(path: string, body: unknown, api = apiUrl()): Promise<Response> {
  return fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** An after-hours hire from 7 to 9 pm on the first evening from `day` that no other hire holds; gives its id and reference. */
export async function hireAnEvening(day: number, email: string, firstName = 'Sam'): Promise<{ id: string; reference: string }> {
  for (let offset = day; offset < day + 30; offset += 1) {
    const response = await postJson('/api/bookings-afterhours/save', eveningHireRequest(venueDateIn(offset), { firstName, lastName: 'Venue', email }));
    if (response.status === 409 || response.status === 422) continue;
    const body = (await response.json()) as { booking?: { uniqueBookingId: string; reference: string }; message?: string };
    if (response.status !== 201 || !body.booking) throw new Error(`bookings-afterhours/save answered ${response.status}: ${body.message}`);
    return { id: body.booking.uniqueBookingId, reference: body.booking.reference };
  }
  throw new Error(`No free evening from day ${day}`);
}
