-- The staff page, one's own sessions and the opening hours (decision 040). A session gets an id
-- of its own for its owner to end it by (never the serial number, decision 026) and the browser it
-- was signed in from, as its User-Agent named it, so a member can tell their sessions apart.
alter table staff_sessions
  add column public_id text not null unique default gen_random_uuid()::text,
  add column device text not null default '';

-- The venue's weekly opening hours, as the owners and managers set them from the console: one row,
-- the one home of the hours the party times are offered and refused by and the footer shows.
-- Each day is {"opens": "HH:mm", "closes": "HH:mm"} or null (closed); the public holidays' too.
-- Written from the sample venue's (api/src/venue.ts, SAMPLE_WEEKLY_HOURS) at start when missing.
create table opening_hours (
  id boolean primary key default true check (id),
  days jsonb not null,
  public_holidays jsonb,
  version integer not null default 1
);
