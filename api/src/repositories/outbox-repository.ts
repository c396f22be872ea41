import type { Queryable } from '../db/queryable';

// The email outbox (migration 006, decision 017). Emails are added inside the transaction of the
// fact they report (pass that transaction's Queryable); the sender claims them one at a time.
// Delivery times come from the database's clock, so every API process agrees on what is due.

/** An address as nodemailer takes it: the name is encoded by nodemailer, never written into a header by us. */
export interface MailAddress {
  name: string;
  address: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** The message as stored: everything but From, which the sender adds (MAIL_FROM). */
export interface OutboxMessage {
  messageId: string;
  to: MailAddress[];
  replyTo?: MailAddress[];
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export type EmailKind =
  | 'booking-confirmed'
  | 'payment-received'
  | 'booking-updated'
  | 'rsvp'
  | 'rsvp-copy'
  | 'contact-message'
  | 'booking-links'
  | 'booking-held'
  | 'booking-by-phone'
  | 'staff-invitation'
  | 'staff-sign-in-link'
  | 'venue-booking-confirmed'
  | 'venue-booking-updated'
  | 'venue-refund-due'
  | 'booking-moved'
  | 'venue-booking-moved'
  | 'guest-party-moved'
  | 'booking-canceled'
  | 'venue-booking-canceled'
  | 'guest-party-canceled'
  | 'booking-move-asked'
  | 'balance-due'
  // The reminders around a party (decision 065): `reminder-${ReminderKind}`.
  | 'reminder-parent-week'
  | 'reminder-parent-day'
  | 'reminder-guest-day'
  | 'reminder-thank-you'
  // A canary withdrawn by its failures, to its remote's owner (decision 047, release state).
  | 'canary-withdrawn';

export interface QueuedEmail {
  kind: EmailKind;
  /** Names the fact reported, e.g. 'booking-confirmed:party:42': a fact queues one email. */
  factKey: string;
  booking?: { bookingId: number } | { afterHoursBookingId: number };
  message: OutboxMessage;
  /** Sent no sooner than this long from now (the database's clock); at once when not given. */
  delayMs?: number;
}

export interface ClaimedEmail {
  id: number;
  message: OutboxMessage;
  /** Tries so far, this one included. */
  attempts: number;
  /** How long it has waited, in milliseconds. */
  ageMs: number;
}

/**
 * A reminder still holds (`b` its booking, `o` its outbox row): the party is confirmed and on the
 * date its fact key names (reminder:<kind>:party:<id>:<date>[:<answer>]), and a guest's family
 * still says yes. A moved party's old reminders fail it; its new date's have new keys.
 */
const REMINDER_STILL_TRUE = `(b.status = 'confirmed' and b.event_date::text = split_part(o.fact_key, ':', 5)
  and (o.kind <> 'reminder-guest-day' or exists (select 1 from rsvp_answers a where a.booking_id = b.id and a.public_id = split_part(o.fact_key, ':', 6) and a.coming)))`;

export function createOutboxRepository(db: Queryable) {
  return {
    /** Queues an email; false when its fact already queued one (nothing is added). */
    async add(email: QueuedEmail): Promise<boolean> {
      const booking = email.booking ?? {};
      const rows = await db.query(
        `insert into email_outbox (kind, fact_key, booking_id, afterhours_booking_id, recipient, message, next_attempt_at)
         values ($1, $2, $3, $4, $5, $6, now() + $7::float8 * interval '1 millisecond') on conflict (fact_key) do nothing returning id`,
        [
          email.kind,
          email.factKey,
          'bookingId' in booking ? booking.bookingId : null,
          'afterHoursBookingId' in booking ? booking.afterHoursBookingId : null,
          email.message.to.map((to) => to.address).join(', '),
          JSON.stringify(email.message),
          email.delayMs ?? 0,
        ],
      );
      return rows.length > 0;
    },

    /**
     * Takes the next email due, if any, for `leaseMs`: no other process takes it meanwhile (rows
     * another process is claiming are skipped, not waited for), and if this one dies before it
     * reports, the email is due again when the lease ends.
     */
    async claimNext(leaseMs: number): Promise<ClaimedEmail | undefined> {
      // A 'not booked yet' email whose booking no longer waits for its payment (paid, canceled,
      // its hold run out) is dropped, not sent; so is a phone booking's pay link once the booking
      // is paid or canceled (its hold running out does not drop it: decision 054); so is a reminder
      // whose party is no longer confirmed or no longer on the date its key names (decision 065).
      // Checked again as it is claimed, in one statement.
      await db.query(
        `update email_outbox o set status = 'dropped' from bookings b
          where o.status = 'queued' and b.id = o.booking_id
            and ((o.kind = 'booking-held' and (b.status <> 'pending' or b.hold_expires_at is null or b.hold_expires_at <= now()))
              or (o.kind = 'booking-by-phone' and b.status <> 'pending')
              or (o.kind like 'reminder-%' and not ${REMINDER_STILL_TRUE}))`,
      );
      const [row] = await db.query<{ id: number; message: OutboxMessage; attempts: number; age_ms: number }>(
        `update email_outbox set attempts = attempts + 1, next_attempt_at = now() + $1 * interval '1 millisecond'
          where id = (select o.id from email_outbox o where o.status = 'queued' and o.next_attempt_at <= now()
                         and (o.kind <> 'booking-held' or exists (select 1 from bookings b where b.id = o.booking_id
                              and b.status = 'pending' and b.hold_expires_at > now()))
                         and (o.kind <> 'booking-by-phone' or exists (select 1 from bookings b where b.id = o.booking_id and b.status = 'pending'))
                         and (o.kind not like 'reminder-%' or exists (select 1 from bookings b where b.id = o.booking_id and ${REMINDER_STILL_TRUE}))
                       order by o.next_attempt_at, o.id limit 1 for update of o skip locked)
          returning id, message, attempts, (extract(epoch from now() - created_at) * 1000)::float8 as age_ms`,
        [leaseMs],
      );
      return row && { id: row.id, message: row.message, attempts: row.attempts, ageMs: row.age_ms };
    },

    async markSent(id: number): Promise<void> {
      await db.query(`update email_outbox set status = 'sent', sent_at = now(), last_error = null where id = $1`, [id]);
    },

    /** A failed try: due again in `retryInMs`, or given up for good (status 'failed') when undefined. */
    async markFailed(id: number, error: string, retryInMs: number | undefined): Promise<void> {
      await db.query(
        `update email_outbox set last_error = $2,
            status = case when $3::float8 is null then 'failed' else status end,
            next_attempt_at = case when $3::float8 is null then next_attempt_at else now() + $3::float8 * interval '1 millisecond' end
          where id = $1`,
        [id, error.slice(0, 1000), retryInMs ?? null],
      );
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
