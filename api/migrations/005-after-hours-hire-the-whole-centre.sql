-- An after-hours hire takes the whole centre (decision 014): no two active hires overlap, and no
-- party shares a moment with one, whichever process writes. An unpaid hire holds the centre as an
-- unpaid party holds its room: until its hold runs out (renewable once, at a checkout), after
-- which a booking that wants the time cancels it first.

-- The hire's time, venue wall-clock, start included and end excluded. Made from the stored times,
-- so the two can never disagree (make_time, unlike a text-to-time cast, is immutable).
alter table afterhours_bookings add column during tsrange generated always as (
  tsrange(
    event_date + make_time(substr(start_time, 1, 2)::int, substr(start_time, 4, 2)::int, 0),
    event_date + make_time(substr(end_time, 1, 2)::int, substr(end_time, 4, 2)::int, 0),
    '[)'
  )
) stored;

-- An unpaid hire's hold, as for parties (migration 003, decision 007).
alter table afterhours_bookings add column hold_expires_at timestamptz;
alter table afterhours_bookings add column hold_renewed boolean not null default false;
alter table afterhours_bookings add column canceled_reason text
  check (canceled_reason in ('room-taken', 'hold-expired', 'replaced'));

-- Hires made before this kept no hold: an unpaid one gets the default 30 minutes from when it was
-- made (long run out, so it gives way to the next booking that wants its time).
update afterhours_bookings set hold_expires_at = created_at + interval '30 minutes' where status = 'pending';

-- Overlaps already stored. An unpaid hire gives way to a paid one, or to an older unpaid one; an
-- unpaid party gives way to a paid hire and to an older unpaid one; an unpaid hire to a paid party.
update afterhours_bookings a set status = 'canceled', canceled_reason = 'room-taken'
 where a.status = 'pending'
   and (exists (select 1 from afterhours_bookings o
                 where o.id <> a.id and o.status in ('pending', 'confirmed') and o.during && a.during
                   and (o.status = 'confirmed' or o.created_at < a.created_at or (o.created_at = a.created_at and o.id < a.id)))
        or exists (select 1 from bookings b
                    where b.holds_room and b.status in ('pending', 'confirmed') and b.during && a.during
                      and (b.status = 'confirmed' or b.created_at < a.created_at)));
update bookings b set status = 'canceled', canceled_reason = 'room-taken', holds_room = false
 where b.status = 'pending' and b.holds_room
   and exists (select 1 from afterhours_bookings a
                where a.status in ('pending', 'confirmed') and a.during && b.during);

-- Two paid bookings that overlap cannot be settled here: the venue decides which one moves.
do $$
declare
  clashes text;
begin
  select string_agg(x || ' and ' || y, '; ') into clashes from (
    select a.public_id as x, o.public_id as y from afterhours_bookings a
      join afterhours_bookings o on a.id < o.id and a.during && o.during
     where a.status = 'confirmed' and o.status = 'confirmed'
    union all
    select a.public_id, b.public_id from afterhours_bookings a
      join bookings b on b.during && a.during and b.holds_room and b.status = 'confirmed'
     where a.status = 'confirmed'
  ) paid;
  if clashes is not null then
    raise exception 'Paid bookings overlap an after-hours hire (%): move or cancel one of each pair, then start the API again', clashes;
  end if;
end $$;

-- No two active hires overlap.
alter table afterhours_bookings add constraint afterhours_bookings_no_overlap
  exclude using gist (during with &&) where (status in ('pending', 'confirmed'));

-- No active party during an active hire. An exclusion constraint covers one table only, so each
-- table's trigger looks at the other's rows. They first take one lock per venue day, the same for
-- both tables: of a party and a hire written at once, the second waits for the first to commit
-- and then sees it (each statement of a trigger function reads the data committed when it runs).
-- AFTER triggers, because a hire's `during` is generated after BEFORE triggers have run. A refusal
-- is an exclusion violation (23P01), as the constraints' are.

create function hire_keeps_parties_out() returns trigger language plpgsql as $$
begin
  if new.status in ('pending', 'confirmed') then
    perform pg_advisory_xact_lock(14, new.event_date - date '2000-01-01');
    if exists (select 1 from bookings b
                where b.holds_room and b.status in ('pending', 'confirmed') and b.during && new.during) then
      raise exclusion_violation using
        message = 'an active party booking overlaps this after-hours hire',
        constraint = 'afterhours_bookings_no_parties';
    end if;
  end if;
  return null;
end $$;

create trigger afterhours_bookings_no_parties
  after insert or update of event_date, start_time, end_time, status on afterhours_bookings
  for each row execute function hire_keeps_parties_out();

create function party_keeps_out_of_hires() returns trigger language plpgsql as $$
begin
  if new.holds_room and new.status in ('pending', 'confirmed') then
    perform pg_advisory_xact_lock(14, new.event_date - date '2000-01-01');
    if exists (select 1 from afterhours_bookings a
                where a.status in ('pending', 'confirmed') and a.during && new.during) then
      raise exclusion_violation using
        message = 'an active after-hours hire overlaps this party booking',
        constraint = 'bookings_not_during_hires';
    end if;
  end if;
  return null;
end $$;

create trigger bookings_not_during_hires
  after insert or update of event_date, during, holds_room, status on bookings
  for each row execute function party_keeps_out_of_hires();
