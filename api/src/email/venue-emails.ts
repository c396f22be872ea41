import type { Venue } from '@party/domain';
import type { NewContactMessage } from '../repositories/contacts-repository';
import { aud, moneyFacts, notesBlocks, type BookingView } from './booking-view';
import { venueFooter } from './venue-blocks';
import { oneLine, type Block, type EmailContent, type Fact } from './layout';

// The emails to the venue's own inbox (VENUE_EMAIL): each booking confirmed, each change of what it
// owes back, and each contact message.

const customerFacts = (view: BookingView): Fact[] => [
  ['Customer', view.customer.name],
  ['Email', view.customer.address],
  ['Phone', view.phone],
];

const kindOf = (view: BookingView) => ('bookingId' in view.booking ? 'Party' : 'After-hours hire');

/** The booking as every venue notice shows it: its details and the customer's, the order, the customer's notes. */
const bookingBlocks = (view: BookingView): Block[] => [
  { type: 'facts', title: kindOf(view), rows: [...view.details, ...customerFacts(view)] },
  ...(view.order.length > 0 ? [{ type: 'facts', title: 'Food and add-ons', rows: view.order } satisfies Block] : []),
  ...notesBlocks(view, 'venue'),
];

/** The payment that confirmed it, when one did (a $0 booking is confirmed without one). */
export interface PaymentFacts {
  amountCents: number;
  provider: string;
  /** The provider's reference of the payment (the test checkout's session, Stripe's cs_...). */
  reference: string;
}

const paymentRows = (payment: PaymentFacts | undefined): Fact[] =>
  payment
    ? [
        ['Payment', aud(payment.amountCents)],
        ['Payment provider', payment.provider],
        ['Payment reference', payment.reference],
      ]
    : [['Payment', 'None needed: the booking costs $0']];

export function venueBookingConfirmedEmail(view: BookingView, payment: PaymentFacts | undefined, venue: Venue): EmailContent {
  return {
    subject: `Booking confirmed: ${view.reference}, ${view.title}`,
    preview: `${kindOf(view)} for ${oneLine(view.customer.name, 60)}.`,
    blocks: [
      { type: 'heading', text: `Booking ${view.reference} is confirmed` },
      ...bookingBlocks(view),
      { type: 'facts', title: 'Money', rows: [...paymentRows(payment), ...moneyFacts(view.money, 'venue')] },
      { type: 'links', links: [{ label: 'Open the booking', url: view.links.edit }] },
    ],
    footer: venueFooter(venue),
  };
}

/** A confirmed booking's order or price changed by the customer online: what changed, and the order as it now is. */
export function venueBookingUpdatedEmail(view: BookingView, changes: readonly string[], venue: Venue): EmailContent {
  return {
    subject: `Booking updated: ${view.reference}, ${view.title}`,
    preview: oneLine(changes.join(' '), 120),
    blocks: [
      { type: 'heading', text: `Booking ${view.reference} was changed online` },
      { type: 'list', title: 'What changed', items: changes },
      ...bookingBlocks(view),
      { type: 'facts', title: 'Money', rows: moneyFacts(view.money, 'venue') },
      { type: 'links', links: [{ label: 'Open the booking', url: view.links.edit }] },
    ],
    footer: venueFooter(venue),
  };
}

/** A payment received on the booking, or a refund recorded, as the venue's notices list them. */
export interface MoneyMovement {
  amountCents: number;
  /** 'Deposit', 'Full payment', 'Remaining balance'; 'Refund' for a refund. */
  label: string;
  provider: string;
  /** The provider's reference (Stripe's cs_..., the venue's refund reference), or '' when none was given. */
  reference: string;
  /** A payment that counted for nothing toward the booking (a second deposit, money for a canceled one). */
  owedBackWhole?: boolean;
}

/**
 * A change of what the venue owes back on a booking: what its record said before and says now
 * (refund_due_cents, the same figure `money_owed_back` lists), and why. Every change is one email.
 */
export interface OwedBackChange {
  beforeCents: number;
  afterCents: number;
  /** Why it changed, in a sentence for the venue. */
  reason: string;
  /** The payment the change came with, when one did. */
  payment?: PaymentFacts;
  /** The refund recorded or sent, when that is the change. */
  refund?: {
    amountCents: number;
    reference: string;
    /** The provider it was sent through ('Stripe'), when it was sent from the console rather than recorded as made. */
    sentThrough?: string;
  };
}

