import {
  bookingChanges,
  formatDisplayDate,
  formatTimeRange,
  hostFirstName,
  icsCalendar,
  invitationCalendarEvent,
  invitationEventUid,
  invitationPath,
  PAYMENT_OPTION_NAMES,
  refundFailureWords,
  STAFF_ROUTES,
  type RsvpAnswer,
  type RsvpTotals,
  type Venue,
  type VenueChangeCause,
} from '@party/domain';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/queryable';
import { findAfterHoursById, type AfterHoursRow } from '../repositories/afterhours-repository';
import { findBookingById, recordConfirmationEmailTo, type BookingRow } from '../repositories/bookings-repository';
import { createCatalogueRepository } from '../repositories/catalogue-repository';
import type { NewContactMessage } from '../repositories/contacts-repository';
import { createOutboxRepository, type EmailKind, type MailAddress, type MailAttachment, type OutboxMessage } from '../repositories/outbox-repository';
import { createPaymentsRepository, type BookingRef, type MoneyRecord } from '../repositories/payments-repository';
import {
  afterHoursEditComparison,
  afterHoursView,
  aud,
  calendarAttachment,
  partyEditComparison,
  partyView,
  type BookingView,
  type EditComparison,
  type EmailContext,
} from './booking-view';
import { balanceDueEmail, bookingByPhoneEmail, bookingConfirmedEmail, bookingHeldEmail, bookingLinksEmail, bookingUpdatedEmail, paymentReceivedEmail, rsvpEmail } from './customer-emails';
import { rsvpCopyEmail, type RsvpCopyForEmail } from './guest-emails';
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
import { signInLinkEmail, staffInvitationEmail, type SignInLinkFacts, type StaffInvitationFacts } from './staff-emails';
import { renderEmail, type EmailContent, type Fact } from './layout';
import { refundReasonForEdit } from './refund-reason';
import {
  contactMessageEmail,
  venueBookingConfirmedEmail,
  venueBookingUpdatedEmail,
  venueOwedBackEmail,
  type MoneyMovement,
  type OwedBackChange,
  type PaymentFacts,
} from './venue-emails';

// Queuing email: each function runs inside the transaction of the fact it reports (pass its
// Queryable), reads what it needs from there, renders the email and adds it to the outbox. So the
// email exists exactly when the fact does, with the figures as they were at that moment.

export type BookingTarget = BookingRef;

export type { EmailContext, PaymentFacts };

/** What emails are made with: the venue, SITE_URL and STAFF_SITE_URL for links, and the server's clock read now. */
export function emailContext({ venue, siteUrl, staffSiteUrl, now }: { venue: Venue; siteUrl: string; staffSiteUrl: string; now: () => Date }): EmailContext {
  return { venue, siteUrl, staffSiteUrl, now: now() };
}

async function packageName(tx: Queryable, packageId: string): Promise<string> {
  const pkg = await createCatalogueRepository(tx).findAnyPackage(packageId);
  return pkg?.name ?? packageId;
}

/** The booking as its emails show it, read in the transaction. */
async function viewOf(tx: Queryable, context: EmailContext, target: BookingTarget): Promise<BookingView> {
  if ('bookingId' in target) {
    const row = await findBookingById(tx, target.bookingId);
    if (!row) throw new Error(`No booking ${target.bookingId} to email about`);
    return partyView(row, await packageName(tx, row.package_id), context);
  }
  const row = await findAfterHoursById(tx, target.afterHoursBookingId);
  if (!row) throw new Error(`No after-hours booking ${target.afterHoursBookingId} to email about`);
  return afterHoursView(row, await packageName(tx, row.package_id), context);
}

interface Envelope {
  to: MailAddress;
  replyTo?: MailAddress[];
  attachments?: MailAttachment[];
}

/** An email rendered for the outbox, with its own Message-ID. */
export function message(content: EmailContent, envelope: Envelope, context: EmailContext): OutboxMessage {
  const domain = context.venue.email.split('@')[1] || 'localhost';
  return {
    // Ours, so that a resend after a crash carries the same id and mail programs show it once.
    messageId: `<${randomUUID()}@${domain}>`,
    to: [envelope.to],
    ...(envelope.replyTo?.length ? { replyTo: envelope.replyTo } : {}),
    ...renderEmail(content),
    ...(envelope.attachments ? { attachments: envelope.attachments } : {}),
  };
}

async function add(tx: Queryable, kind: EmailKind, factKey: string, booking: BookingTarget | undefined, built: OutboxMessage): Promise<boolean> {
  return createOutboxRepository(tx).add({ kind, factKey, booking, message: built });
}

const venueInbox = (context: EmailContext): MailAddress => ({ name: context.venue.name, address: context.venue.email });

