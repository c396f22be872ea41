-- A booking keeps the prices it was sold at (decision 041): the venue's catalogue changes, and a
-- party's total, edit quote, balance and what is owed back never move because of it. The chosen
-- food and add-ons already keep their unit prices (bookings.adults_food, .addons; a hire's
-- addons); the party's package prices and a hire's rates are kept here, copied when it is sold.

alter table bookings
  add column package_price_cents integer check (package_price_cents >= 0),
  add column price_per_child_cents integer check (price_per_child_cents >= 0),
  add column package_min_children integer check (package_min_children >= 0);

-- The bookings made before were priced with the catalogue as it is today (it never changed before
-- this migration, only by hand).
update bookings b
   set package_price_cents = p.price_package_cents, price_per_child_cents = p.price_per_child_cents, package_min_children = p.min_children
  from packages p
 where p.id = b.package_id;

alter table bookings
  alter column package_price_cents set not null,
  alter column price_per_child_cents set not null,
  alter column package_min_children set not null;

-- The rates a hire was sold at, as afterhours_rates has them (cents, minutes).
alter table afterhours_bookings add column rates jsonb;

update afterhours_bookings
   set rates = (select jsonb_build_object('basePriceCents', base_price_cents, 'baseMinutes', base_minutes, 'halfHourPriceCents', half_hour_price_cents,
                                          'guestFeeCents', guest_fee_cents, 'guestFeeAbove', guest_fee_above, 'depositPercent', deposit_percent)
                  from afterhours_rates);

-- A database with hires and no rates cannot be: migration 016 wrote the rates wherever a catalogue was.
alter table afterhours_bookings alter column rates set not null;
