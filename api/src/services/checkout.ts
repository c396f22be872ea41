import {
  bookingOverMessage,
  bookingReference,
  hasEventStarted,
  holdState,
  PAYMENT_MESSAGES,
  zonedInstant,
  type Charge,
  type ChargeKind,
} from '@party/domain';
import { apiError, type HttpError } from '../http-errors';
import { newPublicId } from '../ids';
import { loggableError } from '../logging';
import { ProviderUnavailableError } from '../payments/provider';
import { createCheckoutSessionsRepository, type ClosedSession, type NewCheckoutSession } from '../repositories/checkout-sessions-repository';
import { refOf, type BookingKind } from '../repositories/booking-kinds';
import { createPaymentsRepository, type MoneyState, type PaymentsRepository } from '../repositories/payments-repository';
import { findAfterHoursBooking, findBooking } from './booking-lookup';
import { describeAfterHoursCharge, describePartyCharge, returnUrls, type CheckoutTarget } from './checkout-links';
import { refuseUnless, sessionExpiry } from './payment-rules';
import { expireAtProvider } from './provider-sessions';
import type { ServiceDeps } from './service-deps';

// Starting a payment, for a party or a hire alike: the server decides the amount from the booking
// as stored (under a row lock, so two attempts cannot both take the deposit of one booking), makes
// sure a pending booking still holds its room or the centre (its hold has one deadline: decision
// 007), closes the booking's open checkouts (one open checkout per booking), records the attempt,
// and asks the provider.

const PROVIDER_DOWN_MESSAGE = 'The payment page could not be opened just now. No payment has been taken; please try again in a moment.';

/** What the transaction decided: a new session to open (and the ones it replaced), or why not. */
type Started = { session: NewCheckoutSession; closed: ClosedSession[] } | { refused: HttpError; closed: ClosedSession[] };

/** When a session opened now for the event expires (payment-rules.ts's sessionExpiry). */
function expiryOf(
  { holdMinutes, venue, paymentProvider }: Pick<ServiceDeps, 'holdMinutes' | 'venue' | 'paymentProvider'>,
  now: Date,
  event: { date: string; startTime: string },
  holdExpiresAt?: Date,
): Date {
  return sessionExpiry({
    now,
    holdMinutes,
    holdExpiresAt,
    eventStart: zonedInstant(event.date, event.startTime, venue.timeZone),
    limits: paymentProvider.sessionLimits,
  });
}

/**
 * A pending booking's hold at a checkout (decision 007), party or hire: still held; taken back once
 * (it ran out, and the room, or the centre, is still free) until a hold's length from now; or over,
 * and the booking canceled with the reason.
 */
async function holdForCheckout(
  holdMinutes: number,
  money: PaymentsRepository,
  state: MoneyState,
  now: Date,
): Promise<{ holdExpiresAt: Date; closed: ClosedSession[] } | { over: 'room-taken' | 'hold-expired'; closed: ClosedSession[] }> {
  const hold = holdState(state, now);
  if (hold === 'held') return { holdExpiresAt: state.holdExpiresAt as Date, closed: [] };
  if (hold === 'renewable') {
    const until = new Date(now.getTime() + holdMinutes * 60_000);
    const taking = await money.renewHold(state.ref, now, until);
    if (taking.kept) return { holdExpiresAt: until, closed: taking.closedSessions };
    return { over: 'room-taken', closed: [...taking.closedSessions, ...(await money.cancel(state.ref, 'room-taken', now))] };
  }
  return { over: 'hold-expired', closed: await money.cancel(state.ref, 'hold-expired', now) };
}

/** A booking to pay, as a checkout call names it: its kind and its public id. */
export interface CheckoutBooking {
  kind: BookingKind;
  publicId: string;
}

/** The booking as the checkout describes it and sends its return addresses. */
async function checkoutBookingOf(deps: ServiceDeps, { kind, publicId }: CheckoutBooking) {
  if (kind === 'party') {
    const row = await findBooking(deps, publicId);
    const what = { childName: row.child_first_name, date: row.date, startTime: row.start_time, roomName: row.room_name, reference: bookingReference(row.id) };
    return { ref: refOf(kind, row.id), email: row.email, target: { type: 'party', publicId: row.public_id } as CheckoutTarget, describe: (charge: ChargeKind) => describePartyCharge(charge, what) };
  }
  const row = await findAfterHoursBooking(deps.repos.afterHours, publicId);
  const what = { date: row.date, startTime: row.start_time, endTime: row.end_time, reference: bookingReference(row.id) };
  return { ref: refOf(kind, row.id), email: row.email, target: { type: 'after-hours', publicId: row.public_id } as CheckoutTarget, describe: (charge: ChargeKind) => describeAfterHoursCharge(charge, what) };
}

