-- Closed days and blocked times (decision 040): a whole day the centre is closed, or a block of
-- one room or the whole centre for a time range, each with a reason the staff see. The public
-- calendars, slots and rooms, and the booking and hire APIs refuse what is closed. The closed days
-- kept until now (unavailable_dates, seeded with 25-26 December and 1 January) become closures:
-- one home for what is closed.

create table closures (
  id integer generated always as identity primary key,
  -- The closure's id in answers: random, never the serial number (decision 026).
  public_id text not null unique default gen_random_uuid()::text,
  date date not null,
  -- The room blocked; null: the whole centre.
  room_id text references rooms (id),
  -- The block's time, venue wall clock, the end excluded; both null: the whole day (whole centre).
  start_time text check (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  end_time text check (end_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  reason text not null,
  created_at timestamptz not null,
  -- Who made it: a staff member, or null for the closed days this migration moved.
  created_by integer references staff_members (id),
  check ((start_time is null) = (end_time is null)),
  check (start_time is null or start_time < end_time),
  check (start_time is not null or room_id is null)
);

-- The time it closes, as the bookings' own ranges are written (venue wall clock, start included,
-- end excluded): from midnight to midnight for a whole day. Made from the stored columns, so the
-- two never disagree.
alter table closures add column during tsrange generated always as (
  case when start_time is null then tsrange(date::timestamp, (date + 1)::timestamp, '[)')
       else tsrange(
         date + make_time(substr(start_time, 1, 2)::int, substr(start_time, 4, 2)::int, 0),
         date + make_time(substr(end_time, 1, 2)::int, substr(end_time, 4, 2)::int, 0),
         '[)')
  end
) stored;
create index closures_date on closures (date);

insert into closures (date, reason, created_at)
select date, coalesce(nullif(btrim(reason), ''), 'Closed'), now() from unavailable_dates order by date;
drop table unavailable_dates;

-- The audit log names what the venue's controls change: a closure, the catalogue, a coupon, the
-- opening hours (staff members were named already).
alter table audit_log drop constraint audit_log_target_kind_check;
alter table audit_log add constraint audit_log_target_kind_check
  check (target_kind in ('party', 'hire', 'staff', 'closure', 'catalogue', 'coupon', 'hours'));
