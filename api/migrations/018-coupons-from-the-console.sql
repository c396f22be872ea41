-- Coupons as the venue makes them from its console (decision 040): a coupon can be disabled (the
-- public check and new bookings no longer take it; a booking that has it keeps its discount), and
-- carries a version, so a change made from an older read is refused instead of overwriting another's.
alter table coupons add column disabled boolean not null default false, add column version integer not null default 1;
