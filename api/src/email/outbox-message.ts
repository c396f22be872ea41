import { type Venue } from '@party/domain';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/queryable';
import { findAfterHoursById } from '../repositories/afterhours-repository';
import { findBookingById } from '../repositories/bookings-repository';
import { createCatalogueRepository } from '../repositories/catalogue-repository';
import { createOutboxRepository, type EmailKind, type MailAddress, type MailAttachment, type OutboxMessage } from '../repositories/outbox-repository';
import type { BookingRef } from '../repositories/booking-kinds';
import { afterHoursView, partyView, type BookingView, type EmailContext } from './booking-view';
import { renderEmail, type EmailContent } from './layout';
import { type PaymentFacts } from './venue-emails';

// How an email is queued: each queue-* function runs inside the transaction of the fact it reports
// (pass its Queryable), reads what it needs from there, renders the email and adds it to the
// outbox. So the email exists exactly when the fact does, with the figures as they were at that
// moment. This file is what they all use: the context, the booking as emails show it, the render.

export type BookingTarget = BookingRef;

export type { EmailContext, PaymentFacts };

/** What emails are made with: the venue, SITE_URL and STAFF_SITE_URL for links, and the server's clock read now. */
export function emailContext({ venue, siteUrl, staffSiteUrl, now }: { venue: Venue; siteUrl: string; staffSiteUrl: string; now: () => Date }): EmailContext {
  return { venue, siteUrl, staffSiteUrl, now: now() };
}

/** The package's name as the catalogue has it now (its id when it is gone). */
export async function packageName(tx: Queryable, packageId: string): Promise<string> {
  const pkg = await createCatalogueRepository(tx).findAnyPackage(packageId);
  return pkg?.name ?? packageId;
}

/** The booking as its emails show it, read in the transaction. */
export async function viewOf(tx: Queryable, context: EmailContext, target: BookingTarget): Promise<BookingView> {
  if ('bookingId' in target) {
    const row = await findBookingById(tx, target.bookingId);
    if (!row) throw new Error(`No booking ${target.bookingId} to email about`);
    return partyView(row, await packageName(tx, row.package_id), context);
  }
  const row = await findAfterHoursById(tx, target.afterHoursBookingId);
  if (!row) throw new Error(`No after-hours booking ${target.afterHoursBookingId} to email about`);
  return afterHoursView(row, await packageName(tx, row.package_id), context);
}

interface Envelope {
  to: MailAddress;
  replyTo?: MailAddress[];
  attachments?: MailAttachment[];
}

/** An email rendered for the outbox, with its own Message-ID. */
export function message(content: EmailContent, envelope: Envelope, context: EmailContext): OutboxMessage {
  const domain = context.venue.email.split('@')[1] || 'localhost';
  return {
    // Ours, so that a resend after a crash carries the same id and mail programs show it once.
    messageId: `<${randomUUID()}@${domain}>`,
    to: [envelope.to],
    ...(envelope.replyTo?.length ? { replyTo: envelope.replyTo } : {}),
    ...renderEmail(content),
    ...(envelope.attachments ? { attachments: envelope.attachments } : {}),
  };
}

export async function add(tx: Queryable, kind: EmailKind, factKey: string, booking: BookingTarget | undefined, built: OutboxMessage): Promise<boolean> {
  return createOutboxRepository(tx).add({ kind, factKey, booking, message: built });
}

export const venueInbox = (context: EmailContext): MailAddress => ({ name: context.venue.name, address: context.venue.email });
