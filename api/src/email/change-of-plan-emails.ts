import { birthdayParty, formatDisplayDate, formatTimeRange, venueAskedWhy, type Invitation, type Venue, type VenueChangeCause } from '@party/domain';
import type { BookingRow } from '../repositories/booking-row';
import { aud, moneyFacts, type BookingView } from './booking-view';
import { venueFacts, venueFooter } from './venue-blocks';
import { oneLine, type Block, type EmailContent, type Fact } from './layout';

// The emails a change of plan sends (decision 052): to the customer, to the venue, and to every
// family that answered the party's invitation. A guest's email says only what the invitation
// shows them (decision 033): never the parent's details, the booking or a price.

/** Where a booking was, as the emails say it. */
export interface PlaceWords {
  date: string;
  startTime: string;
  endTime: string;
  room: string;
}

const when = (place: PlaceWords) => `${formatDisplayDate(place.date)}, ${formatTimeRange(place.startTime, place.endTime)}`;

const isParty = (view: BookingView) => 'bookingId' in view.booking;

/** Who moved or canceled it, as the customer reads it. */
export type ChangedBy = 'customer' | 'staff' | 'venue';

const movedBy = (by: ChangedBy) => ({ customer: 'As you asked online', staff: 'As you asked us', venue: 'We have had to move it' })[by];

/** The booking moved: from when to when, the fee on the bill, the booking as it now is, and its new calendar file. */
export function bookingMovedEmail(view: BookingView, move: { from: PlaceWords; feeCents: number; by: ChangedBy }, venue: Venue): EmailContent {
  const what = isParty(view) ? 'party' : 'after-hours event';
  return {
    subject: `Booking moved: ${view.title} (${view.reference})`,
    preview: oneLine(`Moved from ${when(move.from)}.`, 120),
    blocks: [
      { type: 'heading', text: isParty(view) ? 'Your party has moved' : 'Your after-hours event has moved' },
      {
        type: 'paragraph',
        text: `Hi ${view.customer.name}, ${movedBy(move.by).toLowerCase()}: your ${what} (${view.reference}) has moved from ${when(move.from)} to the date and time below.`,
      },
      {
        type: 'paragraph',
        text: move.feeCents > 0 ? `A rebooking fee of ${aud(move.feeCents)} has been added to your bill, as the terms say.` : 'There is no fee for this move.',
      },
      { type: 'facts', title: 'Your booking now', rows: view.details },
      { type: 'facts', title: 'Payment', rows: moneyFacts(view.money) },
      ...(view.onlineChanges ? [{ type: 'paragraph', text: view.onlineChanges } satisfies Block] : []),
      { type: 'paragraph', text: `The new time is attached as a calendar file (${view.calendar.fileName}): open it to update your calendar.` },
      { type: 'links', links: [{ label: isParty(view) ? 'View or change your booking' : 'View, change or pay for your booking', url: view.links.edit }, ...(view.links.payNow ? [{ label: 'Pay the balance', url: view.links.payNow }] : [])] },
      ...(isParty(view) ? [{ type: 'paragraph', text: 'Every guest who answered your invitation has been told the new date and time by email.' } satisfies Block] : []),
      venueFacts(venue),
    ],
    footer: venueFooter(venue),
  };
}

/** The booking canceled: what the venue keeps and why, and what is refunded. */
export function bookingCanceledEmail(view: BookingView, cancel: { keptWords: string; paidCents: number; keptCents: number; refundCents: number; by: ChangedBy }, venue: Venue): EmailContent {
  const what = isParty(view) ? 'party' : 'after-hours event';
  const opening = cancel.by === 'venue' ? `we are sorry: we have had to cancel your ${what}` : `as you asked, your ${what} has been canceled`;
  const money: Fact[] = [
    ['Paid', aud(cancel.paidCents)],
    ['Kept by the venue', aud(cancel.keptCents)],
    ['To be refunded to you', aud(cancel.refundCents)],
  ];
  return {
    subject: `Booking canceled: ${view.title} (${view.reference})`,
    preview: oneLine(cancel.refundCents > 0 ? `${aud(cancel.refundCents)} will be refunded to you.` : 'Nothing is left to refund.', 120),
    blocks: [
      { type: 'heading', text: isParty(view) ? 'Your party has been canceled' : 'Your after-hours event has been canceled' },
      { type: 'paragraph', text: `Hi ${view.customer.name}, ${opening} (${view.reference}).` },
      { type: 'paragraph', text: cancel.keptWords },
      { type: 'facts', title: 'Money', rows: money },
      ...(cancel.refundCents > 0
        ? [{ type: 'paragraph', text: 'A refund to a card is sent back to the card you paid with and takes a few business days to show; money paid at the counter is refunded by the venue.' } satisfies Block]
        : []),
      { type: 'facts', title: 'The booking', rows: view.details },
      ...(isParty(view) ? [{ type: 'paragraph', text: 'Every guest who answered your invitation has been told by email that the party is not going ahead.' } satisfies Block] : []),
      venueFacts(venue),
    ],
    footer: venueFooter(venue),
  };
}

/**
 * The venue asks the customer to move the booking (a closure of its time, or hours that no longer
 * hold it: decision 059), never saying the staff's reason: their choices, a move with no rebooking
 * fee or a cancellation with everything refunded, from the booking's page while online changes are
 * open, else by phone.
 */
