import { eveningHireRequest } from '../../tooling/site/evening-hire';

/**
 * A real booking for the pages that show one (edit, pay, confirmation, invitation), and a real
 * after-hours event for its edit page, made through the API as the pages would. When the API
 * cannot make them, the pages are measured with made-up ids instead (they then show their "not
 * found" state), and the report says so.
 */
export interface SampleBooking {
  bookingId: string;
  invitationId: string;
  /** An after-hours event on the party's day, in the evening after it (the whole centre is hired). */
  eventId: string;
  /** Why made-up ids are used, when they are. */
  madeUpBecause?: string;
}

interface Package { id: string; name: string; duration: number }
interface TimeSlot { id: string; time: string; isAvailable: boolean }
interface Room { id: string; name: string; maxCapacity: number; availability: { availableByDefault: boolean } }

const kids = 12;

export async function createSampleBooking(apiUrl: string): Promise<SampleBooking> {
  try {
    const { bookingId, invitationId, date } = await bookOnFirstFreeDate(apiUrl);
    return { bookingId, invitationId, eventId: await hireTheEvening(apiUrl, date) };
  } catch (error) {
    return { bookingId: 'bench-made-up-id', invitationId: 'bench-made-up-id', eventId: 'bench-made-up-id', madeUpBecause: String(error) };
  }
}

/** A pending after-hours event from 7 to 9 pm on `date`: parties end by 6:30 pm. */
async function hireTheEvening(apiUrl: string, date: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/bookings-afterhours/save`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(eveningHireRequest(date, { firstName: 'Sam', lastName: 'Bench', email: 'sam@example.com' })),
  });
  const body = (await response.json()) as { booking?: { uniqueBookingId?: string }; message?: string };
  const id = body.booking?.uniqueBookingId;
  if (!response.ok || !id) throw new Error(`POST /api/bookings-afterhours/save answered ${response.status}: ${body.message ?? JSON.stringify(body)}`);
  return id;
}

/** The first date at least 60 days ahead with a free slot and room: far from the 4-day cutoff. */
async function bookOnFirstFreeDate(apiUrl: string): Promise<{ bookingId: string; invitationId: string; date: string }> {
  const [pkg] = await getJson<Package[]>(apiUrl, '/api/packages');
  if (!pkg) throw new Error('the API has no packages');
  const unavailable = new Set(await getJson<string[]>(apiUrl, '/api/unavailable-dates'));
  for (let offset = 60; offset < 74; offset++) {
    const date = isoDate(daysFromNow(offset));
    if (unavailable.has(date)) continue;
    const slot = (await getJson<TimeSlot[]>(apiUrl, `/api/get-time-slots?date=${date}&duration=${pkg.duration}`)).find((s) => s.isAvailable);
    if (!slot) continue;
    const query = `timeSlots=${slot.time}&numberOfKids=${kids}&date=${date}&duration=${pkg.duration}`;
    const room = (await getJson<Room[]>(apiUrl, `/api/roomss3?${query}`)).find((r) => r.availability.availableByDefault);
    if (!room) continue;
    const response = await fetch(`${apiUrl}/api/booking-initiate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingBody(date, slot, room, pkg)),
    });
    const body = (await response.json()) as { bookingId?: string; invitationId?: string; message?: string };
    if (!response.ok || !body.bookingId || !body.invitationId) {
      throw new Error(`POST /api/booking-initiate answered ${response.status}: ${body.message ?? JSON.stringify(body)}`);
    }
    return { bookingId: body.bookingId, invitationId: body.invitationId, date };
  }
  throw new Error('no free slot and room in the two weeks searched');
}

function bookingBody(date: string, timeSlot: TimeSlot, room: Room, selectedPackage: Package) {
  return {
    childfName: 'Mia',
    childlName: 'Bench',
    childAge: 7,
    numberOfKids: kids,
    date,
    timeSlot,
    room,
    selectedPackage,
    kidsFood: [],
    adultsFood: [],
    addons: [],
    contactInfo: { parentName: 'Sam Bench', email: 'sam@example.com', phone: '0412 345 678', address: '1 Test Street, Parramatta' },
    acceptTerms: true,
    coupon: '',
    paymentOption: 'deposit',
    guestNames: [],
  };
}

async function getJson<T>(apiUrl: string, path: string): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export function daysFromNow(days: number): Date {
  return new Date(Date.now() + days * 24 * 60 * 60_000);
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
