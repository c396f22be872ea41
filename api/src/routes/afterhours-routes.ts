import { afterHoursBookingSchema, afterHoursSaveBody, afterHoursSavedAnswer, afterHoursSchema, API_PATHS, bookingIdParams, cancelQuoteAnswer, cancelQuoteBody, cancelRequestBody } from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BODY_ERRORS, errorAnswers } from '../http-errors';
import type { AfterHoursRow } from '../repositories/afterhours-repository';
import { createHire, toAfterHoursBooking, updateHire } from '../services/afterhours';
import { findAfterHoursBooking } from '../services/booking-lookup';
import { cancelBooking, quoteCancel } from '../services/booking-cancel';
import type { PlanChanger } from '../services/booking-move';
import { hireToChange } from '../services/booking-to-change';
import { created } from './route-answers';

const tags = ['after-hours'];

export const afterHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { repos } = deps;

  async function toJson(row: AfterHoursRow) {
    const pkg = await repos.catalogue.findAnyPackage(row.package_id);
    if (!pkg) throw new Error(`After-hours booking ${row.id} names a package that no longer exists`);
    return toAfterHoursBooking(row, pkg);
  }

  app.post(
    API_PATHS.afterHoursSave,
    {
      onRequest: app.limiters.bookingCreate,
      schema: {
        tags,
        description:
          "Creates a pending after-hours booking, priced by the server (pricing sent is ignored), holding the whole centre for BOOKING_HOLD_MINUTES. 'centre-hired' or 'parties-booked' when another hire or a party holds an overlapping time.",
        body: afterHoursSaveBody,
        response: { 201: afterHoursSavedAnswer, ...errorAnswers('unknown-item', 'date-not-bookable', 'venue-closed', 'centre-hired', 'parties-booked', 'rate-limited', ...BODY_ERRORS) },
      },
    },
    async (request, reply) => created(reply, { booking: await toJson(await createHire(deps, request.body)) }),
  );

  app.get(
    API_PATHS.afterHoursBooking,
    {
      schema: {
        tags,
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
        tags,
        description:
          "Changes an after-hours booking, priced again by the server; closes its open checkouts. Once a deposit is paid, pricing.deposit keeps it. 'online-changes-closed' within 4 days of the event; 'centre-hired' or 'parties-booked' when another hire or a party holds a new time.",
        params: bookingIdParams,
        body: afterHoursSchema,
        response: {
          200: afterHoursSavedAnswer,
          ...errorAnswers('booking-not-found', 'booking-canceled', 'online-changes-closed', 'changed-meanwhile', 'unknown-item', 'date-not-bookable', 'venue-closed', 'centre-hired', 'parties-booked', ...BODY_ERRORS),
        },
      },
    },
    async (request) => ({ booking: await toJson(await updateHire(deps, request.params.id, request.body)) }),
  );

  // The hirer cancels online until online changes close (decision 052); a new time is an edit (PUT above).
  const hirer = (row: AfterHoursRow): PlanChanger => ({ by: 'customer', actor: { kind: 'customer', name: `${row.first_name} ${row.last_name}` } });

  app.post(
    API_PATHS.afterHoursCancelQuote,
    {
      schema: {
        tags: ['changes of plan'],
        description: 'What canceling the after-hours booking would keep and refund (an after-hours hire keeps nothing: decision 052); nothing is saved.',
        params: bookingIdParams,
        body: cancelQuoteBody,
        response: { 200: cancelQuoteAnswer, ...errorAnswers('booking-not-found', 'booking-canceled', 'event-started', 'online-changes-closed', ...BODY_ERRORS) },
      },
    },
    async (request) => {
      const booking = await hireToChange(deps, request.params.id);
      return quoteCancel(deps, booking, hirer(booking.row), 'customer');
    },
  );

  app.post(
    API_PATHS.afterHoursCancel,
    {
      schema: {
        tags: ['changes of plan'],
        description: "Cancels the after-hours booking as quoted; `refund` is what was shown ('refund-changed' when a payment arrived meanwhile). The centre is freed; the hirer and the venue are emailed; what is owed back is refunded.",
        params: bookingIdParams,
        body: cancelRequestBody,
        response: { 200: cancelQuoteAnswer, ...errorAnswers('booking-not-found', 'booking-canceled', 'event-started', 'online-changes-closed', 'refund-changed', 'changed-meanwhile', ...BODY_ERRORS) },
      },
    },
    async (request) => {
      const booking = await hireToChange(deps, request.params.id);
      return cancelBooking(deps, booking, hirer(booking.row), { by: 'customer', refund: request.body.refund, reason: '' });
    },
  );
};
