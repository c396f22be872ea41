import type { EventKind } from './online-changes-messages';

/**
 * A booking the venue asked its customer to move (decision 059): a closure of its time, or opening
 * hours that no longer hold it. The customer reads why in these words, never the staff's reason.
 */
export const VENUE_CHANGE_MESSAGES = {
  askedTitle: 'We Need to Move Your Booking',
  /** Canceling a booking the venue asked to move keeps nothing. */
  cancelKept: 'The venue asked to move this booking: canceling it keeps nothing, and everything paid is refunded.',
} as const;

/** Why the venue cannot hold the booking as it is, as its customer reads it. */
export function venueAskedWhy(cause: 'closure' | 'hours', kind: EventKind = 'party'): string {
  const what = kind === 'party' ? 'your party' : 'your event';
  return cause === 'closure'
    ? `The centre is closed at the time of ${what}, so it cannot go ahead as booked. We are sorry.`
    : `Our opening hours have changed and ${what} is now outside them, so it cannot go ahead as booked. We are sorry.`;
}

/** The customer's choices, online while changes are open, else by phone. */
export function venueAskedChoices(contact: { phone: string }, online: boolean): string {
  return online
    ? 'Change its date or time on this page, with no rebooking fee, or cancel it and everything you paid is refunded.'
    : `Online changes have closed for this booking, so please call us on ${contact.phone} to choose a new date or time, with no rebooking fee, or to cancel it with everything you paid refunded.`;
}
