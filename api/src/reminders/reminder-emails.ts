import { arrivalTime, birthdayParty, directionsUrl, formatDisplayDate, formatTime12h, formatTimeRange, kidsCount, type RsvpTotals, type Venue } from '@party/domain';
import { aud, type BookingView } from '../email/booking-view';
import { venueFacts, venueFooter } from '../email/venue-blocks';
import { oneLine, type Block, type EmailContent, type EmailLink } from '../email/layout';

// The reminders' emails (decision 065), in the terms' words where the terms have them ("Arrive 30
// minutes early", "Socks required", "No outside food or drink except a nut-free cake"). No email
// carries a form's details: only whether a family's form is still missing, and its link to that
// family alone.

const SOCKS = 'Socks required: everyone in the play area wears socks (adults too).';
const CAKE = 'No outside food or drink except a nut-free cake.';

/** The party as its reminders to the parent read it. */
export interface ParentReminderFacts {
  view: BookingView;
  childFirstName: string;
  date: string;
  startTime: string;
  endTime: string;
  roomName: string;
}

/** The week before: what the guest list and the forms look like so far. */
export interface GuestsSoFar {
  totals: RsvpTotals;
  /** Families who said yes whose attendance form is not filled yet. */
  formsMissing: number;
  /** The guest of honour's family's own form is not filled yet. */
  hostFormMissing: boolean;
}

const families = (count: number) => `${count} ${count === 1 ? 'family' : 'families'}`;

function partyFacts(party: ParentReminderFacts, venue: Venue): Block {
  return {
    type: 'facts',
    title: 'The party',
    rows: [
      ['Booking reference', party.view.reference],
      ['Date', formatDisplayDate(party.date)],
      ['Time', formatTimeRange(party.startTime, party.endTime)],
      ['Room', party.roomName],
      ['Where', `${venue.name}, ${venue.address}`],
    ],
  };
}

/** 7 days before, to the parent: when online changes close (as the cutoff says), the RSVPs so far, the forms still missing. */
export function parentWeekReminderEmail(party: ParentReminderFacts, guests: GuestsSoFar, venue: Venue): EmailContent {
  const { view } = party;
  const { totals } = guests;
  const forms: string[] = [];
  if (guests.formsMissing > 0) {
    forms.push(`${families(guests.formsMissing)} coming ${guests.formsMissing === 1 ? 'has' : 'have'} not filled in their attendance form yet. Each family fills in theirs from the link in their RSVP email; a reminder goes to them the day before.`);
  } else if (totals.familiesComing > 0) {
    forms.push('Every family coming has filled in their attendance form.');
  }
  if (guests.hostFormMissing) forms.push("Your own family's attendance form is not filled in yet: fill it in from your booking page.");
  return {
    subject: oneLine(`One week to go: ${party.childFirstName}'s party on ${formatDisplayDate(party.date)}`, 150),
    preview: oneLine(`So far ${families(totals.familiesComing)} with ${kidsCount(totals.kidsComing)} coming. ${view.onlineChanges ?? ''}`, 120),
    blocks: [
      { type: 'heading', text: 'One week to go' },
      { type: 'paragraph', text: `Hi ${view.customer.name}, ${party.childFirstName}'s party at ${venue.name} is a week away.` },
      ...(view.onlineChanges ? [{ type: 'paragraph', text: view.onlineChanges } as Block] : []),
      partyFacts(party, venue),
      {
        type: 'facts',
        title: 'Your guest list so far',
        rows: [
          ['Families coming', String(totals.familiesComing)],
          ['Kids coming', String(totals.kidsComing)],
          ["Can't come", String(totals.cantCome)],
          ['Attendance forms still missing', String(guests.formsMissing)],
        ],
      },
      ...forms.map((text): Block => ({ type: 'paragraph', text })),
      { type: 'links', links: [{ label: 'See your guest list', url: view.links.edit }, ...(view.links.invitation ? [{ label: 'Open the invitation', url: view.links.invitation }] : [])] },
      venueFacts(venue),
    ],
    footer: venueFooter(venue),
  };
}

