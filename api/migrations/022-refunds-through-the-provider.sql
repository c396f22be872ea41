-- Refunds sent through the payment provider (decision 053).

-- The provider's id of the money a payment took, which its refunds name: Stripe's PaymentIntent
-- (pi_...), read from the completed session's event; a payment recorded before has none until a
-- refund of it asks Stripe for its session.
alter table payments add column provider_payment_id text;

-- A refund sent through the provider is recorded before it is sent, as pending: it counts as given
-- back at once, so the same money cannot be sent twice; the provider's webhook settles it, and a
-- failed one no longer counts (its money is owed back again). Every refund before this one was
-- made by hand and recorded once made: settled, with no provider of ours ('').
alter table refunds
  add column public_id text not null default gen_random_uuid()::text,
  add column status text not null default 'succeeded' check (status in ('pending', 'succeeded', 'failed')),
  -- The provider's reason for a failure (Stripe's failure_reason), or 'not-sent' when it never took it.
  add column failure_reason text not null default '',
  -- 'stripe' or 'test' for a refund sent through it; '' for one made by hand and recorded.
  add column provider text not null default '',
  -- The payment it goes back against, and the caller's request that sent it (sent again, it is found).
  add column payment_id integer references payments (id),
  add column request_key text,
  -- While the provider has not answered: a request sent again after this long sends it again, under
  -- the same idempotency key (the first process may have stopped before it could send it).
  add column sending_since timestamptz,
  add constraint refunds_public_id_key unique (public_id),
  add constraint refunds_sent_through_provider check (
    (provider = '') = (payment_id is null) and (provider = '') = (request_key is null));
create unique index refunds_request_payment on refunds (request_key, payment_id) where request_key is not null;
create index refunds_payment_id on refunds (payment_id) where payment_id is not null;

-- The built-in test checkout's side of a refund (PAYMENT_PROVIDER=test): what it was asked to
-- give back, once per idempotency key, as Stripe keeps its own refunds.
create table test_checkout_refunds (
  id text primary key,
  idempotency_key text not null unique,
  -- Our refund's public id, as the request's metadata names it.
  refund_id text not null,
  -- The test checkout's session the money was paid through (the payment's provider reference).
  payment_reference text not null,
  amount_cents integer not null check (amount_cents > 0),
  created_at timestamptz not null
);