/**
 * 1 and 6: the booking is confirmed. The customer gets the confirmation with its .ics, the venue a
 * copy with the payment's reference; a party records the address the confirmation went to.
 */
export async function queueBookingConfirmed(tx: Queryable, context: EmailContext, target: BookingTarget, payment?: PaymentFacts): Promise<void> {
  const view = await viewOf(tx, context, target);
  const confirmation = message(bookingConfirmedEmail(view, context.venue), { to: view.customer, attachments: [calendarAttachment(view, context)] }, context);
  if (!(await add(tx, 'booking-confirmed', `booking-confirmed:${view.key}`, target, confirmation))) return;
  const copy = message(venueBookingConfirmedEmail(view, payment, context.venue), { to: venueInbox(context), replyTo: [view.customer] }, context);
  await add(tx, 'venue-booking-confirmed', `venue-booking-confirmed:${view.key}`, target, copy);
  if ('bookingId' in target) {
    await recordConfirmationEmailTo(tx, target.bookingId, view.customer.address);
  }
}

/** 2: a later payment that counts toward the booking. `factKey` names the payment. */
export async function queuePaymentReceived(tx: Queryable, context: EmailContext, target: BookingTarget, amountCents: number, factKey: string): Promise<void> {
  const view = await viewOf(tx, context, target);
  await add(tx, 'payment-received', `payment-received:${factKey}`, target, message(paymentReceivedEmail(view, amountCents, context.venue), { to: view.customer }, context));
}

/**
 * The balance's pay link, sent by the front desk (decision 064), to the customer, answering to the
 * venue. `requestId` names the request: sent again, nothing more is queued. Answers where it went
 * and the balance it asks for; undefined when nothing is due (no email).
 */
export async function queueBalanceDue(tx: Queryable, context: EmailContext, target: BookingTarget, requestId: string): Promise<{ to: string; dueCents: number; queued: boolean } | undefined> {
  const view = await viewOf(tx, context, target);
  // A party's pay-now page; a hire is paid on its own page.
  const payUrl = view.links.payNow ?? (!('bookingId' in target) ? view.links.edit : undefined);
  if (view.status === 'canceled' || view.money.remainingCents === 0 || !payUrl) return undefined;
  const built = message(balanceDueEmail(view, payUrl, context.venue), { to: view.customer, replyTo: [venueInbox(context)] }, context);
  const queued = await add(tx, 'balance-due', `balance-due:${view.key}:${requestId}`, target, built);
  return { to: view.customer.address, dueCents: view.money.remainingCents, queued };
}

/**
 * 3: an edit changed a confirmed booking's order or price: the customer and the venue are told what
 * changed. `factKey` names the edit (the version it made).
 */
export async function queueBookingUpdated(tx: Queryable, context: EmailContext, target: BookingTarget, factKey: string, changes: readonly string[]): Promise<void> {
  const view = await viewOf(tx, context, target);
  if (!(await add(tx, 'booking-updated', `booking-updated:${factKey}`, target, message(bookingUpdatedEmail(view, changes, context.venue), { to: view.customer }, context)))) return;
  const copy = message(venueBookingUpdatedEmail(view, changes, context.venue), { to: venueInbox(context), replyTo: [view.customer] }, context);
  await add(tx, 'venue-booking-updated', `venue-booking-updated:${factKey}`, target, copy);
}

/** How long after a party is booked unpaid its 'not booked yet' email goes: 10 minutes, or half a shorter hold. */
export function heldEmailDelayMs(holdMinutes: number): number {
  return Math.min(10, holdMinutes / 2) * 60_000;
}

/**
 * 7: a party booked but not paid. The email waits `delayMs` (a parent paying at once never gets
 * it) and goes only while the booking is still waiting for its payment: the outbox drops it once
 * the booking is paid, canceled or its hold has run out (decision 028).
 */
export async function queueBookingHeld(tx: Queryable, context: EmailContext, bookingId: number, delayMs: number): Promise<void> {
  const target = { bookingId };
  const view = await viewOf(tx, context, target);
  if (!view.hold) return;
  const built = message(bookingHeldEmail(view, view.hold, context.venue), { to: view.customer }, context);
  await createOutboxRepository(tx).add({ kind: 'booking-held', factKey: `booking-held:${view.key}`, booking: target, message: built, delayMs });
}

/**
 * A party the staff booked for a parent on the phone or at the counter (decision 054): the link to
 * pay online, at once, answering to the venue. Unlike the 'not booked yet' email it still goes
 * once the hold has run out (the link books the party then while the room is free); the outbox
 * drops it only when the booking no longer waits for its payment (paid at the counter, canceled).
 */
