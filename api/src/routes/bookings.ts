import {
  API_PATHS,
  BOOKING_CLASH_MESSAGES,
  bookingCreateBody,
  bookingCreatedAnswer,
  bookingEditBody,
  bookingIdParams,
  bookingRecordSchema,
  bookingReference,
  bookingUpdateBody,
  bookingUpdatedAnswer,
  COUPON_MESSAGES,
  editQuoteSchema,
  partyDateNotBookableMessage,
  partyStartProblem,
  roomHoldsKids,
  roomTooSmallMessage,
  toCents,
  toDollars,
  totalPaidAnswer,
} from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailContext, heldEmailDelayMs, queueBookingConfirmed, queueBookingHeld } from '../email/queue';
import { apiError, BODY_ERRORS, errorAnswers } from '../http-errors';
import { CentreHiredError, CouponUsedUpError, RoomTakenError } from '../repositories/errors';
import { priceNewBooking, resolveChoices } from '../services/booking-pricing';
import { findBooking, toStoredGuests } from '../services/booking-lookup';
import { readBookingRecord } from '../services/booking-record';
import { quoteBookingEdit, updateBooking } from '../services/booking-update';
import { expireAtProvider } from '../services/provider-sessions';

// Main bookings: create, read back, edit. The server prices every booking from its catalogue.

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, apiConfig } = app;
  const { repos } = deps;
  const { venue } = apiConfig;

  app.post(
    API_PATHS.bookingInitiate,
    {
      onRequest: app.limiters.bookingCreate,
      schema: {
        tags: ['bookings'],
        description:
          "Creates a pending booking holding its room until its hold runs out (or a confirmed one at once when it costs $0). Totals sent are ignored: the answer carries the server's. 'room-taken' when an active booking of the room overlaps the party.",
        body: bookingCreateBody,
        response: {
          201: bookingCreatedAnswer,
          ...errorAnswers('unknown-item', 'room-taken', 'centre-hired', 'date-not-bookable', 'room-too-small', 'too-many-kids-food', 'included-in-package', 'coupon-refused', 'coupon-used-up', 'rate-limited', ...BODY_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const draft = request.body;
      const now = apiConfig.now();
      const [slot, room] = await Promise.all([
        repos.catalogue.findTimeSlot(draft.timeSlot.id),
        repos.catalogue.findRoom(draft.room.id),
      ]);
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
      const dateProblem = partyStartProblem(
        { date: draft.date, time: slot.time, minutes: Math.round(resolved.pkg.duration * 60) },
        { now, unavailableDates: await repos.catalogue.unavailableDates(), timeZone: venue.timeZone, hours: apiConfig.venueHours },
      );
      if (dateProblem) throw apiError('date-not-bookable', partyDateNotBookableMessage(dateProblem, venue.phone));
      if (!roomHoldsKids(room, draft.numberOfKids)) throw apiError('room-too-small', roomTooSmallMessage(room, 'booking'));
      const priced = await priceNewBooking(resolved, repos.coupons, draft.coupon, now, venue);
      // A booking with nothing to pay needs no checkout: it is confirmed at once (decision 009).
      const free = toCents(priced.totals.finalPrice) === 0;
      const created = await repos.bookings.create(
        {
          childFirstName: draft.childfName,
          childLastName: draft.childlName,
          childAge: draft.childAge,
          numberOfKids: draft.numberOfKids,
          packageId: resolved.pkg.id,
          roomId: room.id,
          timeSlotId: slot.id,
          date: draft.date,
          startTime: slot.time,
          durationMinutes: Math.round(resolved.pkg.duration * 60),
          status: free ? 'confirmed' : 'pending',
          holdExpiresAt: free ? null : new Date(now.getTime() + apiConfig.bookingHoldMinutes * 60_000),
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
          finalCents: toCents(priced.totals.finalPrice),
        },
        now,
        draft.replacesBookingId || undefined,
        // Confirmed at once: its confirmation is queued with it. Held unpaid: its 'not booked yet'
        // email, due a while later and dropped if it is paid first.
        free
          ? (tx, id) => queueBookingConfirmed(tx, emailContext(deps), { bookingId: id })
          : (tx, id) => queueBookingHeld(tx, emailContext(deps), id, heldEmailDelayMs(apiConfig.bookingHoldMinutes)),
      ).catch((error: unknown) => {
        if (error instanceof RoomTakenError) throw apiError('room-taken', BOOKING_CLASH_MESSAGES.roomTaken);
        if (error instanceof CentreHiredError) throw apiError('centre-hired', BOOKING_CLASH_MESSAGES.centreHired);
        if (error instanceof CouponUsedUpError) throw apiError('coupon-used-up', COUPON_MESSAGES.maxUsageExceeded);
        throw error;
      });
      await expireAtProvider(deps, created.closedSessions);
      reply.status(201);
      return {
        bookingId: created.publicId,
        reference: bookingReference(created.id),
        invitationId: created.invitationId,
        status: free ? ('confirmed' as const) : ('pending' as const),
        paymentOption: draft.paymentOption,
        ...priced.totals,
      };
    },
  );

  app.get(
    API_PATHS.booking,
    {
      schema: {
        tags: ['bookings'],
        description: 'The booking, with its money as the payments recorded it',
        params: bookingIdParams,
        response: { 200: bookingRecordSchema, ...errorAnswers('booking-not-found') },
      },
    },
    async (request) => readBookingRecord(deps, request.params.id),
  );

  // What an edit can be refused for: the same for saving it and for its quote.
  const editRefusals = errorAnswers(
    'booking-not-found',
    'booking-canceled',
    'online-changes-closed',
    'changed-meanwhile',
    'unknown-item',
    'too-many-kids-food',
    'included-in-package',
    'payment-option-not-offered',
    'room-too-small',
    'coupon-min-cart',
    'coupon-used-up',
    ...BODY_ERRORS,
  );

  app.put(
    API_PATHS.booking,
    {
      schema: {
        tags: ['bookings'],
        description:
          "Changes food, add-ons, guests and payment option (acceptTerms must be true), priced by the server with the edit flow's rules; the number of kids is counted from the guest list. Closes the booking's open checkouts. 'online-changes-closed' within 4 days of the event.",
        params: bookingIdParams,
        body: bookingUpdateBody,
        response: { 200: bookingUpdatedAnswer, ...editRefusals },
      },
    },
    async (request) => updateBooking(deps, request.params.id, request.body),
  );

  app.post(
    API_PATHS.bookingQuote,
    {
      schema: {
        tags: ['bookings'],
        description:
          'What PUT /api/bookings/{id} would save and charge for the same body (acceptTerms not needed), refused in the same way; nothing is saved. The edit page shows exactly what the server will charge.',
        params: bookingIdParams,
        body: bookingEditBody,
        response: { 200: editQuoteSchema, ...editRefusals },
      },
    },
    async (request) => quoteBookingEdit(deps, request.params.id, request.body),
  );

  app.get(
    API_PATHS.totalPaid,
    {
      schema: {
        tags: ['bookings'],
        description: 'What the booking has paid so far: every payment received',
        params: bookingIdParams,
        response: { 200: totalPaidAnswer, ...errorAnswers('booking-not-found') },
      },
    },
    async (request) => ({ totalPaid: toDollars((await findBooking(deps, request.params.id)).received_cents) }),
  );
};
