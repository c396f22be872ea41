import {
  afterHoursBookingSchema,
  afterHoursSaveBody,
  afterHoursSavedAnswer,
  afterHoursSchema,
  API_PATHS,
  areOnlineChangesOpen,
  BOOKING_CLASH_MESSAGES,
  bookingIdParams,
  onlineChangesClosedMessage,
} from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../db/queryable';
import { emailContext, queueEditEmails } from '../email/queue';
import { apiError, BODY_ERRORS, errorAnswers } from '../http-errors';
import type { AfterHoursRow } from '../repositories/afterhours-repository';
import { CentreHiredError, PartiesBookedError } from '../repositories/errors';
import { afterHoursDetailsFrom, editedAfterHours, toAfterHoursBooking } from '../services/afterhours';
import { findAfterHoursBooking } from '../services/booking-lookup';
import { expireAtProvider } from '../services/provider-sessions';

export const afterHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, apiConfig } = app;
  const { repos } = deps;
  const { venue } = apiConfig;

  /** The database refused the hire's time: another booking holds it (in the domain's words). */
  function refuseClash(error: unknown): never {
    if (error instanceof CentreHiredError) throw apiError('centre-hired', BOOKING_CLASH_MESSAGES.centreHired);
    if (error instanceof PartiesBookedError) throw apiError('parties-booked', BOOKING_CLASH_MESSAGES.partiesBooked);
    throw error;
  }

  async function toJson(row: AfterHoursRow) {
    const pkg = await repos.catalogue.findPackage(row.package_id);
    if (!pkg) throw new Error(`After-hours booking ${row.id} names a package that no longer exists`);
    return toAfterHoursBooking(row, pkg);
  }

  app.post(
    API_PATHS.afterHoursSave,
    {
      onRequest: app.limiters.bookingCreate,
      schema: {
        tags: ['after-hours'],
        description:
          "Creates a pending after-hours booking, priced by the server (pricing sent is ignored), holding the whole centre for BOOKING_HOLD_MINUTES. 'centre-hired' or 'parties-booked' when another hire or a party holds an overlapping time.",
        body: afterHoursSaveBody,
        response: { 201: afterHoursSavedAnswer, ...errorAnswers('unknown-item', 'date-not-bookable', 'centre-hired', 'parties-booked', 'rate-limited', ...BODY_ERRORS) },
      },
    },
    async (request, reply) => {
      const { details } = await afterHoursDetailsFrom(deps, request.body);
      const { replacesBookingId } = request.body;
      const now = apiConfig.now();
      const holdExpiresAt = new Date(now.getTime() + apiConfig.bookingHoldMinutes * 60_000);
      const created = await repos.afterHours.create(details, now, holdExpiresAt, replacesBookingId || undefined).catch(refuseClash);
      await expireAtProvider(deps, created.closedSessions);
      reply.status(201);
      return { booking: await toJson(created.row) };
    },
  );

  app.get(
    API_PATHS.afterHoursBooking,
    {
      schema: {
        tags: ['after-hours'],
        description: 'The after-hours booking, with its money as recorded',
        params: bookingIdParams,
        response: { 200: afterHoursBookingSchema, ...errorAnswers('booking-not-found') },
      },
    },
    async (request) => toJson(await findAfterHoursBooking(repos.afterHours, request.params.id)),
  );

  app.put(
    API_PATHS.afterHoursBooking,
    {
      schema: {
        tags: ['after-hours'],
        description:
          "Changes an after-hours booking, priced again by the server; closes its open checkouts. Once a deposit is paid, pricing.deposit keeps it. 'online-changes-closed' within 4 days of the event; 'centre-hired' or 'parties-booked' when another hire or a party holds a new time.",
        params: bookingIdParams,
        body: afterHoursSchema,
        response: {
          200: afterHoursSavedAnswer,
          ...errorAnswers('booking-not-found', 'booking-canceled', 'online-changes-closed', 'changed-meanwhile', 'unknown-item', 'date-not-bookable', 'centre-hired', 'parties-booked', ...BODY_ERRORS),
        },
      },
    },
    async (request) => {
      const row = await findAfterHoursBooking(repos.afterHours, request.params.id);
      const { details } = await afterHoursDetailsFrom(deps, request.body);
      const now = apiConfig.now();
      if (row.status === 'canceled') throw apiError('booking-canceled', BOOKING_CLASH_MESSAGES.canceled);
      if (!areOnlineChangesOpen(row.date, now, venue.timeZone)) throw apiError('online-changes-closed', onlineChangesClosedMessage(venue, 'event'));
      const edited = editedAfterHours(row, details);
      // The emails the edit causes (what changed, a refund due) are queued with it.
      const emails = (tx: Queryable, id: number) => queueEditEmails(tx, emailContext(deps), { afterHoursBookingId: id, before: row }, row.version + 1);
      const { saved, closedSessions } = await repos.afterHours
        .update(row.id, row.version, edited.details, edited.refundDueCents, now, emails)
        .catch(refuseClash);
      if (!saved) throw apiError('changed-meanwhile', BOOKING_CLASH_MESSAGES.changedMeanwhile);
      await expireAtProvider(deps, closedSessions);
      return { booking: await toJson(saved) };
    },
  );
};