/** The day before, to the parent: arrive 30 minutes early, the address and directions, socks, the cake, the balance due. */
export function parentDayReminderEmail(party: ParentReminderFacts, venue: Venue): EmailContent {
  const { view } = party;
  const due = view.money.remainingCents;
  const links: EmailLink[] = [{ label: 'Directions', url: directionsUrl(`${venue.name}, ${venue.address}`) }];
  if (due > 0 && view.links.payNow) links.push({ label: 'Pay the balance now', url: view.links.payNow });
  links.push({ label: 'View your booking', url: view.links.edit });
  return {
    subject: oneLine(`Tomorrow: ${party.childFirstName}'s party at ${formatTime12h(party.startTime)}`, 150),
    preview: oneLine(`Arrive 30 minutes early, at ${formatTime12h(arrivalTime(party.startTime))}. Socks required.`, 120),
    blocks: [
      { type: 'heading', text: 'See you tomorrow' },
      { type: 'paragraph', text: `Hi ${view.customer.name}, ${party.childFirstName}'s party is tomorrow. A few things for the day:` },
      {
        type: 'list',
        title: 'Before you come',
        items: [
          `Arrive 30 minutes early: at ${formatTime12h(arrivalTime(party.startTime))}, for a ${formatTime12h(party.startTime)} start.`,
          SOCKS,
          CAKE,
          `The address: ${venue.name}, ${venue.address}.`,
        ],
      },
      partyFacts(party, venue),
      {
        type: 'paragraph',
        text: due > 0 ? `Balance due: ${aud(due)}. Pay it now online, or at the counter on the day.` : 'Nothing is left to pay.',
      },
      { type: 'links', links },
      venueFacts(venue),
    ],
    footer: venueFooter(venue),
  };
}

/** The party as a guest's reminder shows it: only what the invitation shows (decision 033). */
export interface GuestReminderFacts {
  childFirstName: string;
  childAge: number;
  date: string;
  startTime: string;
  endTime: string;
  roomName: string;
  familyName: string;
  invitationUrl: string;
  /** The family's own form link, while their form is not filled. */
  formUrl?: string;
}

/** The day before, to each family that said yes: the time, the address, socks, and their form if it is missing. */
export function guestDayReminderEmail(guest: GuestReminderFacts, venue: Venue): EmailContent {
  const partyName = birthdayParty(guest.childFirstName, guest.childAge);
  const links: EmailLink[] = [];
  if (guest.formUrl) links.push({ label: 'Fill in the attendance form', url: guest.formUrl });
  links.push({ label: 'Directions', url: directionsUrl(`${venue.name}, ${venue.address}`) }, { label: 'Open the invitation', url: guest.invitationUrl });
  return {
    subject: oneLine(`Tomorrow: ${partyName} at ${formatTime12h(guest.startTime)}`, 150),
    preview: oneLine(`${formatDisplayDate(guest.date)}, ${formatTimeRange(guest.startTime, guest.endTime)} at ${venue.name}. Socks required.`, 120),
    blocks: [
      { type: 'heading', text: 'See you tomorrow' },
      { type: 'paragraph', text: `Hi ${guest.familyName}, a reminder that ${partyName} is tomorrow, and you said you're coming.` },
      {
        type: 'facts',
        title: 'The party',
        rows: [
          ['Date', formatDisplayDate(guest.date)],
          ['Time', formatTimeRange(guest.startTime, guest.endTime)],
          ['Room', guest.roomName],
          ['Where', `${venue.name}, ${venue.address}`],
        ],
      },
      { type: 'paragraph', text: SOCKS },
      ...(guest.formUrl
        ? [{ type: 'paragraph', text: "The venue needs an attendance form for your kids before they play, and yours isn't filled in yet: it takes a couple of minutes, and saves time at the door." } as Block]
        : []),
      { type: 'links', links },
      venueFacts(venue),
    ],
    footer: venueFooter(venue),
  };
}

/** The day after, to the parent: thank you. */
export function thankYouEmail(party: ParentReminderFacts, venue: Venue): EmailContent {
  const { view } = party;
  return {
    subject: oneLine(`Thank you for celebrating ${party.childFirstName}'s birthday with us`, 150),
    preview: oneLine(`From everyone at ${venue.name}.`, 120),
    blocks: [
      { type: 'heading', text: 'Thank you' },
      {
        type: 'paragraph',
        text: `Hi ${view.customer.name}, thank you for celebrating ${party.childFirstName}'s birthday at ${venue.name}. We hope everyone had a wonderful time, and we'd love to see you again.`,
      },
      { type: 'paragraph', text: 'Left something behind, or anything to tell us? Reply to this email or call us.' },
      { type: 'links', links: [{ label: 'View your booking', url: view.links.edit }] },
      venueFacts(venue),
    ],
    footer: venueFooter(venue),
  };
}
