import type { Venue } from '@party/domain';
import { venueFooter } from '../email/customer-emails';
import type { EmailContent } from '../email/layout';

// The email to a member whose account is past its sign-in limit (decision 057): what happened, and
// a one-time link that lets them sign in past the limit (their password, and code, still asked).

export interface SignInLinkFacts {
  name: string;
  link: string;
  expiresAt: Date;
  /** Failed sign-ins counted in the window. */
  failures: number;
  /** Their password was sent right, with wrong codes: someone may know it. */
  passwordKnown: boolean;
  secondFactor: boolean;
}

export function signInLinkEmail(facts: SignInLinkFacts, venue: Venue): EmailContent {
  const until = new Intl.DateTimeFormat('en-AU', { timeZone: venue.timeZone, dateStyle: 'full', timeStyle: 'short' }).format(facts.expiresAt);
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
