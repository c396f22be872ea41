import {
  editNumberOfKids,
  feesTotal,
  guestCount,
  priceEditBooking,
  type AttendanceForm,
  type BookingRecord,
  type EditQuote,
  type Guest,
  type PaymentOption,
} from '@party/domain';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { venueHandler, venueLoadedBeforeAll } from '@party/shared-ui/src/test/venue-fixtures';
import { countedPaid, estimateQuote } from '../features/edit-booking/edit-price';
import { addons, adultsFood, aBooking, kidsFood, rsvps } from './fixtures';

// The API at the network layer. In jsdom the page's origin is http://localhost.
export const API = 'http://localhost/api';

/** The booking GET /api/bookings/{id} answers with, which the stand-in quote prices edits of. */
let served: BookingRecord = aBooking();

interface EditBody {
  adultsFood: Array<{ id: string; quantity: number }>;
  addons: Array<{ id: string; quantity: number }>;
  guestNames: Guest[];
  numberOfKids?: number;
  paymentOption: PaymentOption;
}

/**
 * A stand-in for POST /api/bookings/{id}/quote, so that every edit test is answered: the edit
 * priced from the test catalogue by the domain's rules, with the booking's coupon terms, and its
 * money worked out as the page estimates it. Tests of what the page does with the server's own
 * figures answer with figures of their own.
 */
function standInQuote(booking: BookingRecord, edit: EditBody): EditQuote {
  const guests = guestCount(edit.guestNames);
  const numberOfKids = editNumberOfKids(edit.numberOfKids, booking.numberOfKids);
  const lines = <T extends { id: string | number }>(chosen: EditBody['addons'], items: T[]) =>
    chosen.map(({ id, quantity }) => ({ ...(items.find((item) => item.id === id) as T), quantity }));
  const price = priceEditBooking({
    selectedPackage: booking.selectedPackage,
    numberOfKids,
    adultsFood: lines(edit.adultsFood, adultsFood),
    addons: lines(edit.addons, addons),
    guestCount: guests,
    coupon: booking.couponTerms,
    appliedDiscountAmount: booking.appliedDiscountAmount,
    totalPaid: countedPaid(booking),
    paymentOption: edit.paymentOption,
    fees: feesTotal(booking.fees),
  });
  return estimateQuote(price, numberOfKids, booking);
}

/** The guest of honour's family's attendance form (decision 062): made, never filled. */
export function aFamilyForm(overrides: Partial<AttendanceForm> = {}): AttendanceForm {
  return {
    formId: 'host-form-1',
    family: 'host',
    party: { childfName: 'Mia', childAge: 7, date: '2031-06-20', startTime: '10:00', endTime: '12:00', roomName: 'Ocean Room' },
    form: { guardianName: '', guardianMobile: '', emergencyName: '', emergencyPhone: '', children: [{ name: 'Mia', age: 7, allergies: '', medicalNotes: '' }], agreedName: '' },
    conditions: [],
    agreedAt: null,
    open: true,
    closed: null,
    version: 1,
    ...overrides,
  };
}

let familyForm = aFamilyForm();

/** Answers GET /api/bookings/{id}/attendance-form with this form. */
export function serveFamilyForm(form: AttendanceForm) {
  familyForm = form;
}

export const server = setupServer(
  venueHandler,
  http.get(`${API}/bookings/:id/rsvps`, () => HttpResponse.json(rsvps)),
  http.get(`${API}/bookings/:id/attendance-form`, () => HttpResponse.json(familyForm)),
  http.get(`${API}/bookings/:id`, () => HttpResponse.json(served)),
  http.post(`${API}/bookings/:id/quote`, async ({ request }) => HttpResponse.json(standInQuote(served, (await request.json()) as EditBody))),
  http.get(`${API}/food-items`, () => HttpResponse.json({ kidsFood, adultsFood })),
  http.get(`${API}/addons`, () => HttpResponse.json(addons)),
  // The move's calendar (decision 052): no day closed or full unless a test says so.
  http.get(`${API}/unavailable-dates`, () => HttpResponse.json([])),
  http.get(`${API}/full-party-dates`, () => HttpResponse.json([])),
);

/** Answers GET /api/bookings/{id} with this booking (and prices quotes of edits to it). */
export function serveBooking(booking: BookingRecord) {
  served = booking;
}

/** Records the JSON bodies a POST or PUT endpoint receives and answers with `answer`. */
export function recordCalls(method: 'post' | 'put', path: string, answer: JsonBodyType, status = 200) {
  const bodies: unknown[] = [];
  server.use(
    http[method](`${API}${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(answer, { status });
    }),
  );
  return bodies;
}

/** The usual life cycle: every request must be answered by a handler. */
export function serveApiForEachTest() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  venueLoadedBeforeAll();
  afterEach(() => {
    server.resetHandlers();
    served = aBooking();
    familyForm = aFamilyForm();
  });
  afterAll(() => server.close());
}
