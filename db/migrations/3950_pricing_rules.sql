-- The owner's pricing rules (decision 3950): weekend price, seasons, monthly discount, and a
-- last-minute or early-bird discount, read by the one price function (stays/pricing-rules.ts),
-- which keeps only what is valid. '{}' is no rules: the rates on the listing only.
alter table listings
  add column pricing_rules jsonb not null default '{}'::jsonb
    check (jsonb_typeof(pricing_rules) = 'object');
