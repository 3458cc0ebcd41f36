-- Stripe mode (PAYMENTS_MODE=stripe, docs/decisions/3540-stripe-connect.md): what the site keeps of
-- Stripe's objects. The money itself is in the ledger (payment_ledger) like every processor's.

-- Each webhook event applied once (its id is Stripe's, unique): a repeated delivery finds its row
-- and changes nothing; an event older than the state it would change is kept as `stale`.
create table stripe_events (
  id text primary key check (id ~ '^evt_[A-Za-z0-9_]{1,200}$'),
  type text not null check (length(type) between 1 and 100),
  -- The object the event is about (cs_…, acct_…, pi_…), for the log and support.
  object_id text not null default '' check (length(object_id) <= 255),
  -- When Stripe made the event (its `created`): the order of the states, whatever the delivery's.
  created_at timestamptz not null,
  received_at timestamptz not null default now(),
  outcome text not null check (outcome in ('applied', 'stale', 'ignored')),
  note text not null default '' check (length(note) <= 500)
);
create index stripe_events_received_idx on stripe_events (received_at);

-- An owner's Express account (Stripe's hosted onboarding): one per site user; Stripe says by
-- webhook (account.updated) when it may take charges and receive transfers.
create table stripe_accounts (
  user_id text primary key references users (id) on delete cascade,
  account_id text not null unique check (account_id ~ '^acct_[A-Za-z0-9]{1,200}$'),
  details_submitted boolean not null default false,
  charges_enabled boolean not null default false,
  payouts_enabled boolean not null default false,
  -- The `created` of the event the flags above come from (null: as made): an older event is stale.
  state_at timestamptz,
  created_at timestamptz not null default now()
);

-- A traveller's Stripe customer (saved cards hang on it): one per site user.
create table stripe_customers (
  user_id text primary key references users (id) on delete cascade,
  customer_id text not null unique check (customer_id ~ '^cus_[A-Za-z0-9]{1,200}$'),
  created_at timestamptz not null default now()
);

-- A Checkout Session made for a booking's step (pay now, hold the card, save the card): open,
-- then complete or expired (a complete session never goes back, whatever order events come in).
create table stripe_checkouts (
  session_id text primary key check (session_id ~ '^cs_[A-Za-z0-9_]{1,250}$'),
  booking_id uuid not null references bookings (id) on delete restrict,
  purpose text not null check (purpose in ('charge', 'hold', 'save-card')),
  status text not null default 'open' check (status in ('open', 'complete', 'expired')),
  amount_cents integer not null check (amount_cents >= 0),
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  customer_id text not null check (length(customer_id) <= 255),
  url text not null check (length(url) <= 2000),
  -- What the traveller completed on Stripe's page: the PaymentIntent (charge, hold) or the SetupIntent (save-card).
  payment_intent text check (length(payment_intent) <= 255),
  setup_intent text check (length(setup_intent) <= 255),
  -- The card saved by a save-card session (pm_…), charged later without the traveller.
  payment_method text check (length(payment_method) <= 255),
  idempotency_key text not null unique check (length(idempotency_key) between 1 and 200),
  state_at timestamptz,
  created_at timestamptz not null default now()
);
create index stripe_checkouts_booking_idx on stripe_checkouts (booking_id);
