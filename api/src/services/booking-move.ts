import {
  afterHoursTimesProblem,
  areOnlineChangesOpen,
  BOOKING_CLASH_MESSAGES,
  bookingMoney,
  bookingReference,
  CHANGE_OF_PLAN_MESSAGES,
  clockTime,
  hasEventStarted,
  isAfterHoursDateBookable,
  minutesOfDay,
  moveFee,
  moveFeeWords,
  onlineChangesClosedMessage,
  partyDateNotBookableMessage,
  partyStartProblem,
  roomHoldsKids,
  roomTooSmallMessage,
  toCents,
  toDollars,
  VENUE_CLOSED_MESSAGE,
  type AfterHoursFormValues,
  type MoveOptions,
  type MovePayload,
  type MoveQuote,
  type PlanChangedBy,
} from '@party/domain';
import type { Queryable } from '../db/queryable';
import { emailContext } from '../email/outbox-message';
import { queueBookingMoved } from '../email/queue-change-of-plan';
import { queueOwedBackChanged } from '../email/queue';
import { refundReasonForMove } from '../email/refund-reason';
import { apiError } from '../http-errors';
import type { AfterHoursRow } from '../repositories/afterhours-repository';
import { auditTargetOf } from '../repositories/booking-kinds';
import type { BookingRow } from '../repositories/booking-row';
import type { ClosedSession } from '../repositories/checkout-sessions-repository';
import { CentreHiredError, PartiesBookedError, RoomTakenError, VenueClosedError } from '../repositories/errors';
import { ChangedMeanwhileError, recordMove, type PartySlot, type Place } from '../repositories/moves-repository';
import { createVenueChangesRepository } from '../repositories/venue-changes-repository';
import { audit, type Actor } from '../audit/audit';
import { afterHoursDetailsFrom, hirerOf } from './afterhours';
import { closedDays, hireMoveSlots, partyMoveSlots } from './availability';
import { expireAtProvider } from './provider-sessions';
import type { ServiceDeps } from './service-deps';

// Moving a booking to another date, start time and room (decision 052), by the parent online
// (until online changes close) or by the staff at any time. Only what the public calendar would
// offer the booking can be chosen; the terms' rebooking fee is a line of its bill; the new slot is
// taken under the same locks and constraints as a new booking's, so of two moves or bookings
// racing for one slot exactly one wins, and the old slot is free the moment the move is saved.

/** Who moves or cancels a booking: the customer online, a staff member for them, or the venue of its own accord. */
export interface PlanChanger {
  by: 'customer' | 'staff' | 'venue';
  actor: Actor;
}

/** A booking as a change of plan reads it: a party's row or a hire's. */
export type ChangingBooking = { kind: 'party'; row: BookingRow } | { kind: 'hire'; row: AfterHoursRow };

/**
 * Whose change of plan the terms see: the venue's when it makes the change of its own accord, or
 * when it asked the customer to move the booking (a closure, or the hours: decision 059), until it
 * moves; the customer's otherwise, whoever makes it for them.
 */
export function termsOf(booking: ChangingBooking, by: PlanChangedBy): PlanChangedBy {
  return by === 'venue' || booking.row.venue_asked !== null ? 'venue' : 'customer';
}

const refOf = (booking: ChangingBooking) => (booking.kind === 'party' ? { bookingId: booking.row.id } : { afterHoursBookingId: booking.row.id });

/** Where the booking is now. */
export function placeOf(booking: ChangingBooking): Place {
  const { row } = booking;
  return { date: row.date, startTime: row.start_time, endTime: row.end_time, room: booking.kind === 'party' ? booking.row.room_name : 'The whole centre' };
}

/** The booking's length in minutes. */
const minutesOf = (booking: ChangingBooking) => minutesOfDay(booking.row.end_time) - minutesOfDay(booking.row.start_time);

