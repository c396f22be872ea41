import { STAFF_ROLE_NAMES, type StaffRole, type Venue } from '@party/domain';
import { venueFooter } from './venue-blocks';
import type { EmailContent } from './layout';

// The emails to staff members: an invitation to the staff console, and a one-time sign-in link
// past the limit on failed sign-ins. Each carries a one-time link and says until when it works.

/** What both emails say: to whom, the one-time link and until when it works. */
interface StaffLinkFacts {
  name: string;
  link: string;
  expiresAt: Date;
  /** The member signs in with an authenticator app's code as well as a password. */
  secondFactor: boolean;
}

/** The day and time a link stops working, in the venue's time. */
const linkWorksUntil = (expiresAt: Date, venue: Venue) =>
  new Intl.DateTimeFormat('en-AU', { timeZone: venue.timeZone, dateStyle: 'full', timeStyle: 'short' }).format(expiresAt);

// An invitation: who invites whom to do what, and the one-time link, valid 24 hours, to set a
// password (and, for owners and managers, an authenticator app).

export interface StaffInvitationFacts extends StaffLinkFacts {
  role: StaffRole;
  /** Who sent it: a member's name, or the staff command. */
  invitedBy: string;
}

export function staffInvitationEmail(facts: StaffInvitationFacts, venue: Venue): EmailContent {
  const until = linkWorksUntil(facts.expiresAt, venue);
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

// To a member whose account is past its sign-in limit (decision 057): what happened, and a
// one-time link that lets them sign in past the limit (their password, and code, still asked).

export interface SignInLinkFacts extends StaffLinkFacts {
  /** Failed sign-ins counted in the window. */
  failures: number;
  /** Their password was sent right, with wrong codes: someone may know it. */
  passwordKnown: boolean;
}

export function signInLinkEmail(facts: SignInLinkFacts, venue: Venue): EmailContent {
  const until = linkWorksUntil(facts.expiresAt, venue);
  const what = facts.passwordKnown
    ? `Your password was typed correctly ${facts.failures} times with a wrong code from the authenticator app. If that was not you, someone knows your password: ask the venue owner to reset your sign-in, which sets a new password and app.`
    : `${facts.failures} sign-ins to your account failed in a short time, so for a while it takes more than a password. Nobody got in.`;
  const how = facts.secondFactor ? 'your password and the code your app shows' : 'your password';
  return {
    subject: `Sign-in attempts on your staff account at ${venue.name}`,
    preview: 'A link to sign in past the limit on failed sign-ins.',
    blocks: [
      { type: 'heading', text: 'Sign-in attempts on your staff account' },
      { type: 'paragraph', text: `${facts.name ? `Hello ${facts.name}. ` : ''}${what}` },
      { type: 'paragraph', text: `If you need to sign in now, open this link and sign in with ${how} as usual: it lets you in past the limit.` },
      { type: 'links', links: [{ label: 'Sign in to the staff console', url: facts.link }] },
      { type: 'paragraph', text: `The link works once, until ${until}, and only with ${how}: on its own it opens nothing.` },
    ],
    footer: venueFooter(venue),
  };
}
