import { areOnlineChangesOpen, BOOKING_CLASH_MESSAGES, ONLINE_CHANGES_CLOSED_TITLE, onlineChangesClosedMessage, toCents } from '@party/domain';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/queryable';
import { emailContext, queueEditEmails } from '../email/queue';
import { conflict } from '../http-errors';
import type { AfterHoursRow } from '../repositories/afterhours-repository';
import { CentreHiredError, PartiesBookedError } from '../repositories/errors';
import { afterHoursBody, afterHoursSavedSchema } from '../schemas/afterhours';
import { errorResponses, idParams } from '../schemas/common';
import { afterHoursDetailsFrom, editedAfterHours, toAfterHoursBooking } from '../services/afterhours';
import { findAfterHoursBooking } from '../services/booking-lookup';
import { expireAtProvider } from '../services/provider-sessions';

export async function afterHoursRoutes(app: FastifyInstance) {
  const { deps, apiConfig } = app;
  const { repos } = deps;
  const { venue } = apiConfig;

  /** The database refused the hire's time: another booking holds it (409, in the domain's words). */
  function refuseClash(error: unknown): never {
    if (error instanceof CentreHiredError) throw conflict(BOOKING_CLASH_MESSAGES.centreHired);
    if (error instanceof PartiesBookedError) throw conflict(BOOKING_CLASH_MESSAGES.partiesBooked);
    throw error;
  }

  async function toJson(row: AfterHoursRow) {
    const pkg = await repos.catalogue.findPackage(row.package_id);
    if (!pkg) throw new Error(`After-hours booking ${row.id} names a package that no longer exists`);
    return toAfterHoursBooking(row, pkg, venue.referencePrefix);
  }

  app.post(
    '/api/bookings-afterhours/save',
    {
      onRequest: app.limiters.bookingCreate,
      schema: {
        tags: ['after-hours'],
        description:
          'Creates a pending after-hours booking, priced by the server (pricing sent is ignored), holding the whole centre for BOOKING_HOLD_MINUTES. 409 when another hire or a party holds an overlapping time.',
        body: afterHoursBody,
        response: { 201: afterHoursSavedSchema, ...errorResponses(400, 409, 413, 422, 429) },
      },
    },
    async (request, reply) => {
      const { details } = await afterHoursDetailsFrom(deps, request.body);
      const { replacesBookingId } = request.body as { replacesBookingId?: string };
      const now = apiConfig.now();
      const holdExpiresAt = new Date(now.getTime() + apiConfig.bookingHoldMinutes * 60_000);
      const created = await repos.afterHours.create(details, now, holdExpiresAt, replacesBookingId || undefined).catch(refuseClash);
      await expireAtProvider(deps, created.closedSessions);
      reply.status(201);
      return { booking: await toJson(created.row) };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/bookings-afterhours/:id',
    {
      schema: {
        tags: ['after-hours'],
        params: idParams,
        response: { 200: { $ref: 'AfterHoursBooking#' }, ...errorResponses(400, 404) },
      },
    },
    async (request) => toJson(await findAfterHoursBooking(repos.afterHours, request.params.id)),
  );

  app.put<{ Params: { id: string } }>(
    '/api/bookings-afterhours/:id',
    {
      schema: {
        tags: ['after-hours'],
        description: 'Changes an after-hours booking, priced again by the server; closes its open checkouts. Once a deposit is paid, pricing.deposit keeps it. 409 within 4 days of the event, when canceled, or when another hire or a party holds a new time.',
        params: idParams,
        body: afterHoursBody,
        response: { 200: afterHoursSavedSchema, ...errorResponses(400, 404, 409, 413, 422) },
      },
    },
    async (request) => {
      const row = await findAfterHoursBooking(repos.afterHours, request.params.id);
      const { details } = await afterHoursDetailsFrom(deps, request.body);
      const now = apiConfig.now();
      if (row.status === 'canceled') throw conflict(BOOKING_CLASH_MESSAGES.canceled);
      if (!areOnlineChangesOpen(row.date, now, venue.timeZone)) {
        throw conflict(`${ONLINE_CHANGES_CLOSED_TITLE}: ${onlineChangesClosedMessage(venue, 'event')}`);
      }
      const edited = editedAfterHours(row, details);
      // The emails the edit causes (new figures, a refund due) are queued with it.
      const before = { status: row.status, finalCents: row.total_cents, owedBackCents: row.refund_due_cents };
      const after = { status: row.status, finalCents: toCents(edited.details.pricing.total), owedBackCents: edited.refundDueCents };
      const emails = (tx: Queryable, id: number) => queueEditEmails(tx, emailContext(deps), { afterHoursBookingId: id }, row.version + 1, before, after);
      const { saved, closedSessions } = await repos.afterHours
        .update(row.id, row.version, edited.details, edited.refundDueCents, now, emails)
        .catch(refuseClash);
      if (!saved) throw conflict(BOOKING_CLASH_MESSAGES.changedMeanwhile);
      await expireAtProvider(deps, closedSessions);
      return { booking: await toJson(saved) };
    },
  );
}
