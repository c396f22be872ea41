-- The door and the days before (issue 39, decision 061): each family's attendance form, each child
-- checked in at the door, the party's final bill, and the reminders the venue sends (or not).

-- An attendance form: one per family coming to a party. A family that answered yes on the
-- invitation has one (made with its answer, so its link can be sent at once); the guest of
-- honour's family fills theirs from the edit page; a family met at the door fills one there.
-- It is "filled" once its guardian agreed to the conditions of entry (agreed_at).
create table attendance_forms (
  id integer generated always as identity primary key,
  -- The form's key in the family's own link: random, never the serial number.
  public_id text not null unique default gen_random_uuid()::text,
  booking_id integer not null references bookings (id) on delete cascade,
  family text not null check (family in ('guest', 'host', 'walk-in')),
  rsvp_answer_id integer unique references rsvp_answers (id) on delete cascade,
  guardian_name text not null default '',
  guardian_mobile text not null default '',
  emergency_name text not null default '',
  emergency_phone text not null default '',
  -- [{ "name": "Leo", "age": 6, "allergies": "Peanuts", "medicalNotes": "Inhaler in bag" }, ...]
  children jsonb not null default '[]'::jsonb check (jsonb_typeof(children) = 'array'),
  -- The conditions of entry word for word as the guardian agreed to them, the name they typed and when.
  conditions jsonb not null default '[]'::jsonb check (jsonb_typeof(conditions) = 'array'),
  agreed_name text not null default '',
  agreed_at timestamptz,
  -- Bumped by every correction: two saves at once cannot overwrite each other unseen.
  version integer not null default 1 check (version > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Set when the venue's retention period erased what the guardian wrote (the row says it was).
  erased_at timestamptz,
  constraint attendance_forms_guest_has_answer check ((family = 'guest') = (rsvp_answer_id is not null)),
  constraint attendance_forms_filled check (agreed_at is null or (agreed_name <> '' and jsonb_array_length(conditions) > 0) or erased_at is not null)
);
create index attendance_forms_booking_id on attendance_forms (booking_id);
create unique index attendance_forms_one_host on attendance_forms (booking_id) where family = 'host';
create index attendance_forms_to_erase on attendance_forms (booking_id) where erased_at is null and agreed_at is not null;

-- A child checked in at the door. Who they are on the door's list: their family ('host',
-- 'answer:<rsvp answer public id>' or 'form:<walk-in form public id>') and their name as a key
-- (trimmed, lower case): the list is made from the RSVPs and the forms, and a child is checked in
-- once whatever the number of taps.
create table door_check_ins (
  id integer generated always as identity primary key,
  booking_id integer not null references bookings (id) on delete cascade,
  family_key text not null,
  child_key text not null,
  name text not null,
  -- Not on the list: a family met at the door (their form is then a 'walk-in' one).
  walk_in boolean not null default false,
  checked_in_at timestamptz not null default now(),
  checked_in_by integer not null references staff_members (id),
  unique (booking_id, family_key, child_key)
);

-- A party's final bill, made when the party is closed at the counter: the children who came beyond
-- those booked and the no-show fees, each a line, which front desk may waive with a reason. What
-- its lines charge (less the waived) is added to the final price, so the balance is taken by the
-- money paths of every other balance (the counter, or a pay link emailed).
create table party_bills (
  booking_id integer primary key references bookings (id) on delete cascade,
  -- [{ "kind": "extra-child" | "no-show", "quantity": 1, "unitCents": 1500, "amountCents": 1500,
  --    "waived": null | { "reason": "...", "by": "Sam", "at": "..." } }, ...]
  lines jsonb not null check (jsonb_typeof(lines) = 'array'),
  -- The counts it was made from: children booked, on the list, checked in (from the list, and not).
  counts jsonb not null,
  charged_cents integer not null check (charged_cents >= 0),
  closed_at timestamptz not null default now(),
  closed_by integer not null references staff_members (id)
);

-- What the bill charges is on the final price, with the order and the rebooking fees.
alter table bookings add column bill_cents integer not null default 0 check (bill_cents >= 0);
alter table bookings drop constraint bookings_final_price;
alter table bookings add constraint bookings_final_price
  check (final_price_cents = total_price_cents - discount_cents + fees_cents + bill_cents and final_price_cents >= 0);

-- The venue's choices for the days before and after: each reminder on or off, and how long a
-- form is kept after its party. One row.
create table venue_settings (
  id boolean primary key default true check (id),
  reminder_parent_week boolean not null default true,
  reminder_parent_day boolean not null default true,
  reminder_guest_day boolean not null default true,
  reminder_thank_you boolean not null default true,
  form_retention_days integer not null default 90 check (form_retention_days between 1 and 3650),
  updated_at timestamptz not null default now()
);
insert into venue_settings default values;