export async function queueBookingByPhone(tx: Queryable, context: EmailContext, bookingId: number): Promise<void> {
  const target = { bookingId };
  const row = await findBookingById(tx, bookingId);
  if (!row) throw new Error(`No booking ${bookingId} to email about`);
  const view = partyView(row, await packageName(tx, row.package_id), context);
  if (!view.hold) return;
  const built = message(bookingByPhoneEmail(view, view.hold, row.payment_option === 'full' ? 'full' : 'deposit', context.venue), { to: view.customer, replyTo: [venueInbox(context)] }, context);
  await add(tx, 'booking-by-phone', `booking-by-phone:${view.key}`, target, built);
}

/** A refund as the venue's notices list it: one sent through the provider says whether it is settled. */
function refundLabel(record: MoneyRecord): string {
  if (record.status === 'pending') return 'Refund (pending at the provider)';
  if (record.status === 'failed') return `Refund that failed (${refundFailureWords(record.failureReason)}): not given back`;
  return 'Refund';
}

/** The booking's payments and refunds as the venue's notices list them. */
async function moneyHistory(tx: Queryable, target: BookingTarget): Promise<MoneyMovement[]> {
  return (await createPaymentsRepository(tx).history(target)).map((record) => ({
    amountCents: record.amountCents,
    label: record.kind === 'refund' ? refundLabel(record) : PAYMENT_OPTION_NAMES[record.kind],
    provider: record.provider,
    reference: record.reference,
    owedBackWhole: record.owedBack,
  }));
}

/**
 * 6: what the venue owes back on the booking changed (up, down, to nothing): one email to the
 * venue with the new amount and the old, queued by the transaction that stored the new amount, so
 * it always says what `money_owed_back` says. `factKey` names the payment, edit or refund.
 */
export async function queueOwedBackChanged(tx: Queryable, context: EmailContext, target: BookingTarget, change: OwedBackChange, factKey: string): Promise<void> {
  // A refund recorded is always told, even one that leaves the amount as it was.
  if (change.afterCents === change.beforeCents && !change.refund) return;
  const view = await viewOf(tx, context, target);
  const moneyPage = `${context.staffSiteUrl}${STAFF_ROUTES.money}`;
  const built = message(venueOwedBackEmail(view, change, await moneyHistory(tx, target), context.venue, moneyPage), { to: venueInbox(context), replyTo: [view.customer] }, context);
  await add(tx, 'venue-refund-due', `venue-refund-due:${factKey}`, target, built);
}

/** A booking just edited: which it is, and its row as read before the edit was saved. */
export type BookingBeforeEdit = { bookingId: number; before: BookingRow } | { afterHoursBookingId: number; before: AfterHoursRow };

/** The booking as the edit compares it, before and (read in the transaction) after. */
async function editComparisons(tx: Queryable, edited: BookingBeforeEdit): Promise<{ before: EditComparison; after: EditComparison }> {
  if ('bookingId' in edited) {
    const row = await findBookingById(tx, edited.bookingId);
    if (!row) throw new Error(`No booking ${edited.bookingId} to email about`);
    return { before: partyEditComparison(edited.before), after: partyEditComparison(row) };
  }
  const row = await findAfterHoursById(tx, edited.afterHoursBookingId);
  if (!row) throw new Error(`No after-hours booking ${edited.afterHoursBookingId} to email about`);
  return { before: afterHoursEditComparison(edited.before), after: afterHoursEditComparison(row) };
}

/** An edit as it compared the booking: before, after, and what changed in words (its audit entry records them). */
export interface EditCompared {
  before: EditComparison;
  after: EditComparison;
  changes: string[];
}

/**
 * 1, 3 and 6 for an edit saved at `version`, queued in its transaction: an edit that makes a
 * pending booking free confirms it (the confirmation); one that changes anything of a confirmed
 * booking says what changed, field by field (`bookingChanges`, one rule for parties and hires); one
 * that changes what the venue owes back (lower than what was paid, or raised again) tells the venue.
 */
export async function queueEditEmails(tx: Queryable, context: EmailContext, edited: BookingBeforeEdit, version: number): Promise<EditCompared> {
  const target: BookingTarget = 'bookingId' in edited ? { bookingId: edited.bookingId } : { afterHoursBookingId: edited.afterHoursBookingId };
  const edit = `${'bookingId' in target ? `party:${target.bookingId}` : `after-hours:${target.afterHoursBookingId}`}:v${version}`;
  const { before, after } = await editComparisons(tx, edited);
  const changes = bookingChanges(before.comparable, after.comparable);
  if (before.status === 'pending' && after.status === 'confirmed') await queueBookingConfirmed(tx, context, target);
  else if (after.status === 'confirmed' && changes.length > 0) await queueBookingUpdated(tx, context, target, edit, changes);
  const owedBack = { beforeCents: before.owedBackCents, afterCents: after.owedBackCents };
  await queueOwedBackChanged(tx, context, target, { ...owedBack, reason: refundReasonForEdit(owedBack) }, `edit:${edit}`);
  return { before, after, changes };
}

