import {
  API_PATHS,
  attendanceFormPath,
  bookingEditPath,
  bookingIdParams,
  hostFirstName,
  icsCalendar,
  INVITATION_MESSAGES,
  invitationCalendarEvent,
  invitationEventUid,
  invitationIdParams,
  invitationPath,
  invitationSchema,
  isCalledOff,
  isRsvpOpen,
  rsvpBody,
  rsvpByDate,
  rsvpListAnswer,
  rsvpSentAnswer,
  rsvpTotals,
  z,
  type Invitation,
} from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailContext } from '../email/outbox-message';
import { queueRsvp, queueRsvpCopy } from '../email/queue-rsvps';
import { apiError, BODY_ERRORS, errorAnswers } from '../http-errors';
import type { BookingRow } from '../repositories/booking-row';
import { createAttendanceFormsRepository } from '../repositories/attendance-forms-repository';
import { createRsvpsRepository } from '../repositories/rsvps-repository';
import { findBooking } from '../services/booking-lookup';
import { guestPartyOf } from '../email/change-of-plan-emails';

// The invitation link has its own id. It reads only what a guest needs and takes RSVPs; it can
// never read, edit or pay the booking (those routes know only the booking's id).

const tags = ['invitations'];

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, apiConfig } = app;
  const { repos } = deps;
  const { venue } = apiConfig;

  /**
   * The booking whose invitation this is. A party canceled by its parent or the venue keeps its
   * invitation, which says it is not going ahead (decision 052); one that was never booked (its
   * hold ran out, replaced by a newer booking) has no invitation to answer.
   */
  async function findInvitation(invitationId: string): Promise<BookingRow> {
    const row = await repos.bookings.findByInvitationId(invitationId);
    if (!row || (row.status === 'canceled' && !calledOff(row))) throw apiError('invitation-not-found', 'Invitation not found');
    return row;
  }

  /** Canceled by its parent or the venue: the party was on, and its guests are told it is off. */
  const calledOff = (row: BookingRow) => isCalledOff({ status: row.status, canceledReason: row.canceled_reason });

  /** The party as a guest reads it: never the parent's contact details, the booking or a price. */
  const invitationOf = (row: BookingRow): Invitation => ({
    ...guestPartyOf(row),
    rsvpDate: rsvpByDate(row.date, apiConfig.now(), venue.timeZone),
    hostFirstName: hostFirstName(row.parent_name),
    rsvpOpen: !calledOff(row) && isRsvpOpen({ date: row.date, startTime: row.start_time }, apiConfig.now(), venue.timeZone),
    canceled: calledOff(row),
  });

  app.get(
    API_PATHS.invitation,
    {
      schema: {
        tags,
        description: 'The invitation, as a guest reads it: the party and who invites, never the parent\'s contact details or a price',
        params: invitationIdParams,
        response: { 200: invitationSchema, ...errorAnswers('invitation-not-found') },
      },
    },
    async (request) => invitationOf(await findInvitation(request.params.invitationId)),
  );

  app.get(
    API_PATHS.invitationCalendar,
    {
      schema: {
        tags,
        description: "The party as an .ics file for the guest's calendar: from its start to its end, venue time, at the venue",
        params: invitationIdParams,
        response: {
          200: { description: 'An iCalendar file of one event', content: { 'text/calendar': { schema: z.string() } } },
          ...errorAnswers('invitation-not-found'),
        },
      },
    },
    async (request, reply) => {
      const { invitationId } = request.params;
      const row = await findInvitation(invitationId);
      const invitation = invitationOf(row);
      const event = invitationCalendarEvent(invitation, venue, `${apiConfig.siteUrl}${invitationPath(invitationId)}`);
      // The same event each time, its sequence counting the party's moves: a calendar that has it takes the new time.
      const ics = icsCalendar(event, { uid: invitationEventUid(invitationId, venue), now: apiConfig.now(), productName: venue.name, sequence: row.moves, ...(calledOff(row) ? { status: 'CANCELLED' as const } : {}) });
      // Inline: a phone opens it in its calendar; a desktop browser saves it under this name.
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="birthday-party.ics"')
        .header('cache-control', 'no-cache')
        .send(ics);
    },
  );

  app.post(
    API_PATHS.invitationRsvps,
    {
      onRequest: app.limiters.rsvp,
      schema: {
        tags,
        description:
          "Stores one family's answer (coming with its kids, or can't come), in place of an earlier one from the same email; " +
          'when it is new or changed, the parent is emailed and the guest gets a copy at the email it gives. RSVPs close when the party starts.',
        params: invitationIdParams,
        body: rsvpBody,
        response: {
          201: rsvpSentAnswer,
          200: rsvpSentAnswer,
          ...errorAnswers('invitation-not-found', 'rsvps-closed', 'rate-limited', ...BODY_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const answer = request.body;
      const row = await findInvitation(request.params.invitationId);
      if (calledOff(row)) throw apiError('rsvps-closed', INVITATION_MESSAGES.partyCanceled);
      if (!isRsvpOpen({ date: row.date, startTime: row.start_time }, apiConfig.now(), venue.timeZone)) {
        throw apiError('rsvps-closed', INVITATION_MESSAGES.rsvpsClosed);
      }
      // The parent's email and the guest's copy are queued with the answer they report.
      const context = emailContext(deps);
      const saved = await deps.db.transaction(async (tx) => {
        const rsvps = createRsvpsRepository(tx);
        const stored = await rsvps.save(row.id, answer, apiConfig.now());
        // A yes has its family's attendance form, made with its first yes and kept by every later
        // answer, so its link can be given at once (decision 062).
        const formId = answer.coming ? await createAttendanceFormsRepository(tx).ensureForAnswer(stored.publicId) : null;
        if (!stored.changed) return { ...stored, copySent: false, formId };
        await queueRsvp(tx, context, {
          answerId: stored.publicId,
          version: stored.version,
          bookingId: row.id,
          parent: { name: row.parent_name, address: row.email },
          childFirstName: row.child_first_name,
          date: row.date,
          editUrl: `${apiConfig.siteUrl}${bookingEditPath(row.public_id)}`,
          answer,
          replaced: stored.replaced,
          totals: rsvpTotals(await rsvps.listForBooking(row.id)),
        });
        const copySent = await queueRsvpCopy(tx, context, {
          answerId: stored.publicId,
          version: stored.version,
          bookingId: row.id,
          party: invitationOf(row),
          answer,
          replaced: stored.replaced,
          invitationUrl: `${apiConfig.siteUrl}${invitationPath(row.invitation_id)}`,
          formUrl: formId ? `${apiConfig.siteUrl}${attendanceFormPath(formId)}` : undefined,
        });
        return { ...stored, copySent, formId };
      });
      reply.status(saved.replaced ? 200 : 201);
      return { id: saved.publicId, replaced: saved.replaced, copySent: saved.copySent, formId: saved.formId };
    },
  );

  app.get(
    API_PATHS.bookingRsvps,
    {
      schema: {
        tags,
        description: "Every family's answer to the booking's invitation, for the parent, with the totals",
        params: bookingIdParams,
        response: { 200: rsvpListAnswer, ...errorAnswers('booking-not-found') },
      },
    },
    async (request) => {
      const answers = await repos.rsvps.listForBooking((await findBooking(deps, request.params.id)).id);
      return { answers, totals: rsvpTotals(answers) };
    },
  );
};
