-- Changes of plan (decision 052): a party or hire moved to another time, or canceled, under the
-- venue's terms. A move is a row of booking_moves (who, from where, to where, the fee) and its fee a
-- line on the party's bill; a cancellation keeps what the terms keep and owes back the rest.

-- The fees on a party's bill beyond its order (rebooking fees): the final price is the order's
-- total, less its discount, plus these.
alter table bookings add column fees_cents integer not null default 0 check (fees_cents >= 0);
alter table bookings drop constraint bookings_final_price;
alter table bookings add constraint bookings_final_price
  check (final_price_cents = total_price_cents - discount_cents + fees_cents and final_price_cents >= 0);

-- What the venue keeps of what was paid once a booking is canceled (the deposit and the final
-- platters of a party its parent canceled); everything else received is owed back.
alter table bookings add column kept_cents integer not null default 0 check (kept_cents >= 0);
alter table afterhours_bookings add column kept_cents integer not null default 0 check (kept_cents >= 0);

-- Why a canceled booking is over, now also: canceled at the customer's request, or by the venue.
alter table bookings drop constraint bookings_canceled_reason_check;
alter table bookings add constraint bookings_canceled_reason_check
  check (canceled_reason in ('room-taken', 'hold-expired', 'replaced', 'event-passed', 'customer-canceled', 'venue-canceled'));
alter table afterhours_bookings drop constraint afterhours_bookings_canceled_reason_check;
alter table afterhours_bookings add constraint afterhours_bookings_canceled_reason_check
  check (canceled_reason in ('room-taken', 'hold-expired', 'replaced', 'event-passed', 'customer-canceled', 'venue-canceled'));

-- Every move of a booking: where it was and where it went (venue wall clock), what it cost, who
-- made it. The count of a party's moves decides its next fee; its fees are the sum of these.
create table booking_moves (
  id integer generated always as identity primary key,
  booking_id integer references bookings (id) on delete cascade,
  afterhours_booking_id integer references afterhours_bookings (id) on delete cascade,
  from_date date not null,
  from_start text not null,
  from_end text not null,
  from_room text not null,
  to_date date not null,
  to_start text not null,
  to_end text not null,
  to_room text not null,
  fee_cents integer not null check (fee_cents >= 0),
  -- 'customer' (online), 'staff' (for the customer), 'venue' (of the venue's own accord).
  moved_by text not null check (moved_by in ('customer', 'staff', 'venue')),
  staff_id integer references staff_members (id),
  moved_at timestamptz not null,
  check (num_nonnulls(booking_id, afterhours_booking_id) = 1)
);
create index booking_moves_booking_id on booking_moves (booking_id);
create index booking_moves_afterhours_booking_id on booking_moves (afterhours_booking_id);
