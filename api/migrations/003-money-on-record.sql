-- Money always right (decisions 007-009): why a canceled booking is over, the hold's one renewal,
-- a coupon taken off at payment, payments that do not count toward their booking, and the amount
-- the venue owes back on record, with one list of it for the venue.

-- Why a canceled booking is over: its room was taken after its hold ran out, its hold ran out for
-- good (after its one renewal), or the parent replaced it with a newer booking (decision 005).
alter table bookings add column canceled_reason text
  check (canceled_reason in ('room-taken', 'hold-expired', 'replaced'));
-- A hold runs from the booking's creation; it can be taken up again once, after it ran out.
alter table bookings add column hold_renewed boolean not null default false;
-- A coupon taken off at the first payment because its last use went to another booking.
alter table bookings add column dropped_coupon_code text;

-- A payment that pays nothing the booking owes (a second deposit from a replaced or repeated
-- checkout): all of it is owed back.
alter table payments add column owed_back boolean not null default false;

-- What the venue must refund, in cents, worked out by the API whenever money or the price changes.
alter table bookings add column refund_due_cents integer not null default 0 check (refund_due_cents >= 0);
alter table afterhours_bookings add column refund_due_cents integer not null default 0 check (refund_due_cents >= 0);

-- Bookings flagged before: a canceled one owes back all it received, a live one what it paid
-- beyond its price.
update bookings b set refund_due_cents = case when b.status = 'canceled' then p.received
                                              else greatest(0, p.received - b.final_price_cents) end
  from (select booking_id, sum(amount_cents)::int as received from payments group by booking_id) p
 where p.booking_id = b.id and b.refund_due;
update afterhours_bookings a set refund_due_cents = case when a.status = 'canceled' then p.received
                                                         else greatest(0, p.received - a.total_cents) end
  from (select afterhours_booking_id, sum(amount_cents)::int as received from payments group by afterhours_booking_id) p
 where p.afterhours_booking_id = a.id and a.refund_due;
alter table bookings drop column refund_due;
alter table afterhours_bookings drop column refund_due;

-- A pending booking whose hold was released lost its room to another booking: it is over. (The
-- reason of a booking canceled before this migration is not known: it stays null.)
update bookings set status = 'canceled', canceled_reason = 'room-taken'
 where status = 'pending' and not holds_room;

-- The venue's list of money to refund: `select * from money_owed_back`.
create view money_owed_back as
  select 'party' as booking_type, b.public_id, b.event_date, b.parent_name as name, b.email, b.phone, b.status,
         b.refund_due_cents as owed_back_cents, b.updated_at
    from bookings b where b.refund_due_cents > 0
  union all
  select 'after-hours', a.public_id, a.event_date, a.first_name || ' ' || a.last_name, a.email, a.mobile, a.status,
         a.refund_due_cents, a.updated_at
    from afterhours_bookings a where a.refund_due_cents > 0;
