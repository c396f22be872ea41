import { bookingChanges, PAYMENT_OPTION_NAMES, refundFailureWords, STAFF_ROUTES } from '@party/domain';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/queryable';
import { findAfterHoursById, type AfterHoursRow } from '../repositories/afterhours-repository';
import { findBookingById, recordConfirmationEmailTo } from '../repositories/bookings-repository';
import type { BookingRow } from '../repositories/booking-row';
import type { NewContactMessage } from '../repositories/contacts-repository';
import { createOutboxRepository } from '../repositories/outbox-repository';
import { createPaymentRecordsRepository, type MoneyRecord } from '../repositories/payment-records-repository';
import {
  afterHoursEditComparison,
  calendarAttachment,
  partyEditComparison,
  partyView,
  type BookingView,
  type EditComparison,
  type EmailContext,
} from './booking-view';
import {
  balanceDueEmail,
  bookingByPhoneEmail,
  bookingConfirmedEmail,
  bookingHeldEmail,
  bookingLinksEmail,
  bookingUpdatedEmail,
  paymentReceivedEmail,
} from './customer-emails';
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
import { add, message, packageName, venueInbox, viewOf, type BookingTarget } from './outbox-message';

// The emails of a booking's own facts (booked, paid, held, changed, owed back), its links, and a
// contact message; each queued in the fact's transaction (outbox-message.ts).

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
  return (await createPaymentRecordsRepository(tx).history(target)).map((record) => ({
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
