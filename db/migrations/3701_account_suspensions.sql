-- Suspended accounts (docs/decisions/3700-operator-console.md): an operator suspends an account
-- with a reason; its sessions end, it cannot sign in, and its published listings are snoozed
-- (hidden from search, kept) until the suspension is lifted. The listings hidden that way are
-- remembered, so lifting publishes those again and no other.
create table account_suspensions (
  user_id text primary key references users (id) on delete cascade,
  suspended_at timestamptz not null default clock_timestamp(),
  suspended_by text references users (id) on delete set null,
  reason text not null check (length(reason) between 1 and 2000),
  hidden_listing_ids bigint[] not null default '{}'
);
