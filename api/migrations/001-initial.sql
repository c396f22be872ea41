-- The catalogue, bookings, after-hours bookings, payments, RSVPs and contact messages.
-- Money is integer cents. Dates are the venue's calendar dates; times are its wall-clock times.

create extension if not exists btree_gist;

-- Catalogue: ids are stable slugs ('basic-fun'), the same in every environment.
create table packages (
  id text primary key,
  name text not null,
  description text not null default '',
  price_package_cents integer not null check (price_package_cents >= 0),
  price_per_child_cents integer not null check (price_per_child_cents >= 0),
  min_children integer not null default 8 check (min_children > 0),
  inclusions text[] not null default '{}',
  complementory_menu integer not null default 0 check (complementory_menu >= 0),
  duration_minutes integer not null check (duration_minutes > 0),
  sort_order integer not null default 0
);

create table rooms (
  id text primary key,
  name text not null,
  description text not null default '',
  image_path text not null,
  max_capacity integer not null check (max_capacity > 0),
  sort_order integer not null default 0
);

create table time_slots (
  id text primary key,
  start_time text not null unique check (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);

create table kids_food (
  id text primary key,
  name text not null,
  description text not null default '',
  image_path text not null,
  max_child_complementory integer not null default 1 check (max_child_complementory > 0),
  sort_order integer not null default 0
);

create table adult_food (
  id text primary key,
  name text not null,
  description text not null default '',
  image_path text not null,
  price_cents integer not null check (price_cents >= 0),
  sort_order integer not null default 0
);

create table addons (
  id text primary key,
  name text not null,
  description text not null default '',
  image_path text not null,
  price_cents integer not null check (price_cents >= 0),
  price_type text not null check (price_type in ('per_child', 'per_item')),
  sort_order integer not null default 0
);

create table afterhours_addons (
  id text primary key,
  name text not null,
  price_cents integer not null check (price_cents >= 0),
  type text not null check (type in ('quantity', 'selectable')),
  max_quantity integer not null check (max_quantity > 0),
  sort_order integer not null default 0
);

create table coupons (
  id integer generated always as identity primary key,
  code text not null,
  type text not null check (type in ('fixed', 'percentage')),
  -- The amount times 100: cents for a fixed coupon, hundredths of a percent for a percentage one.
  amount_hundredths integer not null check (amount_hundredths >= 0),
  valid_from date not null,
  valid_to date not null,
  used_count integer not null default 0 check (used_count >= 0),
  max_usage integer check (max_usage >= 0),
  min_cart_value_cents integer not null default 0 check (min_cart_value_cents >= 0)
);
create unique index coupons_code_key on coupons (upper(code));

create table unavailable_dates (
  date date primary key,
  reason text not null default ''
);

-- Main bookings and after-hours bookings draw their internal numbers from one sequence, so the
-- booking references people see (prefix + 1000 + id + 1) never repeat across the two.
create sequence booking_numbers;

create table bookings (
  id integer primary key default nextval('booking_numbers'),
  -- Random, URL-safe ids: the booking's own (edit, pay) and the invitation's (guests only).
  public_id text not null unique,
  invitation_id text not null unique,
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'canceled')),
  payment_option text not null check (payment_option in ('deposit', 'full', 'later')),
  child_first_name text not null,
  child_last_name text not null default '',
  child_age integer not null,
  number_of_kids integer not null check (number_of_kids > 0),
  package_id text not null references packages (id),
  room_id text not null references rooms (id),
  time_slot_id text not null references time_slots (id),
  event_date date not null,
  -- The party's time in the room, venue wall-clock time, start included and end excluded.
  during tsrange not null,
  -- Whether the booking keeps its room. An unpaid pending booking stops holding it once
  -- hold_expires_at has passed (released in the transaction of the next booking that wants it).
  holds_room boolean not null default true,
  hold_expires_at timestamptz,
  parent_name text not null,
  email text not null,
  phone text not null,
  address text not null,
  -- Chosen items as priced by the server (unit prices in cents), and the guest list.
  kids_food jsonb not null default '[]',
  adults_food jsonb not null default '[]',
  addons jsonb not null default '[]',
  guest_names jsonb not null default '[]',
  coupon_id integer references coupons (id),
  total_price_cents integer not null check (total_price_cents >= 0),
  discount_cents integer not null default 0 check (discount_cents >= 0),
  final_price_cents integer not null,
  -- Bumped by every change, so two edits made at once cannot overwrite each other unseen.
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint bookings_final_price check (final_price_cents = total_price_cents - discount_cents and final_price_cents >= 0),
  -- No two active bookings of one room overlap in time, whatever process inserts them.
  constraint bookings_no_overlap exclude using gist (room_id with =, during with &&)
    where (holds_room and status in ('pending', 'confirmed'))
);

create table afterhours_bookings (
  id integer primary key default nextval('booking_numbers'),
  public_id text not null unique,
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'canceled')),
  payment_option text not null check (payment_option in ('deposit', 'full')),
  event_date date not null,
  start_time text not null,
  end_time text not null,
  first_name text not null,
  last_name text not null,
  email text not null,
  mobile text not null,
  address text not null,
  notes text not null default '',
  expected_kids integer not null check (expected_kids >= 0),
  expected_adults integer not null check (expected_adults >= 0),
  package_id text not null references packages (id),
  addons jsonb not null default '[]',
  base_price_cents integer not null,
  addon_costs_cents integer not null,
  guest_fee_cents integer not null,
  additional_duration_cents integer not null,
  subtotal_cents integer not null,
  gst_cents integer not null,
  total_cents integer not null,
  deposit_cents integer not null,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Money received. Empty until the payments issue records checkouts here; what a booking has paid
-- (totalPaidAmount, depositAmount, remainingAmount) is always derived from these rows.
create table payments (
  id integer generated always as identity primary key,
  booking_id integer references bookings (id),
  afterhours_booking_id integer references afterhours_bookings (id),
  kind text not null check (kind in ('deposit', 'full', 'balance')),
  amount_cents integer not null check (amount_cents > 0),
  provider text not null,
  -- The provider's session or payment id: recording the same one twice is refused.
  provider_reference text not null unique,
  paid_at timestamptz not null default now(),
  constraint payments_one_booking check (num_nonnulls(booking_id, afterhours_booking_id) = 1)
);
create index payments_booking_id on payments (booking_id);
create index payments_afterhours_booking_id on payments (afterhours_booking_id);

create table rsvps (
  id integer generated always as identity primary key,
  booking_id integer not null references bookings (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index rsvps_booking_id on rsvps (booking_id);

create table rsvp_guests (
  id integer generated always as identity primary key,
  rsvp_id integer not null references rsvps (id) on delete cascade,
  name text not null,
  email text not null,
  phone text not null default '',
  kids_names text not null default '',
  allergies text not null default ''
);
create index rsvp_guests_rsvp_id on rsvp_guests (rsvp_id);

create table contact_messages (
  id integer generated always as identity primary key,
  name text not null,
  email text not null,
  phone text not null default '',
  subject text not null,
  message text not null,
  created_at timestamptz not null default now()
);
