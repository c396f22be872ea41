-- One RSVP per family, keyed by its email on each booking: "Coming?" (yes or can't come) and, for
-- a yes, each kid coming with their allergies (docs/decisions/025-an-invitation-worth-sending.md).
-- A second answer from the same email replaces the first (version counts the answers).
create table rsvp_answers (
  id integer generated always as identity primary key,
  -- The answer's id in the API's answers: random, never the serial number (decision 026).
  public_id text not null unique default gen_random_uuid()::text,
  booking_id integer not null references bookings (id) on delete cascade,
  email text not null,
  name text not null,
  phone text not null default '',
  coming boolean not null,
  -- [{ "name": "Leo", "allergies": "Peanuts" }, ...], in the order the family gave them.
  kids jsonb not null default '[]'::jsonb check (jsonb_typeof(kids) = 'array'),
  version integer not null default 1 check (version > 0),
  first_answered_at timestamptz not null,
  answered_at timestamptz not null,
  check (coming or jsonb_array_length(kids) = 0)
);
create unique index rsvp_answers_one_per_email on rsvp_answers (booking_id, lower(email));

-- Every RSVP stored before is kept, as an answer "coming". The old form sent one row per guest,
-- each with its kids' names as free text and the family's allergies: a family's rows (one email
-- on one booking, over all its RSVPs) become one answer; its kids are the names it wrote, split
-- at commas, semicolons, '&', '+', '/', line breaks and the word 'and' (or the guest, when it
-- named no kid: the old form's guest row was someone coming), each once, with the family's
-- allergies on each kid, since the old form did not say whose they were. Its name and phone are
-- those it gave last.
with guest_rows as (
  select r.booking_id, r.id as rsvp_id, r.created_at, g.id as guest_id, g.name, g.email, g.phone, g.kids_names,
         g.allergies, lower(g.email) as email_key
    from rsvps r
    join rsvp_guests g on g.rsvp_id = r.id
),
kid_rows as (
  select gr.booking_id, gr.email_key, gr.created_at, gr.guest_id, k.ord, k.kid_name, lower(k.kid_name) as kid_key, gr.allergies
    from guest_rows gr
   cross join lateral (
     select coalesce(
              nullif(array_remove(array(
                select btrim(part)
                  from regexp_split_to_table(gr.kids_names, '\s*(?:,|;|&|\+|/|\r|\n|\mand\M)\s*', 'i') as part
              ), ''), '{}'),
              array[btrim(gr.name)]
            ) as names
   ) split
   cross join lateral unnest(split.names) with ordinality as k(kid_name, ord)
),
kids_once as (
  -- A kid named in several RSVPs of one family is listed once, where it was first named, with
  -- the allergies given last.
  select distinct on (booking_id, email_key, kid_key)
         booking_id, email_key, kid_name, allergies,
         first_value(created_at) over first_named as first_at,
         first_value(guest_id) over first_named as first_guest,
         first_value(ord) over first_named as first_ord
    from kid_rows
  window first_named as (partition by booking_id, email_key, kid_key order by created_at, guest_id, ord)
   order by booking_id, email_key, kid_key, created_at desc, guest_id desc, ord desc
),
family_kids as (
  select booking_id, email_key,
         jsonb_agg(jsonb_build_object('name', kid_name, 'allergies', allergies) order by first_at, first_guest, first_ord) as kids
    from kids_once
   group by booking_id, email_key
),
families as (
  select booking_id, email_key, min(created_at) as first_at, max(created_at) as last_at, count(distinct rsvp_id)::int as answers
    from guest_rows
   group by booking_id, email_key
),
latest as (
  select distinct on (booking_id, email_key) booking_id, email_key, name, email
    from guest_rows
   order by booking_id, email_key, created_at desc, guest_id desc
),
latest_phone as (
  select distinct on (booking_id, email_key) booking_id, email_key, phone
    from guest_rows
   where phone <> ''
   order by booking_id, email_key, created_at desc, guest_id desc
)
insert into rsvp_answers (booking_id, email, name, phone, coming, kids, version, first_answered_at, answered_at)
select f.booking_id, l.email, l.name, coalesce(p.phone, ''), true, k.kids, f.answers, f.first_at, f.last_at
  from families f
  join latest l using (booking_id, email_key)
  join family_kids k using (booking_id, email_key)
  left join latest_phone p using (booking_id, email_key)
 order by f.first_at, f.booking_id, f.email_key;

drop table rsvp_guests;
drop table rsvps;
