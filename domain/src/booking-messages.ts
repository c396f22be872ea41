// What a booking's pages and the API say about where a booking stands: a date that cannot be
// booked, a hold, a clash, a booking that is over or not found.

import { clockTime, venueWallClock, type Instant } from './dates';
import { formatDisplayDate, formatTime12h } from './format';
import { BOOKING_HORIZON_DAYS } from './limits';
import type { CanceledReason } from './contract/booking-answers';
import type { PartyStartProblem } from './party-start';

/** A party date none of whose time slots is left (taken, or today passed): its name in the calendar ends with this. */
export const NO_TIMES_LEFT = 'no times left';

/**
 * Why a party's date and time cannot be booked online (the API's 'date-not-bookable'): already
 * started or on an unavailable day, or further ahead than parties are booked.
 */
export function partyDateNotBookableMessage(problem: PartyStartProblem, phone: string): string {
  if (problem === 'too-far') {
    return `Parties are booked online up to ${BOOKING_HORIZON_DAYS / 30} months ahead. Please choose an earlier date, or call us on ${phone}.`;
  }
  if (problem === 'outside-hours') {
    return 'That party would run outside our opening hours that day. Please choose an earlier time or another date.';
  }
  return 'That date and time cannot be booked online. Please choose a later date or time.';
}

/**
 * Why a canceled booking is over, for its pages and for a checkout it can no longer have. Each
 * ends by offering to book again.
 */
export function bookingOverMessage(reason: CanceledReason, phone: string): string {
  const why = {
    'room-taken': 'This booking was not paid before its hold on the room ran out, and the room has since been booked by someone else, so the booking has been canceled.',
    'hold-expired': 'This booking was not paid in time to keep its room, so it has been canceled.',
    replaced: 'This booking was replaced by a newer one made from the same details, so it has been canceled.',
    'event-passed': 'This party has started (its start time has passed) and it was never paid, so the booking is over.',
    'customer-canceled': 'This booking was canceled at your request, so the party is not going ahead.',
    'venue-canceled': 'We have had to cancel this booking, so the party is not going ahead. Everything you paid will be refunded.',
  }[reason];
  return `${why} Please make a new booking, or call us on ${phone}.`;
}

/** The headings of what a booking's pages say about its end and its money, and the way to book again. */
export const BOOKING_NOTICE_TITLES = {
  over: 'This Booking Has Been Canceled',
  owedBack: 'A refund is owed to you',
  couponDropped: 'Your coupon no longer applies',
  editRefused: 'This change cannot be saved',
} as const;
export const BOOK_AGAIN = 'Make a New Booking';

export const TIME_SLOTS_FETCH_FAILED = 'Failed to fetch time slots';
export const BOOKING_NOT_FOUND_TITLE = 'Booking Not Found';
export const BOOKING_NOT_FOUND_MESSAGE = "We couldn't find your booking information. Please contact us for assistance.";

/** A closed day or blocked time, as the public pages and the booking API say it (the staff's reason is theirs). */
export const VENUE_CLOSED_MESSAGE = 'Sorry, the centre is closed then. Please choose another date or time.';

/** Why a booking or a change to it was refused (the API's 409s). */
export const BOOKING_CLASH_MESSAGES = {
  roomTaken: 'Sorry, that room has just been booked for an overlapping time. Please choose another room or time.',
  changedMeanwhile: 'This booking was changed by someone else meanwhile. Please reload it and try again.',
  canceled: 'This booking has been canceled and can no longer be changed.',
  /** A hire or a party at a time an after-hours hire holds the whole centre. */
  centreHired: 'Sorry, the whole centre has been hired for a private event at an overlapping time. Please choose another time or date.',
  /** A hire at a time parties are booked. */
  partiesBooked: 'Sorry, parties are booked at the centre at an overlapping time, so it cannot be hired then. Please choose another time or date.',
} as const;

/** The edit loader's failure after its title: 'Error loading booking: {message}'. */
export function editLoadFailedDetail(error: string): string {
  return `Error loading booking: ${error}`;
}

/** The edit loader's failure: 'Booking Not Found. Error loading booking: {message}'. */
export function editLoadFailedMessage(error: string): string {
  return `${BOOKING_NOT_FOUND_TITLE}. ${editLoadFailedDetail(error)}`;
}

/** An instant as the venue's clock and calendar show it: '3:45 PM on Sat, June 20th, 2031'. */
export function venueTimeAndDate(instant: Instant | string, timeZone: string): string {
  const { date, secondsOfDay } = venueWallClock(typeof instant === 'string' ? Date.parse(instant) : instant, timeZone);
  return `${formatTime12h(clockTime(Math.floor(secondsOfDay / 60)))} on ${formatDisplayDate(date)}`;
}

/** An unpaid booking: the room is held until its deadline, and nothing is booked until it is paid. */
export function heldUnpaidMessage(roomName: string, holdExpiresAt: Instant | string, timeZone: string): string {
  return `We are holding the ${roomName} for you until ${venueTimeAndDate(holdExpiresAt, timeZone)}. Your party is not booked until it is paid: pay before then to keep the room.`;
}

/** An unpaid booking whose hold has run out: the room may still be free, but it is not kept. */
export function holdRunOutMessage(roomName: string): string {
  return `The hold on the ${roomName} has run out and your party is not booked. Pay now to book it, while the room is still free.`;
}