export interface RsvpFact {
  /** The answer's public id: with the version, names the fact. */
  answerId: string;
  /** How many answers the family has given: each change is a fact of its own. */
  version: number;
  bookingId: number;
  parent: MailAddress;
  childFirstName: string;
  date: string;
  editUrl: string;
  answer: RsvpAnswer;
  /** It replaced the family's earlier answer. */
  replaced: boolean;
  /** Every family's answer counted, this one included. */
  totals: RsvpTotals;
}

/** 4: a family's answer, new or changed, to the parent, answering to the family. */
export async function queueRsvp(tx: Queryable, context: EmailContext, rsvp: RsvpFact): Promise<void> {
  const { answer } = rsvp;
  const content = rsvpEmail(
    { childFirstName: rsvp.childFirstName, date: rsvp.date, answer, replaced: rsvp.replaced, totals: rsvp.totals, editUrl: rsvp.editUrl },
    context.venue,
  );
  const envelope = { to: rsvp.parent, replyTo: [{ name: answer.name, address: answer.email }] };
  await add(tx, 'rsvp', `rsvp:${rsvp.answerId}:v${rsvp.version}`, { bookingId: rsvp.bookingId }, message(content, envelope, context));
}

/** The family's answer as RsvpFact names it, and the party as its invitation shows it. */
export interface RsvpCopyFact extends Pick<RsvpFact, 'answerId' | 'version' | 'bookingId'>, RsvpCopyForEmail {}

/**
 * 4b: the guest's copy of their answer, new or changed, to the email it gives, answering to the
 * venue (never the parent). True when it was queued (one copy per version of the answer).
 */
export async function queueRsvpCopy(tx: Queryable, context: EmailContext, { answerId, version, bookingId, ...copy }: RsvpCopyFact): Promise<boolean> {
  const envelope = { to: { name: copy.answer.name, address: copy.answer.email }, replyTo: [venueInbox(context)] };
  return add(tx, 'rsvp-copy', `rsvp-copy:${answerId}:v${version}`, { bookingId }, message(rsvpCopyEmail(copy, context.venue), envelope, context));
}

/**
 * 8: a staff invitation, to the person invited, answering to the venue. `factKey` names the
 * invitation. Its link is its key until used or run out (24 hours): the outbox holds it as sent.
 */
export async function queueStaffInvitation(tx: Queryable, context: EmailContext, to: MailAddress, facts: StaffInvitationFacts, factKey: string): Promise<void> {
  const built = message(staffInvitationEmail(facts, context.venue), { to, replyTo: [venueInbox(context)] }, context);
  await add(tx, 'staff-invitation', `staff-invitation:${factKey}`, undefined, built);
}

/**
 * A sign-in link, to a member whose account is past its limit on failed sign-ins (decision 057),
 * answering to the venue. `factKey` names the link.
 */
export async function queueStaffSignInLink(tx: Queryable, context: EmailContext, to: MailAddress, facts: SignInLinkFacts, factKey: string): Promise<void> {
  const built = message(signInLinkEmail(facts, context.venue), { to, replyTo: [venueInbox(context)] }, context);
  await add(tx, 'staff-sign-in-link', `staff-sign-in-link:${factKey}`, undefined, built);
}

/** 5: a contact message, to the venue's inbox, answering to its sender. */
export async function queueContactMessage(tx: Queryable, context: EmailContext, id: number, contact: NewContactMessage): Promise<void> {
  const built = message(contactMessageEmail(contact, context.venue), { to: venueInbox(context), replyTo: [{ name: contact.name, address: contact.email }] }, context);
  await add(tx, 'contact-message', `contact:${id}`, undefined, built);
}

/**
 * 7. Find My Booking: the links of the address's upcoming bookings, to that address (as the first
 * booking stored it), one email per request.
 */
export async function queueBookingLinks(tx: Queryable, context: EmailContext, bookings: readonly BookingTarget[]): Promise<void> {
  const views: BookingView[] = [];
  for (const target of bookings) views.push(await viewOf(tx, context, target));
  const [first] = views;
  if (!first) return;
  await add(tx, 'booking-links', `booking-links:${randomUUID()}`, undefined, message(bookingLinksEmail(views, context.venue), { to: first.customer }, context));
}

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
