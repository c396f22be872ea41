import {
  API_PATHS,
  phoneAvailabilityAnswer,
  phoneAvailabilityQuery,
  phoneBookingAnswer,
  phoneBookingBody,
  phoneBookingChoicesAnswer,
  refundMadeBody,
  refundRecordedAnswer,
  staffArrivalBody,
  staffArrivalSchema,
  staffBookingAnswer,
  staffBookingParams,
  staffBookingSearchAnswer,
  staffBookingSearchQuery,
  staffCounterPaymentAnswer,
  staffCounterPaymentBody,
  staffNoteBody,
  staffNoteSchema,
  staffProviderRefundAnswer,
  staffProviderRefundBody,
} from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordRefund } from '../../services/refunds';
import { actorOf, sessionOf } from '../sign-in/access';
import { addNote, bookingPage, markArrival, searchBookings } from '../services/bookings';
import { takeCounterPayment } from '../services/counter-payment';
import { sendRefund } from '../services/provider-refund';
import { bookByPhone, phoneAvailability, phoneBookingChoices } from '../services/phone-booking';
import { staffRoute } from './staff-route';
import { created, createdOnce, createdOnceAnswers } from '../../routes/route-answers';

// Bookings as the staff find them and work on them (decision 032): the search, one booking whole,
// and what the front desk does on the day and a manager after it.

const tags = ['staff: bookings'];
/** What the routes about one booking (named by its reference) share. */
const bookingRoute = { tags, params: staffBookingParams };