function owedBackSubject(change: OwedBackChange, reference: string): string {
  const now = aud(change.afterCents);
  const was = aud(change.beforeCents);
  if (change.refund) {
    const left = change.afterCents > 0 ? `${now} still owed back` : 'nothing owed back now';
    const done = change.refund.sentThrough ? `sent through ${change.refund.sentThrough}` : 'recorded';
    return `Refund of ${aud(change.refund.amountCents)} ${done} on booking ${reference}: ${left}`;
  }
  if (change.beforeCents === 0) return `Refund due: ${now} on booking ${reference}`;
  if (change.afterCents === 0) return `Nothing owed back now on booking ${reference} (was ${was})`;
  return `Refund due now ${now} on booking ${reference} (was ${was})`;
}

/** What the venue does next: refund and record it, or nothing, and what to do about an earlier email acted on. */
function owedBackNextStep(change: OwedBackChange, reference: string): string {
  const record = `record it with Record refund on the staff console's Money page (booking ${reference}, the amount refunded and its reference)`;
  if (change.afterCents > 0) {
    return `Refund ${aud(change.afterCents)} to the customer: with Refund on the booking's page in the staff console (back to the card paid online, through the payment provider), or by hand (cash at the counter), then ${record}. If you already refunded from an earlier email, record what you refunded instead: the booking's figures follow it.`;
  }
  if (change.refund) return 'Nothing more is to be refunded on this booking.';
  return `Nothing is to be refunded on this booking now. If you already refunded from an earlier email, ${record}: the customer then owes the difference, shown on their pay-now page.`;
}

const movementRows = (movements: readonly MoneyMovement[]): Fact[] =>
  movements.map((m) => [
    `${m.label} ${aud(m.amountCents)}${m.owedBackWhole ? ' (counts for nothing: owed back whole)' : ''}`,
    [m.provider, m.reference].filter(Boolean).join(' ') || '—',
  ]);

/**
 * The venue's notice of each change of what it owes back: the new amount and the old, why, the
 * payment that caused it, and every payment received and refund recorded with the provider's
 * reference, so the venue knows what to refund against.
 */
export function venueOwedBackEmail(view: BookingView, change: OwedBackChange, history: readonly MoneyMovement[], venue: Venue, moneyPage: string): EmailContent {
  const now = aud(change.afterCents);
  return {
    subject: owedBackSubject(change, view.reference),
    preview: change.reason,
    blocks: [
      { type: 'heading', text: `Owed back on booking ${view.reference}: ${now}` },
      { type: 'paragraph', text: `${change.reason} Was ${aud(change.beforeCents)}, now ${now}.` },
      { type: 'paragraph', text: owedBackNextStep(change, view.reference) },
      ...(change.afterCents > 0 || !change.refund ? [{ type: 'links' as const, links: [{ label: 'Open the Money page', url: moneyPage }] }] : []),
      {
        type: 'facts',
        title: 'Owed back to the customer',
        rows: [
          ['Owed back now', now],
          ['Was', aud(change.beforeCents)],
          ...(change.refund
            ? ([[change.refund.sentThrough ? `Refund sent through ${change.refund.sentThrough}` : 'Refund recorded', [aud(change.refund.amountCents), change.refund.reference].filter(Boolean).join(', reference ')]] as Fact[])
            : []),
          ...(change.payment ? paymentRows(change.payment) : []),
          ['Booking status', view.status],
        ],
      },
      ...(history.length ? [{ type: 'facts' as const, title: 'Payments and refunds on this booking', rows: movementRows(history) }] : []),
      ...bookingBlocks(view),
      { type: 'facts', title: 'Money', rows: moneyFacts(view.money, 'venue') },
    ],
    footer: venueFooter(venue),
  };
}

/** 5. A message from the contact form: the venue answers with Reply (Reply-To is the sender). */
export function contactMessageEmail(message: NewContactMessage, venue: Venue): EmailContent {
  return {
    subject: oneLine(`Contact form: ${message.subject}`, 150),
    preview: oneLine(`${message.name}: ${message.message}`, 100),
    blocks: [
      { type: 'heading', text: 'A message from the contact form' },
      {
        type: 'facts',
        rows: [
          ['Name', message.name],
          ['Email', message.email],
          ['Phone', message.phone || '—'],
          ['Subject', message.subject],
        ],
      },
      { type: 'quote', text: message.message },
      { type: 'paragraph', text: `Reply to this email to answer ${message.name}.` },
    ],
    footer: venueFooter(venue),
  };
}
