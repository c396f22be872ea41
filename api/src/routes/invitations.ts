import {
  API_PATHS,
  bookingEditPath,
  bookingIdParams,
  invitationIdParams,
  invitationSchema,
  rsvpBody,
  rsvpByDate,
  rsvpListAnswer,
  rsvpSentAnswer,
} from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailContext, queueRsvp } from '../email/queue';
import { apiError, BODY_ERRORS, errorAnswers } from '../http-errors';
import type { BookingRow } from '../repositories/bookings-repository';
import { createRsvpsRepository } from '../repositories/rsvps-repository';
import { findBooking } from '../services/booking-lookup';

// The invitation link has its own id. It reads only what a guest needs and takes RSVPs; it can
// never read, edit or pay the booking (those routes know only the booking's id).

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, apiConfig } = app;
  const { repos } = deps;

  /** A canceled party has no invitation to answer. */
  async function findInvitation(invitationId: string): Promise<BookingRow> {
    const row = await repos.bookings.findByInvitationId(invitationId);
    if (!row || row.status === 'canceled') throw apiError('invitation-not-found', 'Invitation not found');
    return row;
  }

  app.get(
    API_PATHS.invitation,
    {
      schema: {
        tags: ['invitations'],
        description: 'The invitation, as a guest reads it: the party, never the parent or a price',
        params: invitationIdParams,
        response: { 200: invitationSchema, ...errorAnswers('invitation-not-found') },
      },
    },
    async (request) => {
      const row = await findInvitation(request.params.invitationId);
      return {
        childfName: row.child_first_name,
        childAge: row.child_age,
        date: row.date,
        startTime: row.start_time,
        endTime: row.end_time,
        roomName: row.room_name,
        rsvpDate: rsvpByDate(row.date, apiConfig.now(), apiConfig.venue.timeZone),
      };
    },
  );

  app.post(
    API_PATHS.invitationRsvps,
    {
      onRequest: app.limiters.rsvp,
      schema: {
        tags: ['invitations'],
        description: "Stores an RSVP: one guest or more, each with a name and an email; the parent is emailed",
        params: invitationIdParams,
        body: rsvpBody,
        response: { 201: rsvpSentAnswer, ...errorAnswers('invitation-not-found', 'rate-limited', ...BODY_ERRORS) },
      },
    },
    async (request, reply) => {
      const rsvp = request.body;
      const row = await findInvitation(request.params.invitationId);
      // The parent's email is queued with the RSVP it reports.
      const context = emailContext(deps);
      const id = await deps.db.transaction(async (tx) => {
        const stored = await createRsvpsRepository(tx).create(row.id, rsvp.guests, apiConfig.now());
        await queueRsvp(tx, context, {
          rsvpId: stored.id,
          bookingId: row.id,
          parent: { name: row.parent_name, address: row.email },
          childFirstName: row.child_first_name,
          date: row.date,
          editUrl: `${apiConfig.siteUrl}${bookingEditPath(row.public_id)}`,
          guests: rsvp.guests,
        });
        return stored.publicId;
      });
      reply.status(201);
      return { id };
    },
  );

  app.get(
    API_PATHS.bookingRsvps,
    {
      schema: {
        tags: ['invitations'],
        description: "The guests who answered the booking's invitation, for the parent",
        params: bookingIdParams,
        response: { 200: rsvpListAnswer, ...errorAnswers('booking-not-found') },
      },
    },
    async (request) => repos.rsvps.listForBooking((await findBooking(deps, request.params.id)).id),
  );
};