export const staffBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    API_PATHS.staffBookings,
    staffRoute({
      staff: 'bookings.read',
      tags,
      description: "Parties and hires by reference (JJ1002), a child's or parent's name, an email or a mobile, newest first (at most 50); the newest without q.",
      querystring: staffBookingSearchQuery,
      answers: { 200: staffBookingSearchAnswer },
    }),
    async (request) => searchBookings(deps.db, request.query.q, sessionOf(request).member.role),
  );

  // A party booked for a parent on the phone or at the counter (decision 054): what it can choose,
  // where it can go, and the booking, held and paid as an online one.
  app.get(
    API_PATHS.staffBookingChoices,
    staffRoute({
      staff: 'bookings.create',
      tags,
      description: 'What a party booked by phone can choose: every package (those kept off the public pages marked shownOnline: false), and the food and add-ons on offer.',
      answers: { 200: phoneBookingChoicesAnswer },
    }),
    async () => phoneBookingChoices(deps),
  );

  app.get(
    API_PATHS.staffAvailability,
    staffRoute({
      staff: 'bookings.create',
      tags,
      description: "Where a party of the package (hidden or not) and number of kids could start on the date: each start time the public calendar would offer the package's length, with each room free then and big enough.",
      querystring: phoneAvailabilityQuery,
      answers: { 200: phoneAvailabilityAnswer },
      errors: ['unknown-item'],
    }),
    async (request) => phoneAvailability(deps, request.query),
  );

  app.post(
    API_PATHS.staffBookings,
    staffRoute({
      staff: 'bookings.create',
      tags,
      description: "Books a party for a parent on the phone or at the counter: a child of 1 to 17, any package the venue sells (hidden ones included), a start time and room the public calendar would offer. It is checked, priced and held unpaid exactly as an online booking (BOOKING_HOLD_MINUTES), and the parent is emailed the link to pay the deposit or the full amount online at once; a payment at the counter confirms it. Its history names the staff member.",
      body: phoneBookingBody,
      answers: { 201: phoneBookingAnswer },
      errors: ['unknown-item', 'room-taken', 'centre-hired', 'venue-closed', 'date-not-bookable', 'room-too-small', 'too-many-kids-food', 'included-in-package'],
    }),
    async (request, reply) => created(reply, bookByPhone(deps, request.body, actorOf(request))),
  );

  app.get(
    API_PATHS.staffBooking,
    staffRoute({
      staff: 'bookings.read',
      ...bookingRoute,
      description: 'Everything of one booking: its order, its money with every payment and refund, the emails it caused (sent and waiting), its RSVPs, staff notes, arrival and history (who changed what, customers and staff).',
      answers: { 200: staffBookingAnswer },
      errors: ['booking-not-found'],
    }),
    async (request) => bookingPage(deps, request.params.reference, sessionOf(request).member.role),
  );

  app.put(
    API_PATHS.staffBookingArrival,
    staffRoute({
      staff: 'bookings.arrive',
      ...bookingRoute,
      description: "Mark arrived, a no-show, or back to expected; answers the arrival. 'booking-canceled' for a canceled booking.",
      body: staffArrivalBody,
      answers: { 200: staffArrivalSchema },
      errors: ['booking-not-found', 'booking-canceled'],
    }),
    async (request) => markArrival(deps, request.params.reference, request.body.state, actorOf(request)),
  );

  app.post(
    API_PATHS.staffBookingNotes,
    staffRoute({
      staff: 'bookings.note',
      ...bookingRoute,
      description: 'Adds a staff note (at most 2,000 characters) to the booking; answers the note.',
      body: staffNoteBody,
      answers: { 201: staffNoteSchema },
      errors: ['booking-not-found'],
    }),
    async (request, reply) => created(reply, addNote(deps, request.params.reference, request.body.text, actorOf(request))),
  );

  app.post(
    API_PATHS.staffBookingPayments,
    staffRoute({
      staff: 'payments.take',
      ...bookingRoute,
      description: "Take payment: a balance taken at the counter by card or in cash, at most what is due ('payment-too-large'). It is a payment like an online one: the booking's money, the parent's receipt and the venue's notices follow. Its requestId names it: sent again it answers 200 with the payment on record (alreadyRecorded); used for another payment, 'payment-request-reused'.",
      body: staffCounterPaymentBody,
      answers: createdOnceAnswers(staffCounterPaymentAnswer),
      errors: ['booking-not-found', 'booking-canceled', 'booking-over', 'payment-too-large', 'payment-request-reused'],
    }),
    async (request, reply) => createdOnce(reply, takeCounterPayment(deps, request.params.reference, request.body, actorOf(request)), (taken) => taken.alreadyRecorded),
  );

  app.post(
    API_PATHS.staffBookingRefunds,
    staffRoute({
      staff: 'refunds.record',
      ...bookingRoute,
      description: "Record refund: a refund made to the customer (by the provider or in cash), by its amount and reference, with a note. The same rules as the venue's refund call: recorded once by its reference (200 with the one on record; 'refund-reference-taken' with another amount), 'refund-too-large' beyond what the booking holds or is owed back (unless beyondOwedBack).",
      body: refundMadeBody,
      answers: createdOnceAnswers(refundRecordedAnswer),
      errors: ['booking-not-found', 'refund-too-large', 'refund-reference-taken'],
    }),
    async (request, reply) => createdOnce(reply, recordRefund(deps, request.params.reference, request.body, actorOf(request)), (recorded) => recorded.alreadyRecorded),
  );

  app.post(
    API_PATHS.staffBookingProviderRefunds,
    staffRoute({
      staff: 'refunds.send',
      ...bookingRoute,
      description: "Refund: sends money back through the payment provider against the booking's online payments, newest first, each up to what remains of it; what no online payment can take is left owed back (notSentOnline) for a cash refund recorded by hand. The amount (what is owed back when left out) is at most what is owed back ('refund-too-large'). Each refund is pending (counted as given back) until the provider settles it; one that fails is owed back again. Its requestId names it: sent again it answers 200 with what was sent and sends nothing more. 'payment-provider-unavailable' when the provider did not take it: the refund is shown failed, its money still owed back; a new requestId sends it again.",
      body: staffProviderRefundBody,
      answers: createdOnceAnswers(staffProviderRefundAnswer),
      errors: ['booking-not-found', 'refund-too-large', 'payment-provider-unavailable'],
    }),
    async (request, reply) => createdOnce(reply, sendRefund(deps, request.params.reference, request.body, actorOf(request)), (sent) => sent.alreadySent),
  );
};
