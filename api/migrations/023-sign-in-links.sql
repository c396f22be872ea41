-- Sign-in limits that stop guessing without locking the member out (decision 057). When failed
-- sign-ins put an account past its limit, its member is emailed a one-time link: sent with a
-- sign-in, it lets them through the limits, while their password (and code, for owners and
-- managers) is still asked. Only the SHA-256 of its token is kept, as for sessions.
create table staff_sign_in_links (
  id integer generated always as identity primary key,
  token_hash text not null unique,
  staff_id integer not null references staff_members (id),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  -- Failed sign-ins sent with the link: at the account's limit it is spent, so the link is no way
  -- around the limits for whoever reads the email but knows no password.
  failures integer not null default 0 check (failures >= 0),
  -- Set once: the link signed its member in, or a newer link replaced it.
  used_at timestamptz
);
create index staff_sign_in_links_staff_id on staff_sign_in_links (staff_id);