/** Refused before anything is read of the new time: canceled, started, or (online) too close to the party. */
function checkMovable(deps: Pick<ServiceDeps, 'now' | 'venue'>, booking: ChangingBooking, changer: PlanChanger): void {
  const { row } = booking;
  const now = deps.now();
  if (row.status === 'canceled') throw apiError('booking-canceled', BOOKING_CLASH_MESSAGES.canceled);
  if (hasEventStarted(row.date, row.start_time, now, deps.venue.timeZone)) throw apiError('event-started', CHANGE_OF_PLAN_MESSAGES.startedMove);
  if (changer.by === 'customer' && !areOnlineChangesOpen(row.date, now, deps.venue.timeZone)) {
    throw apiError('online-changes-closed', onlineChangesClosedMessage(deps.venue, booking.kind === 'party' ? 'party' : 'event'));
  }
}

/** GET .../move-options?date=: where the booking could go that day, as the public calendar would offer it. */
export async function moveOptions(deps: ServiceDeps, booking: ChangingBooking, changer: PlanChanger, date: string): Promise<MoveOptions> {
  checkMovable(deps, booking, changer);
  const now = deps.now();
  const query = { date, now, timeZone: deps.venue.timeZone, venue: await deps.venueSettings.get() };
  const moving = { id: booking.row.id, minutes: minutesOf(booking), kids: booking.kind === 'party' ? booking.row.number_of_kids : 0 };
  const slots = booking.kind === 'party' ? await partyMoveSlots(deps.repos, query, moving) : await hireMoveSlots(deps.repos, query, moving);
  return { date, kind: booking.kind, current: { date: booking.row.date, startTime: booking.row.start_time }, slots };
}

/** A party's new slot, checked as a new booking's is: a start time and a room the public pages offer, within the rules. */
async function partySlotOf(deps: ServiceDeps, booking: Extract<ChangingBooking, { kind: 'party' }>, request: MovePayload): Promise<PartySlot & { roomName: string }> {
  const { repos, venue } = deps;
  const minutes = minutesOf(booking);
  const [slots, room] = await Promise.all([repos.catalogue.timeSlots(), request.roomId ? repos.catalogue.findRoom(request.roomId) : undefined]);
  const slot = slots.find((entry) => entry.time === request.startTime);
  if (!slot || !room) throw apiError('move-not-available', CHANGE_OF_PLAN_MESSAGES.notAvailable);
  const now = deps.now();
  const problem = partyStartProblem(
    { date: request.date, time: slot.time, minutes },
    { now, unavailableDates: await closedDays(repos, now, venue.timeZone), timeZone: venue.timeZone, hours: await repos.hours.weekly() },
  );
  if (problem === 'unavailable') throw apiError('venue-closed', VENUE_CLOSED_MESSAGE);
  if (problem) throw apiError('date-not-bookable', partyDateNotBookableMessage(problem, venue.phone));
  if (!roomHoldsKids(room, booking.row.number_of_kids)) throw apiError('room-too-small', roomTooSmallMessage(room, 'edit'));
  return { date: request.date, startTime: slot.time, minutes, roomId: room.id, timeSlotId: slot.id, roomName: room.name };
}

/** A hire's new time, keeping its length: a start the after-hours page offers that day, its end within the venue's window. */
async function hireTimeOf(deps: ServiceDeps, booking: Extract<ChangingBooking, { kind: 'hire' }>, request: MovePayload): Promise<Place> {
  const { repos, venue } = deps;
  const end = minutesOfDay(request.startTime) + minutesOf(booking);
  if (end >= 24 * 60) throw apiError('move-not-available', CHANGE_OF_PLAN_MESSAGES.notAvailable);
  const endTime = clockTime(end);
  const problem = afterHoursTimesProblem(request.startTime, endTime, await repos.hours.afterHoursWindow());
  if (problem) throw apiError('move-not-available', `${CHANGE_OF_PLAN_MESSAGES.notAvailable} ${problem.message}`);
  const now = deps.now();
  const closed = await closedDays(repos, now, venue.timeZone);
  if (closed.includes(request.date)) throw apiError('venue-closed', VENUE_CLOSED_MESSAGE);
  if (!isAfterHoursDateBookable(request.date, now, closed, venue.timeZone)) {
    throw apiError('date-not-bookable', 'After-hours events are booked from 48 hours to 12 months ahead: please choose another date.');
  }
  return { date: request.date, startTime: request.startTime, endTime, room: 'The whole centre' };
}

