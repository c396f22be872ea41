-- The venue's day (decision 032): arrivals, staff notes, and money taken or given back at the
-- counter, recorded by whom.

-- Whether the party or hire has come: still expected, arrived, or a no-show; when and by whom.
alter table bookings add column arrival text not null default 'expected' check (arrival in ('expected', 'arrived', 'no-show'));
alter table bookings add column arrival_at timestamptz;
alter table bookings add column arrival_by integer references staff_members (id);
alter table afterhours_bookings add column arrival text not null default 'expected' check (arrival in ('expected', 'arrived', 'no-show'));
alter table afterhours_bookings add column arrival_at timestamptz;
alter table afterhours_bookings add column arrival_by integer references staff_members (id);

create table staff_notes (
  id integer generated always as identity primary key,
  public_id text not null unique default gen_random_uuid()::text,
  booking_id integer references bookings (id) on delete cascade,
  afterhours_booking_id integer references afterhours_bookings (id) on delete cascade,
  staff_id integer not null references staff_members (id),
  text text not null,
  created_at timestamptz not null,
  check (num_nonnulls(booking_id, afterhours_booking_id) = 1)
);
create index staff_notes_booking_id on staff_notes (booking_id);
create index staff_notes_afterhours_booking_id on staff_notes (afterhours_booking_id);

-- How a payment was taken: online (the provider's checkout), or at the counter by card or in cash,
-- by a staff member. A counter payment's provider_reference is 'counter:' and the request id its
-- page sent, so the same payment sent twice is recorded once (the column is unique).
alter table payments add column method text not null default 'online' check (method in ('online', 'card', 'cash'));
alter table payments add column recorded_by integer references staff_members (id);
alter table payments add constraint payments_counter_by_staff check (method = 'online' or recorded_by is not null);

-- Who recorded a refund: a staff member, or null for the venue's token call.
alter table refunds add column recorded_by integer references staff_members (id);

-- The run sheet reads a day's bookings at once.
create index bookings_event_date on bookings (event_date);
create index afterhours_bookings_event_date on afterhours_bookings (event_date);
create index rsvp_answers_booking_id on rsvp_answers (booking_id);
