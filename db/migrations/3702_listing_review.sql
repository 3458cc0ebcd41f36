-- Listing review before publishing, and the site's settings (docs/decisions/3700-operator-console.md).

-- The site's settings an operator changes on /operator/settings (each change audited).
create table site_settings (
  key text primary key check (length(key) between 1 and 60),
  value jsonb not null,
  updated_at timestamptz not null default clock_timestamp()
);

-- With review on, publishing puts a listing "in_review" until an operator approves it (published)
-- or rejects it (back to draft). An operator's reason (a rejection, an unpublishing) is kept on the
-- listing for its owner to read, until they publish again.
alter table listings drop constraint listings_status_check;
alter table listings add constraint listings_status_check
  check (status in ('draft', 'in_review', 'published', 'snoozed', 'archived'));
alter table listings add column review_note text check (length(review_note) <= 2000);

create index listings_in_review on listings (updated_at) where status = 'in_review';
