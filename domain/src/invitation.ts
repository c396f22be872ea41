import { bookingCalendarEvent, type CalendarEvent } from './calendar';
import { EMAIL_PATTERN } from './field-limits';
import type { ClockTime, InvitationGuest, IsoDate } from './types';
import type { Venue } from './venue';

// The invitation a guest opens from the parent's link, and the rules of its RSVP form. Nothing here
// uses Yup: the page checks its two required fields with rsvpGuestErrors alone, and the API checks
// the same rules, with the same messages, with rsvpSchema (schemas/invitation.ts).

export const INVITATION_MESSAGES = {
  nameRequired: 'Guest name is required',
  emailRequired: 'Guest email is required',
  emailInvalid: 'Please enter a valid email address',
  guestsRequired: 'Add at least one guest',
} as const;

/**
 * What GET /api/invitations/{invitationId} answers: only what a guest needs. Never the parent's
 * details, the booking id, the guest list or a price. The venue's details are the page's, as on
 * every page (GET /api/venue).
 */
export interface Invitation {
  childfName: string;
  childAge: number;
  date: IsoDate;
  startTime: ClockTime;
  endTime: ClockTime;
  roomName: string;
  rsvpDate: IsoDate;
}

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
