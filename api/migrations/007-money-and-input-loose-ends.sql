-- Money and input loose ends (decision 026).

-- A party whose start passed while it was still unpaid is over: canceled with its own reason, as a
-- booking that lost its room is (decision 007), the next time anything reads it.
alter table bookings drop constraint bookings_canceled_reason_check;
alter table bookings add constraint bookings_canceled_reason_check
  check (canceled_reason in ('room-taken', 'hold-expired', 'replaced', 'event-passed'));

-- Refunds the venue has made by hand and recorded (POST /api/venue/bookings/{reference}/refunds).
-- A booking's money is worked out on what it still holds: its payments less its refunds (the
-- domain's netOfRefunds), so once a refund is recorded the amount owed back falls by it.
create table refunds (
  id integer generated always as identity primary key,
  booking_id integer references bookings (id) on delete cascade,
  afterhours_booking_id integer references afterhours_bookings (id) on delete cascade,
  amount_cents integer not null check (amount_cents > 0),
  -- The provider's reference of the refund (Stripe's re_...), when the venue gives one.
  provider_reference text not null default '',
  note text not null default '',
  refunded_at timestamptz not null default now(),
  check ((booking_id is null) <> (afterhours_booking_id is null))
);
create index refunds_booking_id on refunds (booking_id);
create index refunds_afterhours_booking_id on refunds (afterhours_booking_id);

-- The venue's list of money to refund, now with the booking reference its emails and the refund
-- call use (the domain's bookingReference: its prefix and 1000 + internal number + 1).
create or replace view money_owed_back as
  select 'party' as booking_type, b.public_id, b.event_date, b.parent_name as name, b.email, b.phone, b.status,
         b.refund_due_cents as owed_back_cents, b.updated_at, 'JJ' || (1001 + b.id) as reference
    from bookings b where b.refund_due_cents > 0
  union all
  select 'after-hours', a.public_id, a.event_date, a.first_name || ' ' || a.last_name, a.email, a.mobile, a.status,
         a.refund_due_cents, a.updated_at, 'JJ' || (1001 + a.id)
    from afterhours_bookings a where a.refund_due_cents > 0;

-- Answers carry no sequential ids: a contact message and an RSVP are answered with a random id of
-- their own (a serial number told how many messages the site had taken). The internal ids stay
-- for keys and joins.
alter table contact_messages add column public_id text not null default gen_random_uuid()::text;
alter table contact_messages add constraint contact_messages_public_id_key unique (public_id);
alter table rsvps add column public_id text not null default gen_random_uuid()::text;
alter table rsvps add constraint rsvps_public_id_key unique (public_id);
