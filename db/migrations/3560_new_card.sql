-- A traveller's new card after a refused month (issue 35, docs/decisions/3560-new-card.md).

-- A month being charged right now, by the sweep or by the traveller's new card: a short claim on
-- the row (the database's clock, not the sweep's: a test clock moves the sweep's `now`), so the
-- two never charge one month at once. A claim left by a crash lapses by itself.
alter table instalments add column charging_until timestamptz;

-- The Checkout Session (setup mode) in which a traveller gives a new card in stripe mode.
alter table stripe_checkouts drop constraint stripe_checkouts_purpose_check;
alter table stripe_checkouts add constraint stripe_checkouts_purpose_check
  check (purpose in ('charge', 'hold', 'save-card', 'new-card'));
