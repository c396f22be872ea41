-- The release state (decision 073): what was in the release
-- store's files (remotes.json as promote wrote it, deployments.jsonl, canary.json, canaries.jsonl
-- and each page-server process's counts), here so that every page server on every machine reads
-- one state and every process's failures are summed. The page servers and `npm run releases` reach
-- it through the API's internal routes.

-- One row whose version changes with every change: the page servers' ETag. Every change writes it
-- first (made by the first change), so changes take turns on its lock (what the store's .deploy.lock did).
create table release_state (
  id integer primary key check (id = 1),
  version bigint not null
);

-- The live release of each remote promoted. A remote without a row is what the shell's
-- remotes.json names: the deployment before any release (a rollback past the first release removes
-- the row).
create table live_releases (
  remote text primary key,
  release text not null,
  url text not null
);

-- Every promotion and rollback, in order: a remote's live history (a rollback pops it).
create table release_changes (
  id bigint generated always as identity primary key,
  action text not null check (action in ('promote', 'rollback')),
  remote text not null,
  -- Null: back to the deployment before any release.
  release text,
  url text not null,
  previous_url text,
  at timestamptz not null default now(),
  by text not null
);

-- Every canary: running while ended_at is null (one per remote), then how it ended.
create table canaries (
  id bigint generated always as identity primary key,
  remote text not null,
  release text not null,
  url text not null,
  percent double precision not null check (percent > 0 and percent < 100),
  started_at timestamptz not null default now(),
  started_by text not null,
  owner text,
  ended_at timestamptz,
  ended_how text check (ended_how in ('end', 'promoted', 'withdrawn')),
  ended_by text,
  reason text
);
create unique index canaries_running on canaries (remote) where ended_at is null;

-- A canary's server renders, by the minute they began in, summed over every process.
create table canary_renders (
  canary_id bigint not null references canaries (id) on delete cascade,
  minute timestamptz not null,
  renders integer not null,
  primary key (canary_id, minute)
);

-- A canary's failures: a render that threw, timed out or could not load, or a browser's report of
-- a hydration error (client: a hash of its address, counted once).
create table canary_failures (
  id bigint generated always as identity primary key,
  canary_id bigint not null references canaries (id) on delete cascade,
  at timestamptz not null,
  kind text not null check (kind in ('render', 'load', 'timeout', 'hydration')),
  client text
);
create index canary_failures_by_canary on canary_failures (canary_id, at);
