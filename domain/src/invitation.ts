import type { CalendarEvent } from './calendar';
import type { Invitation, RsvpTotals } from './contract/invitation-answers';
import type { RsvpRequest } from './contract/invitations';
import { zonedInstant, type Instant } from './dates';
import { formatDisplayDate, formatTimeRange } from './format';
import { EMAIL_PATTERN, RSVP_KIDS_MAX } from './limits';
import { INVITATION_MESSAGES as M } from './invitation-messages';
import { hasEventStarted } from './party-start';
import type { Venue } from './contract/venue';

// The invitation a guest opens from the parent's link, and the rules of its RSVP form. The page
// checks the form with rsvpErrors, without a schema library, so that a guest opening the link
// from an SMS downloads no more than the page needs (decisions 022 and 025); the API checks the
// same rules, with the same messages, with the contract's rsvpBody.

/** "Coming?" before it is answered, yes, or can't come. */
export type RsvpComing = '' | 'yes' | 'no';

export interface RsvpKidDraft {
  name: string;
  allergies: string;
}

/** The RSVP form as the page holds it: one family's answer. */
export interface RsvpDraft {
  coming: RsvpComing;
  name: string;
  phone: string;
  email: string;
  /** Kept while the answer is can't come, in case it changes back; sent only with a yes. */
  kids: RsvpKidDraft[];
}

/** The message of each field a guest left wrong; no key when the field is right. `kids` by position. */
export interface RsvpErrors {
  coming?: string;
  name?: string;
  email?: string;
  kids?: Array<{ name?: string }>;
}

export const emptyRsvpKid = (): RsvpKidDraft => ({ name: '', allergies: '' });

/** A new, empty answer, with one kid ready for a yes. */
export function emptyRsvpDraft(): RsvpDraft {
  return { coming: '', name: '', phone: '', email: '', kids: [emptyRsvpKid()] };
}

/**
 * "Coming?" must be answered; a guest needs a name and an email address of the simple {email}
 * form; a yes needs each kid's name. Spaces around a value do not count.
 */
export function rsvpErrors(draft: RsvpDraft): RsvpErrors {
  const errors: RsvpErrors = {};
  if (draft.coming === '') errors.coming = M.comingRequired;
  if (!draft.name.trim()) errors.name = M.nameRequired;
  const email = draft.email.trim();
  if (!email) errors.email = M.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = M.emailInvalid;
  if (draft.coming === 'yes') {
    const kids = draft.kids.map((kid) => (kid.name.trim() ? {} : { name: M.kidNameRequired }));
    if (kids.some((kid) => kid.name)) errors.kids = kids;
  }
  return errors;
}

export const hasRsvpErrors = (errors: RsvpErrors): boolean => Object.keys(errors).length > 0;

/** The body the page sends: the kids only with a yes. */
export function rsvpRequest(draft: RsvpDraft): RsvpRequest {
  const coming = draft.coming === 'yes';
  return { coming, name: draft.name, phone: draft.phone, email: draft.email, kids: coming ? draft.kids : [] };
}

/** How many kids an answer brings, in words: '1 kid', '2 kids'. */
export const kidsCount = (count: number): string => `${count} ${count === 1 ? 'kid' : 'kids'}`;

/** A kid can be removed from a yes only while more than one remains (the spec's rule for guests). */
export const canRemoveRsvpKid = (count: number): boolean => count > 1;

/** One answer names at most RSVP_KIDS_MAX kids. */
export const canAddRsvpKid = (count: number): boolean => count < RSVP_KIDS_MAX;

/** The parent's head count: the families coming, the kids they bring, and the families who can't come. */
export function rsvpTotals(answers: ReadonlyArray<{ coming: boolean; kids: readonly unknown[] }>): RsvpTotals {
  const coming = answers.filter((answer) => answer.coming);
  return {
    familiesComing: coming.length,
    kidsComing: coming.reduce((sum, answer) => sum + answer.kids.length, 0),
    cantCome: answers.length - coming.length,
  };
}