/**
 * A checkout for a party or a hire, for the charge `decide` picks from its money state; answers
 * the address to send the browser to. One path for both kinds: the booking's row locked, refused
 * once over or started, its hold kept or renewed, its other checkouts closed, the attempt recorded.
 */
export async function startCheckout(deps: ServiceDeps, booking: CheckoutBooking, decide: (state: MoneyState) => Charge) {
  const { db, venue, paymentProvider } = deps;
  const found = await checkoutBookingOf(deps, booking);
  const now = deps.now();
  const started = await db.transaction(async (tx): Promise<Started> => {
    const money = createPaymentsRepository(tx);
    const state = await money.lock(found.ref);
    if (state.status === 'canceled' && state.canceledReason) return { refused: apiError('booking-over', bookingOverMessage(state.canceledReason, venue.phone)), closed: [] };
    // A started event is paid at the venue, unless its final bill was closed there and left a balance to pay by the link (decision 064).
    if (hasEventStarted(state.date, state.startTime, now, venue.timeZone) && !state.billClosed) return { refused: apiError('event-started', PAYMENT_MESSAGES['event-started']), closed: [] };
    const charge = decide(state);
    refuseUnless(charge);
    let holdExpiresAt: Date | undefined;
    const closed: ClosedSession[] = [];
    if (state.status === 'pending') {
      const hold = await holdForCheckout(deps.holdMinutes, money, state, now);
      closed.push(...hold.closed);
      if ('over' in hold) return { refused: apiError('booking-over', bookingOverMessage(hold.over, venue.phone)), closed };
      holdExpiresAt = hold.holdExpiresAt;
    }
    const sessions = createCheckoutSessionsRepository(tx);
    closed.push(...(await sessions.closeOpen(found.ref)));
    const id = newPublicId();
    const session: NewCheckoutSession = {
      id,
      bookingId: 'bookingId' in found.ref ? found.ref.bookingId : null,
      afterHoursBookingId: 'afterHoursBookingId' in found.ref ? found.ref.afterHoursBookingId : null,
      kind: charge.kind,
      amountCents: charge.amountCents,
      description: found.describe(charge.kind),
      provider: paymentProvider.name,
      expiresAt: expiryOf(deps, now, state, holdExpiresAt),
      idempotencyKey: `checkout-attempt-${id}`,
    };
    await sessions.insert(session, now);
    return { session, closed };
  });
  await expireAtProvider(deps, started.closed);
  if ('refused' in started) throw started.refused;
  return openAtProvider(deps, started.session, found.target, found.email);
}

/**
 * Creates the recorded attempt at the provider; when that fails the attempt is closed and the
 * browser told to retry. A newer checkout for the same booking may have replaced this one while
 * the provider made it (two tabs, a double click): it is expired there too, and the browser told.
 */
async function openAtProvider(deps: ServiceDeps, session: NewCheckoutSession, target: CheckoutTarget, email: string) {
  const sessions = deps.repos.checkoutSessions;
  const { successUrl, cancelUrl } = returnUrls(deps.siteUrl, target);
  let created;
  try {
    created = await deps.paymentProvider.createCheckout({
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
  } catch (error) {
    await sessions.expire(session.id);
    if (!(error instanceof ProviderUnavailableError)) throw error;
    deps.log.error({ err: loggableError(error, [session.id, session.idempotencyKey, target.publicId]) }, 'checkout creation failed at the provider');
    throw apiError('payment-provider-unavailable', PROVIDER_DOWN_MESSAGE);
  }
  const status = await sessions.attachProviderSession(session.id, created.providerSessionId, created.url);
  if (status !== 'open') {
    await expireAtProvider(deps, [{ provider: session.provider, provider_session_id: created.providerSessionId }]);
    throw apiError('checkout-superseded', PAYMENT_MESSAGES.superseded);
  }
  return { url: created.url };
}
