-- The staff console's sign-in and its audit log (decision 032): staff members, the invitations
-- that make them, their sessions on the server, and an append-only log of every staff sign-in
-- attempt and every change to a booking, whoever made it.

create table staff_members (
  id integer generated always as identity primary key,
  -- The member's id in answers: random, never the serial number (decision 026).
  public_id text not null unique default gen_random_uuid()::text,
  email text not null,
  name text not null default '',
  role text not null check (role in ('owner', 'manager', 'front-desk', 'kitchen')),
  -- argon2id, in its PHC string form ($argon2id$v=19$m=...,t=...,p=...$salt$hash).
  password_hash text not null,
  -- Owners' and managers' TOTP secret (base32, RFC 6238); null for the other roles.
  totp_secret text,
  -- The last TOTP time step a code was taken for: a code is taken once (ASVS 2.8.4).
  totp_last_step bigint,
  active boolean not null default true,
  created_at timestamptz not null,
  deactivated_at timestamptz
);
create unique index staff_members_email on staff_members (lower(email));

-- A one-time link to join the staff, valid 24 hours; only the SHA-256 of its token is kept.
create table staff_invitations (
  id integer generated always as identity primary key,
  token_hash text not null unique,
  email text not null,
  name text not null default '',
  role text not null check (role in ('owner', 'manager', 'front-desk', 'kitchen')),
  -- Made with the invitation, so the code the person's app shows works whenever they open the link.
  totp_secret text,
  invited_by integer references staff_members (id),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  -- Set once: the link made an account, or a newer invitation to the same email replaced it.
  used_at timestamptz
);
create index staff_invitations_email on staff_invitations (lower(email));

-- Sessions on the server, so that Sign out and deactivation end one at once. The cookie carries a
-- random token of 256 bits; only its SHA-256 is kept, so a copy of this table signs nobody in.
create table staff_sessions (
  id integer generated always as identity primary key,
  token_hash text not null unique,
  staff_id integer not null references staff_members (id),
  created_at timestamptz not null,
  -- Ended 3 hours after the last request, and 12 hours after sign-in in any case.
  last_seen_at timestamptz not null,
  expires_at timestamptz not null,
  ended_at timestamptz,
  client text not null default ''
);
create index staff_sessions_staff_id on staff_sessions (staff_id);

-- The audit log: who did what, when, to what, with the values before and after. Rows are only
-- ever added, by the transaction of the change they record (api/src/staff/audit.ts).
create table audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null,
  -- 'staff' (a signed-in member, or an attempt to sign in), 'customer' (the parent or hirer, on
  -- the public site), 'system' (the API itself: a hold run out; the staff command), 'venue-token'
  -- (the venue's own refund call, VENUE_ADMIN_TOKEN).
  actor_kind text not null check (actor_kind in ('staff', 'customer', 'system', 'venue-token')),
  actor_staff_id integer references staff_members (id),
  actor_name text not null,
  action text not null,
  -- What was changed: a party or a hire (the booking's internal id and its reference), a staff member.
  target_kind text check (target_kind in ('party', 'hire', 'staff')),
  target_id integer,
  target_reference text,
  before jsonb,
  after jsonb,
  -- The client's address, for sign-in attempts and staff changes.
  client text not null default ''
);
create index audit_log_target on audit_log (target_kind, target_id, id);

-- Append-only: no statement of the application (or anyone else's) changes or removes an entry.
-- A statement trigger, so that even an UPDATE or DELETE that matches no row is refused.
create function audit_log_is_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'the audit log is append-only: % is refused', tg_op
    using errcode = 'insufficient_privilege';
end $$;

create trigger audit_log_append_only
  before update or delete on audit_log
  for each statement execute function audit_log_is_append_only();
