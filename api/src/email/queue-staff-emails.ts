import type { Queryable } from '../db/queryable';
import { type MailAddress } from '../repositories/outbox-repository';
import { type EmailContext } from './booking-view';
import { signInLinkEmail, staffInvitationEmail, type SignInLinkFacts, type StaffInvitationFacts } from './staff-emails';
import { add, message, venueInbox } from './outbox-message';

// The emails to staff members (staff-emails.ts): an invitation, a sign-in link; each queued in
// the transaction that makes the invitation or the link (outbox-message.ts).

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