/** A move planned: where to, its fee and what the booking's money becomes. Nothing is saved. */
interface PlannedMove {
  quote: MoveQuote;
  to: Place;
  feeCents: number;
  refundDueCents: number;
  /** A party's new slot; none for a hire. */
  slot?: PartySlot;
}

async function planMove(deps: ServiceDeps, booking: ChangingBooking, request: MovePayload, changer: PlanChanger): Promise<PlannedMove> {
  checkMovable(deps, booking, changer);
  const { row } = booking;
  const from = placeOf(booking);
  let to: Place;
  let slot: PartySlot | undefined;
  if (booking.kind === 'party') {
    const party = await partySlotOf(deps, booking, request);
    slot = party;
    const end = clockTime(minutesOfDay(party.startTime) + party.minutes);
    to = { date: party.date, startTime: party.startTime, endTime: end, room: party.roomName };
    if (party.date === row.date && party.startTime === row.start_time && party.roomId === booking.row.room_id) throw apiError('move-not-available', CHANGE_OF_PLAN_MESSAGES.sameTime);
  } else {
    to = await hireTimeOf(deps, booking, request);
    if (to.date === row.date && to.startTime === row.start_time) throw apiError('move-not-available', CHANGE_OF_PLAN_MESSAGES.sameTime);
  }
  const { feeCents, reason } = moveFee({
    kind: booking.kind,
    eventDate: row.date,
    // "More than one change": the customer's own; the venue's, and those it asked for, are not counted.
    earlierMoves: row.customer_moves,
    by: termsOf(booking, changer.by === 'venue' ? 'venue' : 'customer'),
    now: deps.now(),
    timeZone: deps.venue.timeZone,
  });
  const finalCents = (booking.kind === 'party' ? booking.row.final_price_cents : booking.row.total_cents) + feeCents;
  const money = bookingMoney({ status: row.status, finalCents, paidCents: row.paid_cents, receivedCents: row.received_cents, keptCents: row.kept_cents });
  return {
    to,
    slot,
    feeCents,
    refundDueCents: money.owedBackCents,
    quote: {
      reference: bookingReference(row.id),
      from,
      to,
      fee: toDollars(feeCents),
      feeReason: reason,
      feeWords: moveFeeWords(reason),
      finalPrice: toDollars(finalCents),
      totalPaidAmount: toDollars(row.received_cents),
      remainingAmount: toDollars(money.remainingCents),
      amountOwedBack: toDollars(money.owedBackCents),
      moved: false,
    },
  };
}

/** POST .../move/quote: what the move would cost and do; nothing is saved. */
export async function quoteMove(deps: ServiceDeps, booking: ChangingBooking, request: MovePayload, changer: PlanChanger): Promise<MoveQuote> {
  return (await planMove(deps, booking, request, changer)).quote;
}

/** The database refused the new time: who holds it, in the domain's words. */
function refuseClash(error: unknown): never {
  if (error instanceof RoomTakenError) throw apiError('room-taken', BOOKING_CLASH_MESSAGES.roomTaken);
  if (error instanceof CentreHiredError) throw apiError('centre-hired', BOOKING_CLASH_MESSAGES.centreHired);
  if (error instanceof PartiesBookedError) throw apiError('parties-booked', BOOKING_CLASH_MESSAGES.partiesBooked);
  if (error instanceof VenueClosedError) throw apiError('venue-closed', VENUE_CLOSED_MESSAGE);
  if (error instanceof ChangedMeanwhileError) throw apiError('changed-meanwhile', BOOKING_CLASH_MESSAGES.changedMeanwhile);
  throw error;
}

