import { bookingEditPath, LIMITS, rsvpByDate, rsvpSchema } from '@party/domain';
import type { FastifyInstance } from 'fastify';
import { emailContext, queueRsvp } from '../email/queue';
import { notFound } from '../http-errors';
import type { BookingRow } from '../repositories/bookings-repository';
import { createRsvpsRepository } from '../repositories/rsvps-repository';
import { errorResponses, publicIdSchema, text } from '../schemas/common';
import { findBooking } from '../services/booking-lookup';
import { validateBody } from '../validation';

// The invitation link has its own id. It reads only what a guest needs and takes RSVPs; it can
// never read, edit or pay the booking (those routes know only the booking's id).

const invitationParams = {
  type: 'object',
  properties: { invitationId: publicIdSchema },
  required: ['invitationId'],
} as const;

const invitationSchema = {
  type: 'object',
  description: "Guest-safe fields only: no parent details, no prices",
  properties: {
    childfName: { type: 'string' },
    childAge: { type: 'integer' },
    date: { type: 'string' },
    startTime: { type: 'string' },
    endTime: { type: 'string' },
    roomName: { type: 'string' },
    rsvpDate: { type: 'string' },
  },
} as const;

const rsvpGuestBody = {
  type: 'object',
  properties: {
    name: text(LIMITS.name),
    phone: text(LIMITS.phone),
    email: text(LIMITS.email),
    kidsNames: text(LIMITS.notes),
    allergies: text(LIMITS.notes),
  },
} as const;

const rsvpGuestSchema = {
  type: 'object',
  properties: {
    rsvpId: { type: 'integer' },
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    kidsNames: { type: 'string' },
    allergies: { type: 'string' },
    respondedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export async function invitationRoutes(app: FastifyInstance) {
  const { repos, apiConfig } = app;

  /** A canceled party has no invitation to answer. */
  async function findInvitation(invitationId: string): Promise<BookingRow> {
    const row = await repos.bookings.findByInvitationId(invitationId);
    if (!row || row.status === 'canceled') throw notFound('Invitation not found');
    return row;
  }

  app.get<{ Params: { invitationId: string } }>(
    '/api/invitations/:invitationId',
    {
      schema: {
        tags: ['invitations'],
        params: invitationParams,
        response: { 200: invitationSchema, ...errorResponses(400, 404) },
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
        rsvpDate: rsvpByDate(row.date),
      };
    },
  );

  app.post<{ Params: { invitationId: string } }>(
    '/api/invitations/:invitationId/rsvps',
    {
      onRequest: app.limiters.rsvp,
      schema: {
        tags: ['invitations'],
        description: "Stores an RSVP: one guest or more, each with a name and an email; the parent is emailed",
        params: invitationParams,
        body: { type: 'object', properties: { guests: { type: 'array', maxItems: LIMITS.listItems, items: rsvpGuestBody } } },
        response: { 201: { type: 'object', properties: { id: { type: 'integer' } } }, ...errorResponses(400, 404, 413, 429) },
      },
    },
    async (request, reply) => {
      const rsvp = validateBody(rsvpSchema, request.body);
      const row = await findInvitation(request.params.invitationId);
      // The parent's email is queued with the RSVP it reports.
      const context = emailContext(app);
      const id = await app.db.transaction(async (tx) => {
        const rsvpId = await createRsvpsRepository(tx).create(row.id, rsvp.guests, apiConfig.now());
        await queueRsvp(tx, context, {
          rsvpId,
          bookingId: row.id,
          parent: { name: row.parent_name, address: row.email },
          childFirstName: row.child_first_name,
          date: row.date,
          editUrl: `${apiConfig.siteUrl}${bookingEditPath(row.public_id)}`,
          guests: rsvp.guests,
        });
        return rsvpId;
      });
      reply.status(201);
      return { id };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/bookings/:id/rsvps',
    {
      schema: {
        tags: ['invitations'],
        description: "The guests who answered the booking's invitation, for the parent",
        params: { type: 'object', properties: { id: publicIdSchema }, required: ['id'] },
        response: { 200: { type: 'array', items: rsvpGuestSchema }, ...errorResponses(400, 404) },
      },
    },
    async (request) => repos.rsvps.listForBooking((await findBooking(app, request.params.id)).id),
  );
}
