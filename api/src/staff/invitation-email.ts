import { STAFF_ROLE_NAMES, type StaffRole, type Venue } from '@party/domain';
import { venueFooter } from '../email/customer-emails';
import type { EmailContent } from '../email/layout';

// The email of a staff invitation: who invites whom to do what, and the one-time link, valid 24
// hours, to set a password (and, for owners and managers, an authenticator app).

export interface StaffInvitationFacts {
  name: string;
  role: StaffRole;
  link: string;
  expiresAt: Date;
  /** Who sent it: a member's name, or the staff command. */
  invitedBy: string;
  secondFactor: boolean;
}

export function staffInvitationEmail(facts: StaffInvitationFacts, venue: Venue): EmailContent {
  const until = new Intl.DateTimeFormat('en-AU', { timeZone: venue.timeZone, dateStyle: 'full', timeStyle: 'short' }).format(facts.expiresAt);
  const steps = facts.secondFactor
    ? 'Open the link to choose a password of at least 12 characters, then add the staff console to an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...) and type the 6-digit code it shows.'
    : 'Open the link to choose a password of at least 12 characters.';
  return {
    subject: `Your staff account at ${venue.name}`,
    preview: `You are invited to the staff console as ${STAFF_ROLE_NAMES[facts.role]}.`,
    blocks: [
      { type: 'heading', text: `Join the staff console of ${venue.name}` },
      { type: 'paragraph', text: `${facts.name ? `Hello ${facts.name}, you` : 'You'} are invited by ${facts.invitedBy} to the staff console as ${STAFF_ROLE_NAMES[facts.role]}.` },
      { type: 'paragraph', text: steps },
      { type: 'links', links: [{ label: 'Set up your staff account', url: facts.link }] },
      { type: 'paragraph', text: `The link works once, until ${until}. If you did not expect this email, ignore it: nothing happens without the link.` },
    ],
    footer: venueFooter(venue),
  };
}