/** A hire's form as stored, at a new time: everything else it has stays. */
const hireFormAt = (row: AfterHoursRow, to: Place): AfterHoursFormValues => ({
  date: to.date,
  startTime: to.startTime,
  endTime: to.endTime,
  ...hirerOf(row),
  selectedPackage: { id: row.package_id },
  addons: row.addons.map((addon) => ({ id: addon.id, quantity: addon.quantity })),
  paymentOption: row.payment_option,
});

/**
 * POST .../move: moves the booking as quoted, refused when its fee is no longer the one shown
 * (`fee`). In one transaction with it: the move's record (who, from, to, the fee), its audit
 * entry, the emails to the customer, the venue and every family that answered the invitation, and
 * the venue's notice when what it owes back changed. Then the checkouts it closed are closed at
 * the provider too.
 */
export async function moveBooking(deps: ServiceDeps, booking: ChangingBooking, request: MovePayload & { fee: number }, changer: PlanChanger): Promise<MoveQuote> {
  const planned = await planMove(deps, booking, request, changer);
  if (toCents(request.fee) !== planned.feeCents) {
    throw apiError('move-fee-changed', `${CHANGE_OF_PLAN_MESSAGES.feeChanged} ${planned.quote.feeWords}`);
  }
  const { row } = booking;
  const ref = refOf(booking);
  const now = deps.now();
  const context = emailContext(deps);
  const from = placeOf(booking);
  const alsoWrite = async (tx: Queryable) => {
    const forVenue = termsOf(booking, changer.by === 'venue' ? 'venue' : 'customer') === 'venue';
    await recordMove(tx, ref, { from, to: planned.to, feeCents: planned.feeCents, movedBy: changer.by, forVenue, staffId: changer.actor.kind === 'staff' ? changer.actor.staffId : null }, now);
    // Moved: the venue's request to move it (decision 059) is answered.
    if (row.venue_asked) await createVenueChangesRepository(tx).settleAsk(ref);
    await audit(tx, { actor: changer.actor, action: 'booking.move', target: auditTargetOf(ref), before: { ...from, owedBackCents: row.refund_due_cents }, after: { ...planned.to, feeCents: planned.feeCents, owedBackCents: planned.refundDueCents, by: changer.by, ...(forVenue ? { forVenue } : {}) } }, now);
    await queueBookingMoved(tx, context, ref, { from, feeCents: planned.feeCents, by: changer.by, version: row.version + 1 });
    const owedBack = { beforeCents: row.refund_due_cents, afterCents: planned.refundDueCents };
    await queueOwedBackChanged(tx, context, ref, { ...owedBack, reason: refundReasonForMove(planned.feeCents) }, `move:${booking.kind}:${row.id}:v${row.version + 1}`);
  };
  let closed: ClosedSession[];
  if (booking.kind === 'party' && planned.slot) {
    closed = await deps.repos.moves.moveParty(row.id, row.version, planned.slot, { feeCents: planned.feeCents, refundDueCents: planned.refundDueCents }, now, alsoWrite).catch(refuseClash);
  } else {
    const hire = booking.row as AfterHoursRow;
    // Priced as the hire it is (its rates, its add-ons even if hidden since: decision 041); the new
    // time was checked against the window and the dates above, so it is given as the hire's own.
    const { details } = await afterHoursDetailsFrom(deps, hireFormAt(hire, planned.to), { ...hire, date: planned.to.date, start_time: planned.to.startTime, end_time: planned.to.endTime });
    const saved = await deps.repos.afterHours
      .update(row.id, row.version, { ...details, pricing: { ...details.pricing, deposit: toDollars(hire.deposit_cents) } }, planned.refundDueCents, now, { checkClosed: true, alsoWrite: (tx) => alsoWrite(tx) })
      .catch(refuseClash);
    if (!saved.saved) throw apiError('changed-meanwhile', BOOKING_CLASH_MESSAGES.changedMeanwhile);
    closed = saved.closedSessions;
  }
  await expireAtProvider(deps, closed);
  return { ...planned.quote, moved: true };
}
