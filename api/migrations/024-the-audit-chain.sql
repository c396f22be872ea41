-- The audit log beyond its owner's reach (decision 058). The API's database user owns the tables
-- (it runs these migrations), so no grant can stop it from emptying the log or disabling its
-- triggers; PGlite has one user, a superuser. Instead every entry is chained: a link per entry
-- holds the hash of the link before it and of the entry, so an entry changed or removed, a link
-- removed, or an entry added past the chain shows when the chain is checked
-- (api/src/staff/audit-chain.ts), and a removal of the newest entries shows against a head (a
-- link's number and hash) recorded elsewhere. TRUNCATE is refused as UPDATE and DELETE are.

-- One link per entry, numbered 1, 2, 3... in the order the entries were committed.
create table audit_chain (
  seq bigint primary key check (seq > 0),
  audit_id bigint not null unique references audit_log (id),
  -- The hash of link seq - 1 ('' for the first).
  prev_hash text not null,
  -- audit_entry_hash(prev_hash, seq, the entry).
  hash text not null
);

-- The one definition of a link's hash: SHA-256 of the previous hash, the link's number and every
-- column of the entry, as jsonb text (one spelling for one value: jsonb keeps no key order or
-- spacing of its own) with the time as microseconds since 1970, whatever the session's time zone.
create function audit_entry_hash(prev_hash text, seq bigint, e audit_log) returns text language sql stable as $$
  select encode(sha256(convert_to(jsonb_build_array(
    prev_hash, seq, e.id, (extract(epoch from e.at) * 1000000)::bigint, e.actor_kind, e.actor_staff_id, e.actor_name,
    e.action, e.target_kind, e.target_id, e.target_reference, e.before, e.after, e.client
  )::text, 'UTF8')), 'hex')
$$;

-- Links an entry after the last link. Run as its transaction commits (a deferred trigger), under a
-- lock of its own taken after every other lock of the transaction: the links follow the order of
-- commits, one at a time, and no lock held while waiting for it can make a deadlock. Each statement
-- here sees what committed before it (read committed), so the last link is the one just made.
create function audit_chain_link() returns trigger language plpgsql as $$
declare
  last_seq bigint;
  last_hash text;
begin
  perform pg_advisory_xact_lock(7204315058);
  select seq, hash into last_seq, last_hash from audit_chain order by seq desc limit 1;
  last_seq := coalesce(last_seq, 0);
  last_hash := coalesce(last_hash, '');
  insert into audit_chain (seq, audit_id, prev_hash, hash) values (last_seq + 1, new.id, last_hash, audit_entry_hash(last_hash, last_seq + 1, new));
  return null;
end $$;

create constraint trigger audit_log_chain after insert on audit_log
  deferrable initially deferred
  for each row execute function audit_chain_link();

-- The entries made before this migration, oldest first.
do $$
declare
  entry audit_log;
  last_hash text := '';
  link_hash text;
  n bigint := 0;
begin
  for entry in select * from audit_log order by id loop
    n := n + 1;
    link_hash := audit_entry_hash(last_hash, n, entry);
    insert into audit_chain (seq, audit_id, prev_hash, hash) values (n, entry.id, last_hash, link_hash);
    last_hash := link_hash;
  end loop;
end $$;

-- The chain is append-only like the log, and neither can be emptied by TRUNCATE (which the
-- statement triggers of migration 013 did not see).
create trigger audit_chain_append_only
  before update or delete on audit_chain
  for each statement execute function audit_log_is_append_only();
create trigger audit_log_no_truncate
  before truncate on audit_log
  for each statement execute function audit_log_is_append_only();
create trigger audit_chain_no_truncate
  before truncate on audit_chain
  for each statement execute function audit_log_is_append_only();
