import {
  formatDisplayDate,
  formatTimeRange,
  hostFirstName,
  icsCalendar,
  invitationCalendarEvent,
  invitationEventUid,
  invitationPath,
  type VenueChangeCause,
} from '@party/domain';
import type { Queryable } from '../db/queryable';
import { findBookingById } from '../repositories/bookings-repository';
import { aud, calendarAttachment, type EmailContext } from './booking-view';
import {
  bookingCanceledEmail,
  bookingMoveAskedEmail,
  bookingMovedEmail,
  guestPartyCanceledEmail,
  guestPartyMovedEmail,
  guestPartyOf,
  venuePlanChangedEmail,
  type ChangedBy,
  type PlaceWords,
} from './change-of-plan-emails';
import { createRsvpsRepository } from '../repositories/rsvps-repository';
import { type Fact } from './layout';
import { add, message, venueInbox, viewOf, type BookingTarget } from './outbox-message';

// The emails of a change of plan (decisions 052 and 059): a booking moved, canceled, or asked to
// move by the venue, to its customer, the venue and each family that answered its invitation;
// each queued in the change's transaction (outbox-message.ts).

/** A party's guests as its invitation shows them the party, and each family that answered it (every answer has an email). */
async function partyGuests(tx: Queryable, bookingId: number) {
  const row = await findBookingById(tx, bookingId);
  if (!row) throw new Error(`No booking ${bookingId} to email its guests about`);
  return { row, party: guestPartyOf(row), answers: await createRsvpsRepository(tx).listForBooking(bookingId) };
}

/** A move of a booking: who moved it, from where, and its fee (decision 052). */
export interface MoveFact {
  from: PlaceWords;
  feeCents: number;
  by: ChangedBy;
  /** Names the move: the booking's version it made. */
  version: number;
}

/**
 * A booking moved (decision 052): the customer gets the new date and time with a new calendar file
 * (the same event, a higher sequence), the venue a copy, and each family that answered the party's
 * invitation the new date with a calendar file of its own. Each once per move.
 */
export async function queueBookingMoved(tx: Queryable, context: EmailContext, target: BookingTarget, move: MoveFact): Promise<void> {
  const view = await viewOf(tx, context, target);
  const key = `${view.key}:v${move.version}`;
  const customer = message(bookingMovedEmail(view, move, context.venue), { to: view.customer, attachments: [calendarAttachment(view, context)] }, context);
  if (!(await add(tx, 'booking-moved', `booking-moved:${key}`, target, customer))) return;
  const lines: Fact[] = [
    ['Moved from', `${formatDisplayDate(move.from.date)}, ${formatTimeRange(move.from.startTime, move.from.endTime)}, ${move.from.room}`],
    ['Moved by', { customer: 'The customer, online', staff: 'The staff, for the customer', venue: 'The venue' }[move.by]],
    ['Rebooking fee', move.feeCents > 0 ? aud(move.feeCents) : 'None'],
  ];
  await add(tx, 'venue-booking-moved', `venue-booking-moved:${key}`, target, message(venuePlanChangedEmail(view, { headline: 'Booking moved', lines }, context.venue), { to: venueInbox(context), replyTo: [view.customer] }, context));
  if (!('bookingId' in target)) return;
  const { row, party, answers } = await partyGuests(tx, target.bookingId);
  const invitationUrl = `${context.siteUrl}${invitationPath(row.invitation_id)}`;
  const ics = icsCalendar(invitationCalendarEvent({ ...party, hostFirstName: hostFirstName(row.parent_name) }, context.venue, invitationUrl), {
    uid: invitationEventUid(row.invitation_id, context.venue),
    now: context.now,
    productName: context.venue.name,
    sequence: row.moves,
  });
  for (const answer of answers) {
    const built = message(guestPartyMovedEmail(answer, party, move.from, invitationUrl, context.venue), {
      to: { name: answer.name, address: answer.email },
      replyTo: [venueInbox(context)],
      attachments: [{ filename: 'birthday-party.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }],
    }, context);
    await add(tx, 'guest-party-moved', `guest-party-moved:${key}:${answer.rsvpId}`, target, built);
  }
}

/** A cancellation (decision 052): who asked, what the venue keeps (in the terms' words) and what is owed back. */
export interface CancelFact {
  by: ChangedBy;
  keptWords: string;
  paidCents: number;
  keptCents: number;
  refundCents: number;
  /** The staff's reason, for the venue's copy (never the customer's email). */
  reason: string;
}

/**
 * A booking canceled (decision 052): the customer is told what is kept and what is refunded, the
 * venue gets a copy with the reason, and each family that answered the party's invitation that it
 * is not going ahead. Once per booking: a booking is canceled once.
 */
export async function queueBookingCanceled(tx: Queryable, context: EmailContext, target: BookingTarget, cancel: CancelFact): Promise<void> {
  const view = await viewOf(tx, context, target);
  const customer = message(bookingCanceledEmail(view, cancel, context.venue), { to: view.customer }, context);
  if (!(await add(tx, 'booking-canceled', `booking-canceled:${view.key}`, target, customer))) return;
  const lines: Fact[] = [
    ['Canceled by', { customer: 'The customer, online', staff: "The staff, at the customer's request", venue: 'The venue' }[cancel.by]],
    ...(cancel.reason ? ([['Reason', cancel.reason]] as Fact[]) : []),
    ['Kept', aud(cancel.keptCents)],
    ['Owed back', aud(cancel.refundCents)],
  ];
  await add(tx, 'venue-booking-canceled', `venue-booking-canceled:${view.key}`, target, message(venuePlanChangedEmail(view, { headline: 'Booking canceled', lines }, context.venue), { to: venueInbox(context), replyTo: [view.customer] }, context));
  if (!('bookingId' in target)) return;
  const { party, answers } = await partyGuests(tx, target.bookingId);
  for (const answer of answers) {
    const built = message(guestPartyCanceledEmail(answer, party, context.venue), { to: { name: answer.name, address: answer.email }, replyTo: [venueInbox(context)] }, context);
    await add(tx, 'guest-party-canceled', `guest-party-canceled:${view.key}:${answer.rsvpId}`, target, built);
  }
}

/** The venue's request to move a booking (decision 059): why, and whether its customer can still answer online. */
export interface MoveAskedFact {
  cause: VenueChangeCause;
  online: boolean;
  /** Names the request: the booking's version it made. */
  version: number;
}

/**
 * The venue asks the customer to move the booking (a closure, or the hours: decision 059): they
 * are emailed their choices, once per request. Families that answered the invitation are told
 * when it moves, or that it is canceled, not before.
 */
export async function queueMoveAsked(tx: Queryable, context: EmailContext, target: BookingTarget, ask: MoveAskedFact): Promise<void> {
  const view = await viewOf(tx, context, target);
  const built = message(bookingMoveAskedEmail(view, ask, context.venue), { to: view.customer, replyTo: [venueInbox(context)] }, context);
  await add(tx, 'booking-move-asked', `booking-move-asked:${view.key}:v${ask.version}`, target, built);
}
