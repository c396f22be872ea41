import {
  afterHoursCharge,
  bookingOverMessage,
  bookingReference,
  hasEventStarted,
  holdState,
  PAYMENT_MESSAGES,
  zonedInstant,
  type Charge,
  type PayableBooking,
} from '@party/domain';
import { apiError, type HttpError } from '../http-errors';
import { newPublicId } from '../ids';
import { loggableError } from '../logging';
import { ProviderUnavailableError } from '../payments/provider';
import { createCheckoutSessionsRepository, type ClosedSession, type NewCheckoutSession } from '../repositories/checkout-sessions-repository';
import {
  createPaymentsRepository,
  type AfterHoursPaymentState,
  type PartyPaymentState,
  type PaymentsRepository,
} from '../repositories/payments-repository';
import { findAfterHoursBooking, findBooking } from './booking-lookup';
import { describeAfterHoursCharge, describePartyCharge, returnUrls, type CheckoutTarget } from './checkout-links';
import { refuseUnless, sessionExpiry } from './payment-rules';
import { expireAtProvider } from './provider-sessions';
import type { ServiceDeps } from './service-deps';

// Starting a payment: the server decides the amount from the booking as stored (under a row lock,
// so two attempts cannot both take the deposit of one booking), makes sure a pending party still
// holds its room (its hold has one deadline: decision 007), closes the booking's open checkouts
// (one open checkout per booking), records the attempt, and asks the provider.

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
 * A pending party's hold at a checkout: still held; taken back once (it ran out, the room is still
 * free), until a hold's length from now; or over, and the booking canceled with the reason.
 */
async function holdForCheckout(holdMinutes: number, money: PaymentsRepository, state: PartyPaymentState, now: Date) {
  const hold = holdState(state, now);
  if (hold === 'held') return { holdExpiresAt: state.holdExpiresAt as Date, closed: [] };
  if (hold === 'renewable') {
    const until = new Date(now.getTime() + holdMinutes * 60_000);
    const taking = await money.renewHold(state.id, now, until);
    if (taking.kept) return { holdExpiresAt: until, closed: taking.closedSessions };
    return { over: 'room-taken' as const, closed: [...taking.closedSessions, ...(await money.cancel(state.id, 'room-taken', now))] };
  }
  return { over: 'hold-expired' as const, closed: await money.cancel(state.id, 'hold-expired', now) };
}

/**
 * An unpaid hire's hold at a checkout, as a party's (decision 007): still held; renewed once, for
 * a hold's length from now, once it has run out (a hire whose time another booking wanted is
 * already canceled); or over, and the hire canceled ('hold-expired').
 */
async function hireHoldForCheckout(
  holdMinutes: number,
  money: PaymentsRepository,
  state: AfterHoursPaymentState,
  now: Date,
): Promise<{ holdExpiresAt: Date } | { over: true; closed: ClosedSession[] }> {
  const hold = holdState({ holdsRoom: true, holdExpiresAt: state.holdExpiresAt, holdRenewed: state.holdRenewed }, now);
  if (hold === 'held') return { holdExpiresAt: state.holdExpiresAt as Date };
  if (hold === 'renewable') {
    const until = new Date(now.getTime() + holdMinutes * 60_000);
    await money.renewHireHold(state.id, until, now);
    return { holdExpiresAt: until };
  }
  return { over: true as const, closed: await money.cancelHire(state.id, now) };
}

/** A checkout for a party booking, for the charge `decide` picks from its state; answers the address to send the browser to. */
export async function startPartyCheckout(deps: ServiceDeps, publicId: string, decide: (booking: PayableBooking & { depositPaidCents: number }) => Charge) {
  const { db, venue, paymentProvider } = deps;
  const row = await findBooking(deps, publicId);
  const now = deps.now();
  const started = await db.transaction(async (tx): Promise<Started> => {
    const money = createPaymentsRepository(tx);
    const state = await money.lockParty(row.id);
    if (state.status === 'canceled' && row.canceled_reason) return { refused: apiError('booking-over', bookingOverMessage(row.canceled_reason, venue.phone)), closed: [] };
    if (hasEventStarted(state.date, state.startTime, now, venue.timeZone)) return { refused: apiError('event-started', PAYMENT_MESSAGES['event-started']), closed: [] };
    const charge = decide(state);
    refuseUnless(charge);
    let holdExpiresAt: Date | undefined;
    const closed: ClosedSession[] = [];
    if (state.status === 'pending') {
      const hold = await holdForCheckout(deps.holdMinutes, money, state, now);
      closed.push(...hold.closed);
      if ('over' in hold) return { refused: apiError('booking-over', bookingOverMessage(hold.over as 'room-taken' | 'hold-expired', venue.phone)), closed };
      holdExpiresAt = hold.holdExpiresAt;
    }
    const sessions = createCheckoutSessionsRepository(tx);
    closed.push(...(await sessions.closeOpen({ bookingId: row.id })));
    const id = newPublicId();
    const session: NewCheckoutSession = {
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
        reference: bookingReference(row.id),
      }),
      provider: paymentProvider.name,
      expiresAt: expiryOf(deps, now, state, holdExpiresAt),
      idempotencyKey: `checkout-attempt-${id}`,
    };
    await sessions.insert(session, now);
    return { session, closed };
  });
  await expireAtProvider(deps, started.closed);
  if ('refused' in started) throw started.refused;
  return openAtProvider(deps, started.session, { type: 'party', publicId: row.public_id }, row.email);
}

/** A checkout for an after-hours booking: its 50 % deposit or the full amount, by its payment option. */
export async function startAfterHoursCheckout(deps: ServiceDeps, publicId: string) {
  const { db, venue, paymentProvider } = deps;
  const row = await findAfterHoursBooking(deps.repos.afterHours, publicId);
  const now = deps.now();
  const started = await db.transaction(async (tx): Promise<Started> => {
    const money = createPaymentsRepository(tx);
    const state = await money.lockAfterHours(row.id);
    if (hasEventStarted(state.date, state.startTime, now, venue.timeZone)) return { refused: apiError('event-started', PAYMENT_MESSAGES['event-started']), closed: [] };
    const charge = afterHoursCharge({ ...state, finalCents: state.totalCents });
    refuseUnless(charge);
    const closed: ClosedSession[] = [];
    let holdExpiresAt: Date | undefined;
    if (state.status === 'pending') {
      const hold = await hireHoldForCheckout(deps.holdMinutes, money, state, now);
      if ('over' in hold) return { refused: apiError('booking-over', bookingOverMessage('hold-expired', venue.phone)), closed: hold.closed };
      holdExpiresAt = hold.holdExpiresAt;
    }
    const sessions = createCheckoutSessionsRepository(tx);
    closed.push(...(await sessions.closeOpen({ afterHoursBookingId: row.id })));
    const id = newPublicId();
    const session: NewCheckoutSession = {
      id,
      bookingId: null,
      afterHoursBookingId: row.id,
      kind: charge.kind,
      amountCents: charge.amountCents,
      description: describeAfterHoursCharge(charge.kind, {
        date: row.date,
        startTime: row.start_time,
        endTime: row.end_time,
        reference: bookingReference(row.id),
      }),
      provider: paymentProvider.name,
      expiresAt: expiryOf(deps, now, state, holdExpiresAt),
      idempotencyKey: `checkout-attempt-${id}`,
    };
    await sessions.insert(session, now);
    return { session, closed };
  });
  await expireAtProvider(deps, started.closed);
  if ('refused' in started) throw started.refused;
  return openAtProvider(deps, started.session, { type: 'after-hours', publicId: row.public_id }, row.email);
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
