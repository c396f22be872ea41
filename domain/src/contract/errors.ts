import { z } from './zod';

// Every error answer of the API is `{ code, message }` (and `errors`, every problem, when a request
// is refused by its schema). The code is stable: the browser decides what to do by it, never by
// the wording. Each code answers with one HTTP status, here and only here.

export const API_ERROR_STATUS = {
  /** The request breaks the contract: its body, path or query (message: the first problem; errors: all). */
  'invalid-request': 400,
  /** The request cannot be read: not JSON, an address that does not decode, not HTTP. */
  'unreadable-request': 400,
  /** A catalogue id that names nothing, or an item listed twice. */
  'unknown-item': 400,
  /** 'Pay on Event Day' asked of a checkout: it is paid at the venue. */
  'pay-later-at-venue': 400,
  /** A payment provider's event that is not signed by it. */
  'invalid-signature': 400,
  /** The venue's own call without its token (VENUE_ADMIN_TOKEN as a bearer token). */
  unauthorized: 401,
  /** A staff request without a session, or whose session has ended (signed out, idle 3 hours, 12 hours old, staff deactivated). */
  'staff-session-required': 401,
  /** A staff sign-in refused: the same answer whatever was wrong (decision 032). */
  'sign-in-failed': 401,
  /** A staff request whose role may not perform the route's action. */
  'staff-forbidden': 403,
  /** A state-changing staff request that does not come from the staff site (its Origin). */
  'staff-origin': 403,
  /** A staff invitation that was used, has run out, or never was. */
  'staff-invitation-over': 404,
  /** No booking, party or after-hours, has this id. */
  'booking-not-found': 404,
  /** No party (that is not canceled) has this invitation id. */
  'invitation-not-found': 404,
  /** No attendance form has this id (decision 062). */
  'attendance-form-not-found': 404,
  /** No checkout session has this id. */
  'checkout-not-found': 404,
  /** No kids' food item has this id. */
  'food-not-found': 404,
  /** No catalogue item, closure, coupon, staff member or session of one's own has this id (the staff API's controls). */
  'item-not-found': 404,
  /** No endpoint answers this method and address. */
  'no-such-endpoint': 404,
  /** The request took too long to arrive. */
  'request-timeout': 408,
  /** An active booking of the room overlaps the party. */
  'room-taken': 409,
  /** The whole centre is hired for a private event at an overlapping time. */
  'centre-hired': 409,
  /** Parties are booked at an overlapping time, so the centre cannot be hired. */
  'parties-booked': 409,
  /** A closure that overlaps one already made for the same room or the whole centre. */
  'closure-overlaps': 409,
  /** The catalogue has this item already (a party start time at the same time). */
  'catalogue-item-exists': 409,
  /** The change would leave the venue without an active owner. */
  'last-owner': 409,
  /** A coupon with this code exists already. */
  'coupon-code-taken': 409,
  /** The centre (or the room) is closed then: the public pages' refusal, without the staff's reason. */
  'venue-closed': 422,
  /** A staff member with this email exists already. */
  'staff-email-taken': 409,
  /** A counter payment's request id was used for another payment (another amount or method). */
  'payment-request-reused': 409,
  /** A refund with this reference is already recorded on the booking, for another amount. */
  'refund-reference-taken': 409,
  /**
   * A closure or an hours change that touches live bookings, saved without deciding each
   * (decision 059): `current` lists the bookings it touches now, one booked since the preview included.
   */
  'bookings-undecided': 409,
  /** A party's final bill that cannot be closed now: not started, canceled, never paid, or a hire (decision 064); the message says which. */
  'bill-not-closable': 409,
  /** The party's final bill is closed already: it is closed once. */
  'bill-closed': 409,
  /** Closing the bill would add another amount than the one shown: the door list changed since (the message says the new one). */
  'bill-changed': 409,
  /** A line waived before the party's final bill was closed. */
  'bill-not-closed': 409,
  /** The final bill has no line of that kind. */
  'bill-line-not-found': 404,
  /** The final bill's line is waived already. */
  'bill-line-waived': 409,
  /** The booking changed since the page read it. */
  'changed-meanwhile': 409,
  /** The booking is canceled: it can no longer be changed or paid. */
  'booking-canceled': 409,
  /** The party's bill is closed at the counter: its door list can no longer change (decision 063). */
  'door-closed': 409,
  /** The booking is over (its hold ran out, its room taken, or replaced); the message says why. */
  'booking-over': 409,
  /** The event is 4 days or less away: it can no longer be changed online. */
  'online-changes-closed': 409,
  /** A move whose rebooking fee is not the one the person was shown (decision 052): the answer says the new one. */
  'move-fee-changed': 409,
  /** A cancellation whose refund is not the one the person was shown: money arrived meanwhile. */
  'refund-changed': 409,
  /** The deposit is paid already. */
  'deposit-paid': 409,
  /** No deposit is due: the booking is paid for in part. */
  'deposit-not-due': 409,
  /** The booking is paid in full. */
  'nothing-due': 409,
  /** The event has started: it is paid at the venue. */
  'event-started': 409,
  /** The party has started: its invitation takes no more RSVPs. */
  'rsvps-closed': 409,
  /** The attendance form can no longer be changed: its party started or was canceled, or its details were erased (decision 062). */
  'attendance-form-closed': 409,
  /** A newer checkout for the booking replaced this one while it was being made. */
  'checkout-superseded': 409,
  /** A release change the release state refuses: live already, nothing to roll back to, no canary running (decision 073). */
  'release-refused': 409,
  /** The body is larger than the server takes. */
  'body-too-large': 413,
  /** The body is not sent as the endpoint reads it. */
  'unsupported-media-type': 415,
  /** The date and time cannot be booked online (past, too soon, too far, unavailable). */
  'date-not-bookable': 422,
  /** A move to a time the booking cannot go to: its own time, or one the public calendar would not offer. */
  'move-not-available': 422,
  /** A check-in of a child not on the party's door list (decision 063). */
  'child-not-on-list': 422,
  /** The room does not hold that many kids. */
  'room-too-small': 422,
  /** More free kids' food choices than the package includes. */
  'too-many-kids-food': 422,
  /** An add-on the package already includes (it is not sold again). */
  'included-in-package': 422,
  /** The payment option is not offered for the booking's status. */
  'payment-option-not-offered': 422,
  /** The coupon does not apply (unknown, out of its dates, used up, minimum not met); the message says which. */
  'coupon-refused': 422,
  /** The coupon's last use went to another booking meanwhile. */
  'coupon-used-up': 422,
  /** The change takes the total below the coupon's minimum cart value. */
  'coupon-min-cart': 422,
  /** A password refused: too short, too long, or on a list of common passwords; or a wrong first TOTP code. */
  'password-refused': 422,
  /** A counter payment larger than what is due, or on a booking with nothing due. */
  'payment-too-large': 422,
  /** A refund larger than the customer's money the booking holds, or than what is owed back without saying so. */
  'refund-too-large': 422,
  /** Too many requests from one client (or for one booking): try again after `Retry-After`. */
  'rate-limited': 429,
  /** The request headers are too large. */
  'headers-too-large': 431,
  /** Something went wrong on the server: nothing the request did. */
  'server-error': 500,
  /** The payment provider could not be reached: nothing was taken. */
  'payment-provider-unavailable': 502,
  /** The site's server could not reach the API (refused, reset): answered by the site, never by the API. */
  'api-unreachable': 502,
  /** The API had not begun to answer by the site's deadline for the request (decision 055): answered by the site, never by the API. */
  'api-timeout': 504,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

/** Every error answer. */
export interface ApiErrorAnswer {
  code: ApiErrorCode;
  message: string;
  /** Every problem, in the order of the fields, when a request is refused by its schema. */
  errors?: string[];
  /**
   * With 'changed-meanwhile' from the staff API: the item as it now is (the change was made to an
   * older version); with 'bookings-undecided': the bookings the change touches now.
   */
  current?: unknown;
}

/** What an endpoint can answer when it fails: its error answers, with the codes it uses. */
export function errorAnswer(codes: readonly [ApiErrorCode, ...ApiErrorCode[]]) {
  return z.object({
    code: z.enum(codes),
    message: z.string(),
    errors: z.optional(z.array(z.string())),
    current: z.optional(z.unknown().check(z.describe("With 'changed-meanwhile' from the staff API: the item as it now is, to show before changing it again; with 'bookings-undecided': the bookings the change touches now, each to decide."))),
  });
}
