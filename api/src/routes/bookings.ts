import {
  bookingCreateSchema,
  BOOKING_CLASH_MESSAGES,
  COUPON_MESSAGES,
  bookingReference,
  isPartyStartBookable,
  roomHoldsKids,
  roomTooSmallMessage,
  toCents,
  toDollars,
  type BookingCreatePayload,
  type BookingStep3Values,
} from '@party/domain';
import type { FastifyInstance } from 'fastify';
import { emailContext, queueBookingConfirmed } from '../email/queue';
import { badRequest, conflict, unprocessable } from '../http-errors';
import { CentreHiredError, CouponUsedUpError, RoomTakenError } from '../repositories/errors';
import { bookingCreateBody, bookingCreatedSchema, bookingUpdateBody, bookingUpdatedSchema, editQuoteSchema } from '../schemas/bookings';
import { errorResponses, idParams } from '../schemas/common';
import { priceNewBooking, resolveChoices } from '../services/booking-pricing';
import { findBooking, toStoredGuests } from '../services/booking-lookup';
import { readBookingRecord } from '../services/booking-record';
import { quoteBookingEdit, updateBooking } from '../services/booking-update';
import { expireAtProvider } from '../services/provider-sessions';
import { validateBody } from '../validation';

// Main bookings: create, read back, edit. The server prices every booking from its catalogue.

export async function bookingRoutes(app: FastifyInstance) {
  const { deps, apiConfig } = app;
  const { repos } = deps;
  const { venue } = apiConfig;

  app.post(
    '/api/booking-initiate',
    {
      onRequest: app.limiters.bookingCreate,
      schema: {
        tags: ['bookings'],
        description:
          "Creates a pending booking holding its room until its hold runs out (or a confirmed one at once when it costs $0). Totals sent are ignored: the answer carries the server's. 409 when an active booking of the room overlaps the party.",
        body: bookingCreateBody,
        response: { 201: bookingCreatedSchema, ...errorResponses(400, 409, 413, 422, 429) },
      },
    },
    async (request, reply) => {
      // The domain's BookingCreatePayload types the step-3 fields as unknown; their own type restores them.
      const draft = validateBody<typeof bookingCreateSchema, BookingCreatePayload & BookingStep3Values>(
        bookingCreateSchema,
        request.body,
      );
      const now = apiConfig.now();
      const [slot, room] = await Promise.all([
        repos.catalogue.findTimeSlot(draft.timeSlot.id),
        repos.catalogue.findRoom(draft.room.id),
      ]);
      if (!slot) throw badRequest(`Unknown time slot '${draft.timeSlot.id}'`);
      if (slot.time !== draft.timeSlot.time) throw badRequest(`Time slot '${slot.id}' starts at ${slot.time}, not ${draft.timeSlot.time}`);
      if (!room) throw badRequest(`Unknown room '${draft.room.id}'`);
      const resolved = await resolveChoices(repos.catalogue, {
        packageId: draft.selectedPackage.id,
        numberOfKids: draft.numberOfKids,
        kidsFood: draft.kidsFood,
        adultsFood: draft.adultsFood,
        addons: draft.addons,
      });
      if (!isPartyStartBookable(draft.date, slot.time, now, await repos.catalogue.unavailableDates(), venue.timeZone)) {
        throw unprocessable('That date and time cannot be booked online. Please choose a later date or time.');
      }
      if (!roomHoldsKids(room, draft.numberOfKids)) throw unprocessable(roomTooSmallMessage(room, 'booking'));
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
        // Confirmed at once: its confirmation is queued with it.
        free ? (tx, id) => queueBookingConfirmed(tx, emailContext(deps), { bookingId: id }) : undefined,
      ).catch((error: unknown) => {
        if (error instanceof RoomTakenError) throw conflict(BOOKING_CLASH_MESSAGES.roomTaken);
        if (error instanceof CentreHiredError) throw conflict(BOOKING_CLASH_MESSAGES.centreHired);
        if (error instanceof CouponUsedUpError) throw unprocessable(COUPON_MESSAGES.maxUsageExceeded);
        throw error;
      });
      await expireAtProvider(deps, created.closedSessions);
      reply.status(201);
      return {
        bookingId: created.publicId,
        reference: bookingReference(created.id, venue.referencePrefix),
        invitationId: created.invitationId,
        status: free ? 'confirmed' : 'pending',
        paymentOption: draft.paymentOption,
        ...priced.totals,
      };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/bookings/:id',
    {
      schema: {
        tags: ['bookings'],
        params: idParams,
        response: { 200: { $ref: 'BookingRecord#' }, ...errorResponses(400, 404) },
      },
    },
    async (request) => readBookingRecord(deps, request.params.id),
  );

  app.put<{ Params: { id: string } }>(
    '/api/bookings/:id',
    {
      schema: {
        tags: ['bookings'],
        description:
          "Changes food, add-ons, guests and payment option (acceptTerms must be true), priced by the server with the edit flow's rules; the number of kids is counted from the guest list. Closes the booking's open checkouts. 409 within 4 days of the event or when canceled; 422 when a rule refuses it (room too small, the coupon's minimum).",
        params: idParams,
        body: bookingUpdateBody,
        response: { 200: bookingUpdatedSchema, ...errorResponses(400, 404, 409, 413, 422) },
      },
    },
    async (request) => updateBooking(deps, request.params.id, request.body),
  );

  app.post<{ Params: { id: string } }>(
    '/api/bookings/:id/quote',
    {
      schema: {
        tags: ['bookings'],
        description:
          'What PUT /api/bookings/{id} would save and charge for the same body (acceptTerms not needed), refused in the same way; nothing is saved. The edit page shows exactly what the server will charge.',
        params: idParams,
        body: bookingUpdateBody,
        response: { 200: editQuoteSchema, ...errorResponses(400, 404, 409, 413, 422) },
      },
    },
    async (request) => quoteBookingEdit(deps, request.params.id, request.body),
  );

  app.get<{ Params: { id: string } }>(
    '/api/total-paid/:id',
    {
      schema: {
        tags: ['bookings'],
        description: 'What the booking has paid so far: every payment received',
        params: idParams,
        response: { 200: { type: 'object', properties: { totalPaid: { type: 'number' } } }, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ totalPaid: toDollars((await findBooking(deps, request.params.id)).received_cents) }),
  );
}
