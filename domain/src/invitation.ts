import { bookingCalendarEvent, type CalendarEvent } from './calendar';
import type { Invitation, InvitationGuest } from './contract/invitations';
import { EMAIL_PATTERN } from './limits';
import { INVITATION_MESSAGES } from './messages';
import type { Venue } from './venue';

// The invitation a guest opens from the parent's link, and the rules of its RSVP form. The page
// checks its two required fields with rsvpGuestErrors, without a schema library, so that a guest
// opening the link from an SMS downloads no more than the page needs (decision 022); the API
// checks the same rules, with the same messages, with the contract's rsvpBody.

/** The message of each required field a guest left wrong; no key when the field is right. */
export type RsvpGuestErrors = Partial<Record<'name' | 'email', string>>;

/** A guest needs a name and an email address of the simple {email} form; spaces around them do not count. */
export function rsvpGuestErrors(guest: Pick<InvitationGuest, 'name' | 'email'>): RsvpGuestErrors {
  const errors: RsvpGuestErrors = {};
  const name = guest.name.trim();
  const email = guest.email.trim();
  if (!name) errors.name = INVITATION_MESSAGES.nameRequired;
  if (!email) errors.email = INVITATION_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = INVITATION_MESSAGES.emailInvalid;
  return errors;
}

/** A guest can be removed from the RSVP only while more than one guest remains. */
export function canRemoveRsvpGuest(guestCount: number): boolean {
  return guestCount > 1;
}

/** A new, empty guest on the RSVP form. */
export function emptyRsvpGuest(): InvitationGuest {
  return { name: '', phone: '', email: '', kidsNames: '', allergies: '' };
}

/** The guest's calendar event: the same party, start and 2-hour length as the parent's. */
export function invitationCalendarEvent(invitation: Invitation, venue: Venue): CalendarEvent {
  return bookingCalendarEvent(
    { childfName: invitation.childfName, date: invitation.date, startTime: invitation.startTime, room: { name: invitation.roomName } },
    venue,
  );
}

/** A stable event UID for a guest's .ics file, from the invitation id (never the booking's). */
export function invitationEventUid(invitationId: string, venue: Pick<Venue, 'email'>): string {
  const domain = venue.email.split('@')[1] || 'localhost';
  return `invitation-${invitationId}@${domain}`;
}
