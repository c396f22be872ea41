import { afterHoursCharge, bookingReference, type Charge, type PayableBooking } from '@party/domain';
import type { FastifyInstance } from 'fastify';
import { conflict, HttpError } from '../http-errors';
import { newPublicId } from '../ids';
import { ProviderUnavailableError } from '../payments/provider';
import { createCheckoutSessionsRepository, type NewCheckoutSession } from '../repositories/checkout-sessions-repository';
import { createPaymentsRepository } from '../repositories/payments-repository';
import { findAfterHoursBooking, findBooking } from './booking-lookup';
import { describeAfterHoursCharge, describePartyCharge, returnUrls, type CheckoutTarget } from './checkout-links';
import { refuseUnless, sessionMinutes } from './payment-rules';

// Starting a payment: the server decides the amount from the booking as stored (under a row lock,
// so two attempts cannot both take the deposit of one booking), makes sure a pending party still
// has its room for as long as the checkout lives, records the attempt, and asks the provider.

export const roomGoneMessage = (phone: string) =>
  `Sorry, the room for this party was booked by someone else after your booking's hold ran out, so it cannot be paid. No payment has been taken. Please make a new booking, or call us on ${phone}.`;

const PROVIDER_DOWN_MESSAGE = 'The payment page could not be opened just now. No payment has been taken; please try again in a moment.';

/** When a session created now expires: the hold, within the provider's limits. */
function sessionExpiry(app: FastifyInstance, now: Date): Date {
  const minutes = sessionMinutes(app.apiConfig.bookingHoldMinutes, app.paymentProvider.sessionLimits);
  return new Date(now.getTime() + minutes * 60_000);
}

/** A checkout for a party booking, for the charge `decide` picks from its state; answers the address to send the browser to. */
export async function startPartyCheckout(app: FastifyInstance, publicId: string, decide: (booking: PayableBooking) => Charge) {
  const { apiConfig, db, paymentProvider } = app;
  const row = await findBooking(app, publicId);
  const now = apiConfig.now();
  const expiresAt = sessionExpiry(app, now);
  const session = await db.transaction(async (tx) => {
    const money = createPaymentsRepository(tx);
    const state = await money.lockParty(row.id);
    const charge = decide({ status: state.status, finalCents: state.finalCents, paidCents: state.paidCents });
    refuseUnless(charge);
    // The hold is renewed to the session's expiry, or taken back if it had run out and the room is still free.
    if (state.status === 'pending' && !(await money.keepRoom(row.id, now, expiresAt))) throw conflict(roomGoneMessage(apiConfig.venue.phone));
    const id = newPublicId();
    const created: NewCheckoutSession = {
      id,
      bookingId: row.id,
      afterHoursBookingId: null,
      kind: charge.kind,
      amountCents: charge.amountCents,
      description: describePartyCharge(charge.kind, {
        childName: row.child_first_name,
        date: row.date,
        startTime: row.start_time,
        roomName: row.room_name,
        reference: bookingReference(row.id, apiConfig.venue.referencePrefix),
      }),
      provider: paymentProvider.name,
      expiresAt,
      idempotencyKey: `checkout-attempt-${id}`,
    };
    await createCheckoutSessionsRepository(tx).insert(created, now);
    return created;
  });
  return openAtProvider(app, session, { type: 'party', publicId: row.public_id }, row.email);
}

/** A checkout for an after-hours booking: its 50 % deposit or the full amount, by its payment option. */
export async function startAfterHoursCheckout(app: FastifyInstance, publicId: string) {
  const { apiConfig, db, paymentProvider } = app;
  const row = await findAfterHoursBooking(app, publicId);
  const now = apiConfig.now();
  const session = await db.transaction(async (tx) => {
    const state = await createPaymentsRepository(tx).lockAfterHours(row.id);
    const charge = afterHoursCharge({ ...state, finalCents: state.totalCents });
    refuseUnless(charge);
    const id = newPublicId();
    const created: NewCheckoutSession = {
      id,
      bookingId: null,
      afterHoursBookingId: row.id,
      kind: charge.kind,
      amountCents: charge.amountCents,
      description: describeAfterHoursCharge(charge.kind, {
        date: row.date,
        startTime: row.start_time,
        endTime: row.end_time,
        reference: bookingReference(row.id, apiConfig.venue.referencePrefix),
      }),
      provider: paymentProvider.name,
      expiresAt: sessionExpiry(app, now),
      idempotencyKey: `checkout-attempt-${id}`,
    };
    await createCheckoutSessionsRepository(tx).insert(created, now);
    return created;
  });
  return openAtProvider(app, session, { type: 'after-hours', publicId: row.public_id }, row.email);
}

/** Creates the recorded attempt at the provider; when that fails the attempt is closed and the browser told to retry. */
async function openAtProvider(app: FastifyInstance, session: NewCheckoutSession, target: CheckoutTarget, email: string) {
  const sessions = app.repos.checkoutSessions;
  const { successUrl, cancelUrl } = returnUrls(app.apiConfig.siteUrl, target);
  try {
    const created = await app.paymentProvider.createCheckout({
      sessionId: session.id,
      idempotencyKey: session.idempotencyKey,
      amountCents: session.amountCents,
      description: session.description,
      bookingId: target.publicId,
      bookingType: target.type,
      customerEmail: email,
      successUrl,
      cancelUrl,
      expiresAt: session.expiresAt,
    });
    await sessions.attachProviderSession(session.id, created.providerSessionId, created.url);
    return { url: created.url };
  } catch (error) {
    await sessions.expire(session.id);
    if (!(error instanceof ProviderUnavailableError)) throw error;
    app.log.error({ err: error }, 'checkout creation failed at the provider');
    throw new HttpError(502, PROVIDER_DOWN_MESSAGE);
  }
}
