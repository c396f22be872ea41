import { DEPOSIT_AMOUNT, depositDueCents, heldUnpaidMessage, toCents, venueTimeAndDate, type MainPaymentOption, type Venue } from '@party/domain';
import { aud, moneyFacts, notesBlocks, type BookingView } from './booking-view';
import { type Block, type EmailContent, type EmailLink } from './layout';
import { venueFacts, venueFooter } from './venue-blocks';

// The emails to parents and after-hours customers, as content blocks (layout.ts renders them).

const isParty = (view: BookingView) => 'bookingId' in view.booking;

function bookingLinks(view: BookingView): Block[] {
  // An after-hours event is changed and paid on one page.
  const links: EmailLink[] = [{ label: isParty(view) ? 'View or change your booking' : 'View, change or pay for your booking', url: view.links.edit }];
  if (view.links.payNow) links.push({ label: 'Pay the balance', url: view.links.payNow });
  const blocks: Block[] = [{ type: 'links', links }];
  if (view.links.invitation && view.invite) {
    // The confirmation page's choices: the message (child, date, time, venue, link) ready to send.
    blocks.push(
      { type: 'paragraph', text: `Invite your guests: send them the invitation, where they see the party's details and RSVP. ${view.links.invitation}` },
      {
        type: 'links',
        links: [
          { label: 'Open the invitation', url: view.links.invitation },
          { label: 'Send it by SMS', url: view.invite.sms },
          { label: 'Send it on WhatsApp', url: view.invite.whatsapp },
          { label: 'Send it by email', url: view.invite.email },
        ],
      },
    );
  }
  return blocks;
}

/** A party's food and add-ons with how much of each; nothing for an after-hours event (its add-ons are among its details). */
function orderBlocks(view: BookingView): Block[] {
  if (!isParty(view)) return [];
  if (view.order.length === 0) return [{ type: 'paragraph', text: 'Food and add-ons: none chosen yet.' }];
  return [{ type: 'facts', title: 'Food and add-ons', rows: view.order }];
}

const onlineChangesBlocks = (view: BookingView): Block[] => (view.onlineChanges ? [{ type: 'paragraph', text: view.onlineChanges }] : []);

/** 1. The payment (or the $0 price) that confirms a booking: everything about it, with its .ics. */
export function bookingConfirmedEmail(view: BookingView, venue: Venue): EmailContent {
  const what = isParty(view) ? 'party' : 'after-hours event';
  return {
    subject: `Booking confirmed: ${view.title} (${view.reference})`,
    preview: `Your ${what} is booked. Reference ${view.reference}.`,
    blocks: [
      { type: 'heading', text: isParty(view) ? 'Your party is booked!' : 'Your after-hours event is booked!' },
      { type: 'paragraph', text: `Hi ${view.customer.name}, thank you for booking with ${venue.name}. Your booking ${view.reference} is confirmed.` },
      { type: 'facts', title: 'Your booking', rows: view.details },
      ...orderBlocks(view),
      ...notesBlocks(view, 'customer'),
      { type: 'facts', title: 'Payment', rows: moneyFacts(view.money) },
      ...onlineChangesBlocks(view),
      { type: 'paragraph', text: `The ${what} is attached as a calendar file (${view.calendar.fileName}): open it to add it to your calendar.` },
      ...bookingLinks(view),
      venueFacts(venue),
    ],
    footer: venueFooter(venue),
  };
}

/** 2. A later payment: what was paid and what remains. */
export function paymentReceivedEmail(view: BookingView, amountCents: number, venue: Venue): EmailContent {
  return {
    subject: `Payment received: ${aud(amountCents)} for booking ${view.reference}`,
    preview: `Still to pay: ${aud(view.money.remainingCents)}.`,
    blocks: [
      { type: 'heading', text: 'Thank you for your payment' },
      { type: 'paragraph', text: `Hi ${view.customer.name}, we have received ${aud(amountCents)} for ${view.title} (${view.reference}).` },
      { type: 'facts', title: 'Payment', rows: [['This payment', aud(amountCents)], ...moneyFacts(view.money)] },
      { type: 'facts', title: 'Your booking', rows: view.details },
      ...orderBlocks(view),
      ...onlineChangesBlocks(view),
      ...bookingLinks(view),
      venueFacts(venue),
    ],
    footer: venueFooter(venue),
  };
}

