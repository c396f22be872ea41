import { API_PATHS, staffAuditAnswer, staffAuditChainAnswer, staffAuditChainQuery, staffAuditQuery, staffDateRangeQuery, staffMoneyAnswer, staffTakingsAnswer, z } from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPage } from '../../audit/audit-log';
import { checkAuditChain, readHead } from '../../audit/audit-chain';
import { bookingsCsv, moneyPage, takings } from '../services/money';
import { staffRoute } from './staff-route';

// The venue's money and its audit log, for managers and owners (decision 032).

/** What every route of the money page declares. */
const moneyRoute = { staff: 'money.report' as const, tags: ['staff: money'] };
/** What every route of the audit log declares. */
const auditRoute = { staff: 'audit.read' as const, tags: ['staff: audit'] };

export const staffMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    API_PATHS.staffMoney,
    staffRoute({
      ...moneyRoute,
      description: 'What is owed back on every booking (Record refund records what was refunded), and the confirmed bookings with a balance due in the next 7 days (venue dates, today included).',
      answers: { 200: staffMoneyAnswer },
    }),
    async () => moneyPage(deps),
  );

  app.get(
    API_PATHS.staffTakings,
    staffRoute({
      ...moneyRoute,
      description: "The money taken over a range of venue days (both included, at most 366), by method ('online', 'card', 'cash'), the refunds recorded, and the difference.",
      querystring: staffDateRangeQuery,
      answers: { 200: staffTakingsAnswer },
    }),
    async (request) => takings(deps, request.query.from, request.query.to),
  );

  app.get(
    API_PATHS.staffBookingsCsv,
    staffRoute({
      ...moneyRoute,
      description: 'The parties and hires of a range of venue days as CSV (UTF-8), one a row with its money; every cell quoted, and one a spreadsheet would take for a formula led by an apostrophe.',
      querystring: staffDateRangeQuery,
      answers: { 200: { description: 'The CSV', content: { 'text/csv': { schema: z.string() } } } },
    }),
    async (request, reply) => {
      const { from, to } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bookings-${from}-to-${to}.csv"`)
        .send(await bookingsCsv(deps, from, to));
    },
  );

  app.get(
    API_PATHS.staffAudit,
    staffRoute({
      ...auditRoute,
      description: 'Every staff sign-in attempt and every change, newest first, a page at a time (limit 1-200, 50 by default; before: the next page).',
      querystring: staffAuditQuery,
      answers: { 200: staffAuditAnswer },
    }),
    async (request) => auditPage(deps.db, request.query),
  );

  app.get(
    API_PATHS.staffAuditChain,
    staffRoute({
      ...auditRoute,
      description: "The audit log's chain checked (decision 058): every entry linked once, every link following the one before and matching its entry; with head ({seq}-{hash}, a head this answered earlier and kept elsewhere), that the chain still holds it, so that the newest entries were not removed nor the chain rewritten.",
      querystring: staffAuditChainQuery,
      answers: { 200: staffAuditChainAnswer },
    }),
    async (request) => checkAuditChain(deps.db, readHead(request.query.head)),
  );
};
