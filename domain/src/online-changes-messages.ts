// Until when a booking can be changed online (the cutoff's rule, ./cutoff.ts), as every page and email says it.

import { areOnlineChangesOpen, lastOnlineChangeDate } from './cutoff';
import type { Instant } from './dates';
import { formatDisplayDate } from './format';
import { ONLINE_CHANGE_CUTOFF_DAYS } from './limits';

export const ONLINE_CHANGES_CLOSED_TITLE = 'Online Changes Are Closed';

/** Whose plans are meant: a party (main flow) or an after-hours event. */
export type EventKind = 'party' | 'event';

/**
 * Why online changes are refused: 'Your party is 4 days or less away, so it can no longer be
 * changed online.', or once it has begun, 'Your party has started, so...'.
 */
export function onlineChangesClosedReason(kind: EventKind = 'party', started = false): string {
  const when = started ? 'has started' : `is ${ONLINE_CHANGE_CUTOFF_DAYS} days or less away`;
  return `Your ${kind} ${when}, so it can no longer be changed online.`;
}

/**
 * Until when a booking can be changed online, said on every page and email of it: until the last
 * open day, or not any more. A party's food, add-ons and guests; an after-hours event as a whole.
 */
export function onlineChangesLine(eventDate: string, now: Instant, timeZone: string, kind: EventKind = 'party'): string {
  if (!areOnlineChangesOpen(eventDate, now, timeZone)) return onlineChangesClosedReason(kind);
  const what = kind === 'party' ? 'Food, add-ons and guests' : 'Your event';
  return `${what} can be changed online until ${formatDisplayDate(lastOnlineChangeDate(eventDate))}.`;
}

/** Step 2 of a party 4 days or less away: what is chosen now cannot be changed online afterwards. */
export function shortNoticeFoodMessage(phone: string): string {
  return `Your party is ${ONLINE_CHANGE_CUTOFF_DAYS} days or less away, so food and add-ons cannot be changed online after you book. Choose them now, or call us on ${phone}.`;
}

/** 'Online Changes Are Closed' in one sentence with the venue's phone and email (the API's 409, emails). */
export function onlineChangesClosedMessage(contact: { phone: string; email: string }, kind: EventKind = 'party', started = false): string {
  return `${onlineChangesClosedReason(kind, started)} Please call us on ${contact.phone} or email ${contact.email} and we will be happy to help.`;
}
