import type { Venue } from '@party/domain';
import type { NewContactMessage } from '../repositories/contacts-repository';
import { aud, moneyFacts, type BookingView } from './booking-view';
import { venueFooter } from './customer-emails';
import { oneLine, type Block, type EmailContent, type Fact } from './layout';

// The emails to the venue's own inbox (VENUE_EMAIL): each booking confirmed, each refund due, and
// each contact message.

const customerFacts = (view: BookingView): Fact[] => [
  ['Customer', view.customer.name],
  ['Email', view.customer.address],
  ['Phone', view.phone],
];

const kindOf = (view: BookingView) => ('bookingId' in view.booking ? 'Party' : 'After-hours hire');

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
      { type: 'facts', title: kindOf(view), rows: [...view.details, ...customerFacts(view)] },
      ...(view.order.length > 0 ? [{ type: 'facts', title: 'Food and add-ons', rows: view.order } satisfies Block] : []),
      { type: 'facts', title: 'Money', rows: [...paymentRows(payment), ...moneyFacts(view.money)] },
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
      { type: 'facts', title: kindOf(view), rows: [...view.details, ...customerFacts(view)] },
      ...(view.order.length > 0 ? [{ type: 'facts', title: 'Food and add-ons', rows: view.order } satisfies Block] : []),
      { type: 'facts', title: 'Money', rows: moneyFacts(view.money) },
      { type: 'links', links: [{ label: 'Open the booking', url: view.links.edit }] },
    ],
    footer: venueFooter(venue),
  };
}

export interface RefundDue {
  /** What this fact adds to what the venue owes back. */
  amountCents: number;
  /** Why it is owed, in a sentence. */
  reason: string;
  /** The payment it came with; none for an edit that lowered the price. */
  payment?: PaymentFacts;
}

export function venueRefundDueEmail(view: BookingView, refund: RefundDue, venue: Venue): EmailContent {
  return {
    subject: `Refund due: ${aud(refund.amountCents)} on booking ${view.reference}`,
    preview: refund.reason,
    blocks: [
      { type: 'heading', text: `Refund due on booking ${view.reference}` },
      { type: 'paragraph', text: `${refund.reason} The money is to be refunded by hand; the API does not refund it.` },
      {
        type: 'facts',
        title: 'Refund',
        rows: [
          ['To refund now', aud(refund.amountCents)],
          ['Owed back on this booking in all', aud(view.money.owedBackCents)],
          ...(refund.payment ? paymentRows(refund.payment) : []),
          ['Booking status', view.status],
        ],
      },
      { type: 'facts', title: kindOf(view), rows: [...view.details, ...customerFacts(view)] },
      ...(view.order.length > 0 ? [{ type: 'facts', title: 'Food and add-ons', rows: view.order } satisfies Block] : []),
      { type: 'facts', title: 'Money', rows: moneyFacts(view.money) },
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
