-- A closure or a change of the opening hours that touches booked parties and hires (decision 059):
-- each live booking it touches is canceled by the venue, kept, or its customer asked to move it.
-- A booking the venue asked to move remembers it until it moves: its customer's move is then free
-- and their cancellation refunds everything, and its pages and the run sheet say so.

alter table bookings add column venue_asked_at timestamptz;
-- Why: 'closure' (its time was closed) or 'hours' (the opening hours no longer hold it).
alter table bookings add column venue_asked_for text check (venue_asked_for in ('closure', 'hours'));
-- The closure that asked, while it stands (a closure removed leaves the request as the customer read it).
alter table bookings add column venue_asked_closure_id integer references closures (id) on delete set null;
alter table bookings add constraint bookings_venue_asked check ((venue_asked_at is null) = (venue_asked_for is null));

alter table afterhours_bookings add column venue_asked_at timestamptz;
alter table afterhours_bookings add column venue_asked_for text check (venue_asked_for in ('closure', 'hours'));
alter table afterhours_bookings add column venue_asked_closure_id integer references closures (id) on delete set null;
alter table afterhours_bookings add constraint afterhours_bookings_venue_asked check ((venue_asked_at is null) = (venue_asked_for is null));

-- A move made because the venue asked for it, or by the venue itself: the terms' "more than one
-- change also costs $100" counts the customer's own changes, not the venue's.
alter table booking_moves add column for_venue boolean not null default false;
update booking_moves set for_venue = true where moved_by = 'venue';
