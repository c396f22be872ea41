-- Email (decision 017): each email is written here in the same transaction as the fact it reports
-- (a payment recorded, an RSVP or a contact message stored, an edit saved), and delivered afterwards
-- by whichever API process claims it first (FOR UPDATE SKIP LOCKED), retried until the SMTP server
-- takes it. Rows stay after sending: they are the record of what was sent to whom.

create table email_outbox (
  id integer generated always as identity primary key,
  -- What the email reports: 'booking-confirmed', 'payment-received', 'booking-updated', 'rsvp',
  -- 'contact-message', 'venue-booking-confirmed', 'venue-refund-due'.
  kind text not null,
  -- One email per fact: the same fact reported twice (a repeated webhook) queues nothing more.
  fact_key text not null unique,
  booking_id integer references bookings (id) on delete cascade,
  afterhours_booking_id integer references afterhours_bookings (id) on delete cascade,
  -- The recipient's address, for finding what was sent to whom (the message holds the rest).
  recipient text not null,
  -- The whole message as rendered when the fact happened: to, reply-to, subject, text, html,
  -- attachments and its Message-ID. The sender adds only From.
  message jsonb not null,
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
  -- Tries so far; a claimed email is due again at next_attempt_at (its lease) if its process died.
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index email_outbox_due on email_outbox (next_attempt_at) where status = 'queued';
create index email_outbox_booking_id on email_outbox (booking_id);
create index email_outbox_afterhours_booking_id on email_outbox (afterhours_booking_id);

-- The address a party's confirmation email was queued to, set in the transaction that queued it:
-- the confirmation page names it (and says nothing when no email was queued).
alter table bookings add column confirmation_email_to text;
