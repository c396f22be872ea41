import { type RsvpAnswer, type RsvpTotals } from '@party/domain';
import type { Queryable } from '../db/queryable';
import { type MailAddress } from '../repositories/outbox-repository';
import { type EmailContext } from './booking-view';
import { rsvpEmail } from './rsvp-email';
import { rsvpCopyEmail, type RsvpCopyForEmail } from './guest-emails';
import { add, message, venueInbox } from './outbox-message';

// The emails of a family's answer to an invitation: the parent's, and the guest's own copy; each
// queued in the answer's transaction (outbox-message.ts).

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
