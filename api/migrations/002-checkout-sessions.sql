-- Hosted checkouts (payments): one row per payment attempt, which payment it became, and the
-- refunds owed for money that arrived when it could no longer be taken.

create table checkout_sessions (
  -- Random and URL-safe: the test checkout's address is /checkout/{id}.
  id text primary key,
  booking_id integer references bookings (id),
  afterhours_booking_id integer references afterhours_bookings (id),
  kind text not null check (kind in ('deposit', 'full', 'balance')),
  amount_cents integer not null check (amount_cents > 0),
  -- What is being paid for, as the checkout page shows it.
  description text not null,
  provider text not null check (provider in ('test', 'stripe')),
  -- The provider's own id of the session (Stripe's cs_...), once it has answered.
  provider_session_id text unique,
  url text,
  status text not null default 'open' check (status in ('open', 'completed', 'expired')),
  -- Never after the hold on the booking's room: a payment cannot start once the room is released.
  expires_at timestamptz not null,
  -- Sent with the creation request: a retry of this attempt is the same session at the provider,
  -- while a new attempt for the same booking (after a declined card) gets a key of its own.
  idempotency_key text not null unique,
  created_at timestamptz not null,
  completed_at timestamptz,
  constraint checkout_sessions_one_booking check (num_nonnulls(booking_id, afterhours_booking_id) = 1)
);
create index checkout_sessions_booking_id on checkout_sessions (booking_id);
create index checkout_sessions_afterhours_booking_id on checkout_sessions (afterhours_booking_id);

-- A session becomes at most one payment, however many times its completion is reported.
alter table payments add column checkout_session_id text references checkout_sessions (id);
create unique index payments_checkout_session_id on payments (checkout_session_id);

-- Money was received that the booking does not owe (its room was taken after the hold ran out,
-- it was canceled, or it was paid twice over): the venue must refund it.
alter table bookings add column refund_due boolean not null default false;
alter table afterhours_bookings add column refund_due boolean not null default false;