/**
 * The balance's pay link, sent by the front desk (decision 064): what is still to pay with the
 * bill's lines (a party's final bill among them), and the page to pay it on. Sent only while
 * something is due; it says nothing more than the booking's figures.
 */
export function balanceDueEmail(view: BookingView, payUrl: string, venue: Venue): EmailContent {
  return {
    subject: `Balance to pay: ${aud(view.money.remainingCents)} for booking ${view.reference}`,
    preview: `Pay the balance of ${view.title} online.`,
    blocks: [
      { type: 'heading', text: 'Your balance to pay' },
      { type: 'paragraph', text: `Hi ${view.customer.name}, ${aud(view.money.remainingCents)} is still to pay for ${view.title} (${view.reference}). You can pay it online with the link below.` },
      { type: 'facts', title: 'Payment', rows: moneyFacts(view.money) },
      ...orderBlocks(view),
      { type: 'links', links: [{ label: 'Pay the balance', url: payUrl }] },
      venueFacts(venue),
    ],
    footer: venueFooter(venue),
  };
}

/** 3. An edit that changed the order or the price: what changed, then the booking as it now is. */
export function bookingUpdatedEmail(view: BookingView, changes: readonly string[], venue: Venue): EmailContent {
  return {
    subject: `Booking updated: ${view.reference} now costs ${aud(view.money.finalCents)}`,
    preview: `Still to pay: ${aud(view.money.remainingCents)}.`,
    blocks: [
      { type: 'heading', text: 'Your booking has been updated' },
      { type: 'paragraph', text: `Hi ${view.customer.name}, the changes to ${view.title} (${view.reference}) are saved.` },
      ...(changes.length > 0 ? [{ type: 'list', title: 'What changed', items: changes } satisfies Block] : []),
      { type: 'facts', title: 'Payment', rows: moneyFacts(view.money) },
      { type: 'facts', title: 'Your booking', rows: view.details },
      ...orderBlocks(view),
      ...notesBlocks(view, 'customer'),
      ...onlineChangesBlocks(view),
      ...bookingLinks(view),
      venueFacts(venue),
    ],
    footer: venueFooter(venue),
  };
}

/** What an unpaid party's emails give after the pay link: the booking, its order and money, and where to change it. */
function unpaidBookingBlocks(view: BookingView, venue: Venue): Block[] {
  return [
    { type: 'facts', title: 'Your booking', rows: view.details },
    ...orderBlocks(view),
    { type: 'facts', title: 'Payment', rows: moneyFacts(view.money) },
    ...onlineChangesBlocks(view),
    { type: 'links', links: [{ label: 'View or change your booking', url: view.links.edit }] },
    venueFacts(venue),
  ];
}

/**
 * A party booked but not paid: its room is held until a deadline, and the pay link keeps it. Sent
 * a while after booking, and only while the booking is still waiting (decision 028).
 */
export function bookingHeldEmail(view: BookingView, hold: NonNullable<BookingView['hold']>, venue: Venue): EmailContent {
  const until = venueTimeAndDate(hold.expiresAt, venue.timeZone);
  const payNow = view.links.payNow ?? view.links.edit;
  return {
    subject: `Not booked yet: pay by ${until} to keep ${view.title}`,
    preview: `The ${hold.roomName} is held for you until ${until}.`,
    blocks: [
      { type: 'heading', text: 'Your party is not booked yet' },
      { type: 'paragraph', text: `Hi ${view.customer.name}, thank you for booking ${view.title} (${view.reference}) with ${venue.name}.` },
      { type: 'paragraph', text: heldUnpaidMessage(hold.roomName, hold.expiresAt, venue.timeZone) },
      { type: 'links', links: [{ label: 'Pay now', url: payNow }] },
      ...unpaidBookingBlocks(view, venue),
    ],
    footer: venueFooter(venue),
  };
}

