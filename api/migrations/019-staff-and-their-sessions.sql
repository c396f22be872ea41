-- The staff page and one's own sessions (decision 040): a session gets an id of its own for its
-- owner to end it by (never the serial number, decision 026) and the browser it was signed in
-- from, as its User-Agent named it, so a member can tell their sessions apart.
alter table staff_sessions
  add column public_id text not null unique default gen_random_uuid()::text,
  add column device text not null default '';
