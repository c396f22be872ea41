import { formatAud, toDollars, z } from '@party/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../http-errors';
import type { CheckoutSessionRow } from '../repositories/checkout-sessions-repository';
import { completeCheckout, expireCheckout } from '../services/checkout-completion';
import { returnUrls, successUrlFor, type CheckoutTarget } from '../services/checkout-links';
import { isSessionPayable } from '../services/payment-rules';
import { checkoutPage, checkoutPagePolicy, messagePage } from '../services/test-checkout-page';

// The test provider's hosted checkout (PAYMENT_PROVIDER=test), served at /checkout/{sessionId}
// and reached through the site's own origin. Pay completes the session by the same code path as
// a provider's webhook; Cancel closes it and goes back to the booking. Only sessions made by the
// test provider can be paid here: a Stripe session is unknown to this page.

/** The page answers any id with a page: '/checkout/' (an empty id) gets 'Checkout not found' as any unknown id does. */
const checkoutPageParams = z.object({ sessionId: z.string().check(z.maxLength(255, 'The session id is too long')) });

const html = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

const checkoutPageAnswers = {
  ...errorAnswers(),
  200: html('The checkout: what is paid, the amount in AUD, Pay and Cancel'),
  404: html('No such checkout'),
  409: html('Already paid, or the booking cannot take this payment'),
  410: html('The checkout has expired'),
};

const checkoutActionAnswers = {
  ...errorAnswers(),
  303: z.null().check(z.describe('Back to the site: the confirmation page after Pay, the pay-now page after Cancel')),
  404: checkoutPageAnswers[404],
  409: checkoutPageAnswers[409],
  410: checkoutPageAnswers[410],
};

function targetOf(session: CheckoutSessionRow): CheckoutTarget {
  return session.booking_public_id
    ? { type: 'party', publicId: session.booking_public_id }
    : { type: 'after-hours', publicId: session.afterhours_public_id as string };
}

const tags = ['test checkout'];

export const testCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { apiConfig, deps } = app;
  const { repos } = deps;
  const venueName = apiConfig.venue.name;
  const links = (session: CheckoutSessionRow) => {
    const urls = returnUrls(apiConfig.siteUrl, targetOf(session));
    return { success: successUrlFor(urls.successUrl, session.id), cancel: urls.cancelUrl };
  };

  // The Pay and Cancel forms post url-encoded bodies; they carry nothing the routes read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  const policy = checkoutPagePolicy(apiConfig.siteUrl);
  const send = (reply: FastifyReply, status: number, html: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('content-security-policy', policy).send(html);

  const notFoundPage = (reply: FastifyReply) =>
    send(reply, 404, messagePage({
      venueName,
      title: 'Checkout not found',
      message: 'We could not find this checkout. The link may be incomplete. No payment has been taken.',
      link: { href: `${apiConfig.siteUrl}/`, text: 'Go to the home page' },
    }));

  const alreadyPaidPage = (reply: FastifyReply, session: CheckoutSessionRow) =>
    send(reply, 409, messagePage({
      venueName,
      title: 'Already paid',
      message: 'This payment has already been made. It was taken once, and you will not be charged again.',
      link: { href: links(session).success, text: 'View your booking' },
    }));

  const refusedPage = (reply: FastifyReply, session: CheckoutSessionRow, reason: 'expired' | 'canceled' | 'not-owed') => {
    const pages = {
      expired: { status: 410, title: 'This checkout has expired', message: 'This checkout is no longer open, so no payment was taken. Go back to your booking to start a new payment.' },
      canceled: { status: 409, title: 'Booking canceled', message: 'This booking has been canceled, so no payment was taken.' },
      'not-owed': { status: 409, title: 'Nothing to pay here', message: 'This booking no longer owes this amount (it has been paid or changed meanwhile), so no payment was taken. Go back to your booking to see what is due.' },
    } as const;
    const { status, title, message } = pages[reason];
    return send(reply, status, messagePage({ venueName, title, message, link: { href: links(session).cancel, text: 'Back to your booking' } }));
  };

  const findTestSession = async (id: string) => {
    const session = await repos.checkoutSessions.find(id);
    return session?.provider === 'test' && session.id === id ? session : undefined;
  };

  app.get(
    '/checkout/:sessionId',
    { schema: { tags, params: checkoutPageParams, response: checkoutPageAnswers } },
    async (request, reply) => {
      const session = await findTestSession(request.params.sessionId);
      if (!session) return notFoundPage(reply);
      if (session.status === 'completed') return alreadyPaidPage(reply, session);
      if (!isSessionPayable({ status: session.status, expiresAt: session.expires_at }, apiConfig.now())) return refusedPage(reply, session, 'expired');
      reply.header('cache-control', 'no-store');
      return send(reply, 200, checkoutPage({ venueName, sessionId: session.id, description: session.description, amount: formatAud(toDollars(session.amount_cents)) }));
    },
  );

  app.post(
    '/checkout/:sessionId/pay',
    { schema: { tags, params: checkoutPageParams, response: checkoutActionAnswers } },
    async (request, reply) => {
      if (!(await findTestSession(request.params.sessionId))) return notFoundPage(reply);
      const result = await completeCheckout(deps, { sessionId: request.params.sessionId, refuseUnpayable: true });
      switch (result.outcome) {
        case 'unknown':
          return notFoundPage(reply);
        case 'refused':
          return refusedPage(reply, result.session, result.reason);
        default:
          // Paid now or by an earlier press (a double click): either way the browser goes to the booking.
          return reply.redirect(links(result.session).success, 303);
      }
    },
  );

  app.post(
    '/checkout/:sessionId/cancel',
    { schema: { tags, params: checkoutPageParams, response: checkoutActionAnswers } },
    async (request, reply) => {
      const session = await findTestSession(request.params.sessionId);
      if (!session) return notFoundPage(reply);
      if (session.status === 'completed') return reply.redirect(links(session).success, 303);
      await expireCheckout(repos.checkoutSessions, session.id);
      return reply.redirect(links(session).cancel, 303);
    },
  );
};
