-- Rate-limit counts that every API process shares: one row per limiter and client (or booking),
-- counting the requests of its current window. Losing them costs nothing but a fresh window, so
-- the table is unlogged on PostgreSQL (no write-ahead log for every counted request).

create unlogged table rate_limit_counts (
  -- The limiter's name and whom it counts, e.g. 'contact:203.0.113.7' or 'checkoutPerBooking:{id}'.
  key text primary key,
  hits integer not null check (hits > 0),
  -- When this window ends; the next request after it starts a new one.
  resets_at timestamptz not null
);
-- For the sweep that deletes windows long over.
create index rate_limit_counts_resets_at on rate_limit_counts (resets_at);