export function bookingMoveAskedEmail(view: BookingView, ask: { cause: VenueChangeCause; online: boolean }, venue: Venue): EmailContent {
  const kind = isParty(view) ? 'party' : 'event';
  const choices: Block[] = ask.online
    ? [
        { type: 'paragraph', text: 'You can choose either, from your booking\'s page:' },
        {
          type: 'paragraph',
          text: `Move it to another date or time for free: there is no rebooking fee. Or cancel it, and everything you paid is refunded. If none of the times suits you, call us on ${venue.phone}.`,
        },
        { type: 'links', links: [{ label: 'Choose a new time or cancel', url: view.links.edit }] },
      ]
    : [
        {
          type: 'paragraph',
          text: `Online changes have closed for this booking, so please call us on ${venue.phone} to choose another date or time (there is no rebooking fee), or to cancel it with everything you paid refunded.`,
        },
        { type: 'links', links: [{ label: 'View your booking', url: view.links.edit }] },
      ];
  return {
    subject: `Please choose a new time: ${view.title} (${view.reference})`,
    preview: oneLine(`${venueAskedWhy(ask.cause, kind)} Move it for free, or cancel with a full refund.`, 120),
    blocks: [
      { type: 'heading', text: isParty(view) ? 'We need to move your party' : 'We need to move your after-hours event' },
      { type: 'paragraph', text: `Hi ${view.customer.name}, this is about ${view.title} (${view.reference}).` },
      { type: 'paragraph', text: venueAskedWhy(ask.cause, kind) },
      ...choices,
      { type: 'facts', title: 'Your booking as it is', rows: view.details },
      venueFacts(venue),
    ],
    footer: venueFooter(venue),
  };
}

/** The venue's copy of a move or a cancellation: who, what, and the money. */
export function venuePlanChangedEmail(view: BookingView, change: { headline: string; lines: Fact[] }, venue: Venue): EmailContent {
  return {
    subject: `${change.headline}: ${view.reference}, ${view.title}`,
    preview: oneLine(change.lines.map(([label, value]) => `${label}: ${value}`).join('; '), 120),
    blocks: [
      { type: 'heading', text: `${change.headline}: ${view.reference}` },
      { type: 'facts', title: 'What happened', rows: change.lines },
      { type: 'facts', title: 'The booking', rows: [...view.details, ['Customer', view.customer.name], ['Email', view.customer.address], ['Phone', view.phone]] },
      { type: 'facts', title: 'Money', rows: moneyFacts(view.money, 'venue') },
    ],
    footer: venueFooter(venue),
  };
}

/** The party as its invitation shows it to a guest. */
export type GuestParty = Pick<Invitation, 'childfName' | 'childAge' | 'date' | 'startTime' | 'endTime' | 'roomName'>;

/** A party's row as its invitation shows it: the invitation page, its calendar file and its guests' emails. */
export const guestPartyOf = (row: Pick<BookingRow, 'child_first_name' | 'child_age' | 'date' | 'start_time' | 'end_time' | 'room_name'>): GuestParty => ({
  childfName: row.child_first_name,
  childAge: row.child_age,
  date: row.date,
  startTime: row.start_time,
  endTime: row.end_time,
  roomName: row.room_name,
});

const partyFacts = (party: GuestParty, venue: Venue): Fact[] => [
  ['Date', formatDisplayDate(party.date)],
  ['Time', formatTimeRange(party.startTime, party.endTime)],
  ['Room', party.roomName],
  ['Where', `${venue.name}, ${venue.address}`],
];

/** To a family that answered the invitation: the party has moved, with its new calendar file. */
export function guestPartyMovedEmail(guest: { name: string }, party: GuestParty, from: PlaceWords, invitationUrl: string, venue: Venue): EmailContent {
  const partyName = birthdayParty(party.childfName, party.childAge);
  return {
    subject: oneLine(`${partyName} has moved to ${formatDisplayDate(party.date)}`, 150),
    preview: oneLine(`New time: ${formatDisplayDate(party.date)}, ${formatTimeRange(party.startTime, party.endTime)}.`, 120),
    blocks: [
      { type: 'heading', text: 'The party has moved' },
      { type: 'paragraph', text: `Hi ${guest.name}, you answered the invitation to ${partyName}. It has moved from ${when(from)} to the date and time below.` },
      { type: 'facts', title: 'The party now', rows: partyFacts(party, venue) },
      { type: 'paragraph', text: 'The new time is attached as a calendar file: open it to update your calendar. If you can no longer come (or now can), answer the invitation again.' },
      { type: 'links', links: [{ label: 'Open the invitation', url: invitationUrl }] },
      venueFacts(venue),
    ],
    footer: venueFooter(venue),
  };
}

/** To a family that answered the invitation: the party is not going ahead. */
export function guestPartyCanceledEmail(guest: { name: string }, party: GuestParty, venue: Venue): EmailContent {
  const partyName = birthdayParty(party.childfName, party.childAge);
  return {
    subject: oneLine(`${partyName} is not going ahead`, 150),
    preview: oneLine(`The party on ${formatDisplayDate(party.date)} has been canceled.`, 120),
    blocks: [
      { type: 'heading', text: 'The party is not going ahead' },
      {
        type: 'paragraph',
        text: `Hi ${guest.name}, you answered the invitation to ${partyName} on ${formatDisplayDate(party.date)}, ${formatTimeRange(party.startTime, party.endTime)}. We are sorry to tell you it has been canceled, so it is not going ahead.`,
      },
      venueFacts(venue),
    ],
    footer: venueFooter(venue),
  };
}
