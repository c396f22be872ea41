-- The catalogue as the venue changes it from its console (decision 040): every item can be
-- hidden (it leaves the public pages and new bookings, and stays on the bookings that have it),
-- and carries a version, so that a change made from an older read is refused instead of
-- overwriting another's. The after-hours hire's rates, constants until now, move here: one home.

alter table packages add column hidden boolean not null default false, add column version integer not null default 1;
alter table rooms add column hidden boolean not null default false, add column version integer not null default 1;
alter table time_slots add column hidden boolean not null default false, add column version integer not null default 1;
alter table kids_food add column hidden boolean not null default false, add column version integer not null default 1;
alter table adult_food add column hidden boolean not null default false, add column version integer not null default 1;
alter table addons add column hidden boolean not null default false, add column version integer not null default 1;
alter table afterhours_addons add column hidden boolean not null default false, add column version integer not null default 1;

-- The after-hours hire's rates (SPEC.md §9): one row. Money in cents, the base time in minutes.
create table afterhours_rates (
  id boolean primary key default true check (id),
  base_price_cents integer not null check (base_price_cents >= 0),
  base_minutes integer not null check (base_minutes > 0),
  half_hour_price_cents integer not null check (half_hour_price_cents >= 0),
  guest_fee_cents integer not null check (guest_fee_cents >= 0),
  guest_fee_above integer not null check (guest_fee_above >= 0),
  deposit_percent integer not null check (deposit_percent between 1 and 100),
  version integer not null default 1
);

-- A database seeded before gets the rates its hires were priced with until now: the spec's, with
-- the base price of the 'basic-fun' package, which the after-hours page hired the centre as. A new
-- database gets them from the seed (api/src/db/seed-data.ts, SEED_AFTER_HOURS_RATES).
insert into afterhours_rates (base_price_cents, base_minutes, half_hour_price_cents, guest_fee_cents, guest_fee_above, deposit_percent)
select coalesce((select price_package_cents from packages where id = 'basic-fun'), 30000), 120, 7500, 15000, 80, 50
 where exists (select 1 from packages);
