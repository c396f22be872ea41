import { API_PATHS, staffBillAnswer, staffBillCloseBody, staffBillWaiveBody, staffBookingParams, staffPayLinkAnswer, staffPayLinkBody, toCents } from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../sign-in/access';
import { closeBill, readBill, waiveBillLine } from '../services/final-bill';
import { emailPayLink } from '../services/final-bill-pay-link';
import { staffRoute } from './staff-route';
import { created, createdOnce, createdOnceAnswers } from '../../routes/route-answers';

// A party's final bill at the counter (decisions 061 and 064): read, closed once, a line waived
// with a reason; and the balance's pay link emailed to the parent.

const tags = ['staff: final bill'];
/** Every route here is about one party's bill, named by its booking's reference. */
const billRoute = { tags, params: staffBookingParams };

export const staffFinalBillRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    API_PATHS.staffBookingBill,
    staffRoute({
      staff: 'money.read',
      ...billRoute,
      description: "The party's final bill: before it is closed, its lines as the door list stands now (children checked in beyond those booked at the booking's per-child price; in a party of 9 or more booked, a $15 no-show fee for each booked place a child on the list left empty), with the counts; once closed, its lines as closed with any waived. With the booking's money: once closed, the due is the balance to take. 'bill-not-closable' for an after-hours hire.",
      answers: { 200: staffBillAnswer },
      errors: ['booking-not-found', 'bill-not-closable'],
    }),
    async (request) => readBill(deps, request.params.reference),
  );

  app.post(
    API_PATHS.staffBookingBill,
    staffRoute({
      staff: 'bookings.bill',
      ...billRoute,
      description: "Close the party: its final bill made from the door list now, once; what its lines charge is added to the final price, the balance then taken at the counter or by the pay link. 'bill-not-closable' before the party's start (venue time), for a canceled or never-paid party, and for a hire; 'bill-closed' when it was closed already. `charged` is what the bill adds as it was shown: 'bill-changed' when a check-in since changed it.",
      body: staffBillCloseBody,
      answers: { 201: staffBillAnswer },
      errors: ['booking-not-found', 'bill-not-closable', 'bill-closed', 'bill-changed'],
    }),
    async (request, reply) => created(reply, closeBill(deps, request.params.reference, toCents(request.body.charged), actorOf(request))),
  );

  app.post(
    API_PATHS.staffBookingBillWaive,
    staffRoute({
      staff: 'bookings.bill',
      ...billRoute,
      description: "Waive a line of the closed bill, with the reason (kept with the line and in the audit): it charges nothing, and the final price is lowered by its amount, once ('bill-line-waived' the second time).",
      body: staffBillWaiveBody,
      answers: { 200: staffBillAnswer },
      errors: ['booking-not-found', 'booking-canceled', 'bill-not-closable', 'bill-not-closed', 'bill-line-not-found', 'bill-line-waived'],
    }),
    async (request) => waiveBillLine(deps, request.params.reference, request.body.kind, request.body.reason, actorOf(request)),
  );

  app.post(
    API_PATHS.staffBookingPayLink,
    staffRoute({
      staff: 'payments.take',
      ...billRoute,
      description: "Email the pay link: the customer is emailed what is still to pay, with the bill's lines and the link to pay it online. Its requestId names it: sent again it answers 200 and emails nothing more. 'nothing-due' when nothing is to pay.",
      body: staffPayLinkBody,
      answers: createdOnceAnswers(staffPayLinkAnswer),
      errors: ['booking-not-found', 'nothing-due'],
    }),
    async (request, reply) => createdOnce(reply, emailPayLink(deps, request.params.reference, request.body.requestId, actorOf(request)), (sent) => sent.alreadySent),
  );
};
