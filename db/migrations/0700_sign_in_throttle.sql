-- Per-account sign-in throttling (issue 14), on top of the per-address rate limits.
-- One row per email address tried (lower-cased, trimmed), whether or not an account
-- has it, so the answers never tell which addresses have accounts. A successful
-- sign-in clears the failures; rows quiet for a day are swept on the next failure.
create table sign_in_throttle (
  account_key text primary key check (char_length(account_key) between 1 and 254),
  failures integer not null default 0 check (failures >= 0),
  last_failure_at timestamptz not null default now(),
  locked_until timestamptz,
  -- when the owner was last told "someone is trying to sign in to your account"
  notified_at timestamptz
);

create index sign_in_throttle_last_failure_at_idx on sign_in_throttle (last_failure_at);
