-- Pet damage claims (issue 35, docs/decisions/3550-pet-damage-claims.md).

-- The card a stay was paid with is kept in booking_cards (migration 3530, shared with the long
-- stays' later months): saved at the checkout when the stay carries a refundable pet damage
-- deposit. No money is held for the deposit (a hold would expire long before check-out).

-- One claim per stay (the deposit is one amount): filed by the owner within 14 days of check-out,
-- answered by the traveller within 72 hours (accepted, disputed, or left: then charged), a dispute
-- decided by an operator. Its money is the ledger's `claim` row (charged) and `payout` row (to the
-- owner, whole: no commission on damages), each with this claim's own key.
create table damage_claims (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null unique references bookings (id) on delete restrict,
  -- What the owner claims, at most the stay's deposit, in the booking's currency.
  amount_cents integer not null check (amount_cents > 0),
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  description text not null check (length(description) between 1 and 2000),
  -- Public addresses of the photos (at most 6), stored under unguessable keys.
  photos jsonb not null default '[]'::jsonb check (jsonb_typeof(photos) = 'array'),
  -- open: waiting for the traveller; disputed: waiting for an operator; due: to be charged
  -- (accepted, unanswered or decided); charged; failed: the card refused; closed: nothing charged.
  status text not null default 'open' check (status in ('open', 'disputed', 'due', 'charged', 'failed', 'closed')),
  -- How it was settled: the traveller accepted, did not answer in time, or an operator decided.
  outcome text check (outcome in ('accepted', 'unanswered', 'decided')),
  -- What is charged (the claim, or the operator's part of it).
  charge_cents integer check (charge_cents >= 0 and charge_cents <= amount_cents),
  respond_by timestamptz not null,
  answered_at timestamptz,
  guest_note text check (length(guest_note) <= 2000),
  decided_by text,
  decision_reason text check (length(decision_reason) <= 2000),
  decided_at timestamptz,
  charged_at timestamptz,
  failure text check (length(failure) <= 500),
  paid_out_at timestamptz,
  payout_failure text check (length(payout_failure) <= 500),
  created_at timestamptz not null default now(),
  check ((status in ('due', 'charged', 'failed')) = (charge_cents is not null and charge_cents > 0))
);
create index damage_claims_waiting on damage_claims (status, respond_by) where status in ('open', 'due', 'disputed', 'failed');
create index damage_claims_unpaid on damage_claims (charged_at) where status = 'charged' and paid_out_at is null;
