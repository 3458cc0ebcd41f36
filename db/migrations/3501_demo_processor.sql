-- The demo processor's own records (docs/decisions/3500-payments.md): the built-in card network of
-- PAYMENTS_MODE=demo keeps its holds, charges, refunds, saved cards and payouts here, with the
-- states a real processor has, so the site behaves the same whether the money is real or not.
-- Apart from the ledger on purpose: the ledger is what the site knows; this is what "the bank" knows.
create table demo_payments (
  id text primary key check (id ~ '^demo_(hold|ch|re|card|po)_[0-9a-f]{24}$'),
  kind text not null check (kind in ('hold', 'charge', 'refund', 'card', 'payout')),
  -- hold: authorised → captured | released | expired; charge, refund: succeeded; card: saved; payout: paid.
  status text not null check (status in ('authorised', 'captured', 'released', 'expired', 'succeeded', 'saved', 'paid')),
  amount_cents integer not null default 0 check (amount_cents >= 0),
  currency char(3) check (currency ~ '^[A-Z]{3}$'),
  -- Of a hold: how much was taken; of a hold or a charge: how much was given back since.
  captured_cents integer not null default 0 check (captured_cents >= 0),
  refunded_cents integer not null default 0 check (refunded_cents >= 0),
  -- A refund's charge or hold, a capture's hold.
  parent text references demo_payments (id),
  customer text not null default '' check (length(customer) <= 200),
  -- The test card's number (a saved card and what was paid with it); never a real card: the demo refuses those.
  card text check (card ~ '^[0-9]{16}$'),
  -- A payout's destination (the owner's account id on the site).
  account text check (length(account) <= 200),
  idempotency_key text not null unique check (length(idempotency_key) between 1 and 200),
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  check (refunded_cents <= greatest(amount_cents, captured_cents))
);