/**
 * A party the staff booked for the parent on the phone or at the counter (decision 054), sent at
 * once: the link to pay online, the amount agreed first, and what happens if they pay after the
 * hold (the pay-now page takes the room back while it is still free: decision 007).
 */
export function bookingByPhoneEmail(view: BookingView, hold: NonNullable<BookingView['hold']>, agreed: MainPaymentOption, venue: Venue): EmailContent {
  const payNow = view.links.payNow ?? view.links.edit;
  const deposit = aud(depositDueCents(view.money.finalCents, toCents(DEPOSIT_AMOUNT)));
  const whole = aud(view.money.remainingCents);
  const howToPay =
    agreed === 'full'
      ? `Pay the full ${whole} online with the link below (or, if you prefer, the ${deposit} deposit now and the rest on the day).`
      : `Pay the ${deposit} deposit online with the link below, and the rest on the day (or the full ${whole} at once, if you prefer).`;
  return {
    subject: `Pay to book ${view.title} (${view.reference})`,
    preview: `We have made your booking: pay online to confirm it. The ${hold.roomName} is held for you until ${venueTimeAndDate(hold.expiresAt, venue.timeZone)}.`,
    blocks: [
      { type: 'heading', text: 'Pay to confirm your party' },
      {
        type: 'paragraph',
        text: `Hi ${view.customer.name}, thank you for booking ${view.title} with ${venue.name}. We have made the booking for you (reference ${view.reference}): it is confirmed once it is paid.`,
      },
      { type: 'paragraph', text: howToPay },
      { type: 'links', links: [{ label: 'Pay now', url: payNow }] },
      {
        type: 'paragraph',
        text: `${heldUnpaidMessage(hold.roomName, hold.expiresAt, venue.timeZone)} If you pay later, the same link books it for you while the room is still free.`,
      },
      ...unpaidBookingBlocks(view, venue),
    ],
    footer: venueFooter(venue),
  };
}

/** A booking's links in the email that answers Find My Booking. */
function foundBookingLinks(view: BookingView): EmailLink[] {
  const payLabel = view.status === 'pending' ? 'Pay for this booking' : 'Pay the balance';
  if (!isParty(view)) return [{ label: 'View, change or pay for this event', url: view.links.edit }];
  return [
    ...(view.links.confirmation ? [{ label: 'See the confirmation', url: view.links.confirmation }] : []),
    { label: 'View or change this booking', url: view.links.edit },
    ...(view.links.payNow ? [{ label: payLabel, url: view.links.payNow }] : []),
  ];
}

/**
 * 7. Find My Booking: the links of every upcoming booking made with the address, sent to it only
 * (whoever asked, only the address's owner reads them).
 */
export function bookingLinksEmail(views: readonly BookingView[], venue: Venue): EmailContent {
  const [first] = views;
  const what = views.length === 1 ? 'your booking' : `your ${views.length} bookings`;
  return {
    subject: `The links to ${what} at ${venue.name}`,
    preview: views.length === 1 && first ? `${first.reference}: ${first.title}.` : `${views.length} upcoming bookings.`,
    blocks: [
      { type: 'heading', text: 'Your upcoming bookings' },
      {
        type: 'paragraph',
        text: `Hi ${first?.customer.name ?? 'there'}, someone asked on our website for the links to the bookings made with this email address. Here they are. If it was not you, you can ignore this email: the links were sent to you alone.`,
      },
      ...views.flatMap((view): Block[] => [
        { type: 'facts', title: view.title.charAt(0).toUpperCase() + view.title.slice(1), rows: [...view.details, ['Still to pay', aud(view.money.remainingCents)]] },
        { type: 'links', links: foundBookingLinks(view) },
      ]),
      venueFacts(venue),
    ],
    footer: venueFooter(venue),
  };
}