/** RSVPs are taken until the party starts (its date and start time, venue time). */
export function isRsvpOpen(party: { date: string; startTime: string }, now: Instant, timeZone: string): boolean {
  return !hasEventStarted(party.date, party.startTime, now, timeZone);
}

/** Words that open a name without being a first name: the invitation is then signed by nobody. */
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof']);

/**
 * How the invitation is signed ("from Alex"): the first word of the parent's name, which tells a
 * guest who invites them without the parent's surname or any way to contact them. '' when the
 * name opens with a title or is empty.
 */
export function hostFirstName(parentName: string): string {
  const first = parentName.trim().split(/\s+/)[0] ?? '';
  return TITLES.has(first.replace(/\.$/, '').toLowerCase()) ? '' : first;
}

/** 1 -> '1st', 2 -> '2nd', 3 -> '3rd', 4 -> '4th', 11 -> '11th', 22 -> '22nd'. */
export function ordinal(n: number): string {
  const suffixes: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' };
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? 'th' : (suffixes[n % 10] ?? 'th')}`;
}

/** "Mia's 7th birthday party" ("a 7th birthday party" without a name). */
export function birthdayParty(childfName: string, childAge: number): string {
  const child = childfName.trim();
  return `${child ? `${child}'s` : 'a'} ${ordinal(childAge)} birthday party`;
}

/** The page's title, which a chat app shows in the link's preview: "You're invited to Mia's 7th birthday party". */
export function invitationTitle(invitation: Pick<Invitation, 'childfName' | 'childAge'>): string {
  return `You're invited to ${birthdayParty(invitation.childfName, invitation.childAge)}`;
}

/** The line under the preview's title: when, where, and the RSVP-by date. */
export function invitationDescription(invitation: Invitation, venueName: string): string {
  const from = invitation.hostFirstName ? ` from ${invitation.hostFirstName}` : '';
  return (
    `${formatDisplayDate(invitation.date)}, ${formatTimeRange(invitation.startTime, invitation.endTime)} at ${venueName}. ` +
    `An invitation${from}: please RSVP by ${formatDisplayDate(invitation.rsvpDate)}.`
  );
}

/**
 * The guest's calendar event: the party from its start to its end time (venue time, as UTC
 * instants, so a calendar in any time zone shows the right moment), at the venue's address, with
 * the invitation's link to come back to.
 */
export function invitationCalendarEvent(
  invitation: Pick<Invitation, 'childfName' | 'childAge' | 'date' | 'startTime' | 'endTime' | 'roomName' | 'hostFirstName'>,
  venue: Venue,
  invitationUrl: string,
): CalendarEvent {
  const start = zonedInstant(invitation.date, invitation.startTime, venue.timeZone);
  let end = zonedInstant(invitation.date, invitation.endTime, venue.timeZone);
  if (end.getTime() <= start.getTime()) end = new Date(end.getTime() + 24 * 3_600_000);
  const party = birthdayParty(invitation.childfName, invitation.childAge);
  const from = invitation.hostFirstName ? ` from ${invitation.hostFirstName}` : '';
  return {
    title: `${party.charAt(0).toUpperCase()}${party.slice(1)} at ${venue.name}`,
    description:
      `In the ${invitation.roomName} at ${venue.name}: an invitation${from}. Details and RSVP: ${invitationUrl} ` +
      `Questions? Call ${venue.phone} or email ${venue.email}.`,
    location: `${venue.name}, ${venue.address}`,
    start,
    end,
  };
}

/** A stable event UID for a guest's .ics file, from the invitation id (never the booking's). */
export function invitationEventUid(invitationId: string, venue: Pick<Venue, 'email'>): string {
  const domain = venue.email.split('@')[1] || 'localhost';
  return `invitation-${invitationId}@${domain}`;
}

/**
 * Directions to the venue: Google Maps' universal directions address (it opens the Maps app on a
 * phone that has it, the web map elsewhere), to the venue's street address, from wherever the
 * guest is.
 */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}
