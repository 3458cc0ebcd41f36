-- Issue 38 (decision 3891): a cancellation's history note kept in parts beside its English text, so
-- each reader gets it in their language: which fixed frame it has ("Cancelled by the owner:"), the
-- person's own words exactly as written (never translated), and what it meant in money as a kind with
-- its integer minor units and currency (the amount is formatted for the reader). Null for every other
-- note and for the rows written before, which are read back from `note` (still written, in English).
alter table booking_events add column parts jsonb;
