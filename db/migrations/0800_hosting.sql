-- Hosting (issue 15): owners are users, listings have a lifecycle and booking settings.
-- docs/decisions/0800-hosting.md says why the owners table stays as the host profile.

-- An owner row is a user's host profile (name, about, languages, hosting since). Demo owners
-- get accounts too (seed); a user's profile is made the first time they start a listing.
alter table owners add column user_id text unique references users (id) on delete set null;

-- draft → published ⇄ snoozed → archived. 'paused' (never used) becomes 'snoozed'.
alter table listings drop constraint listings_status_check;
update listings set status = 'snoozed' where status = 'paused';
alter table listings add constraint listings_status_check
  check (status in ('draft', 'published', 'snoozed', 'archived'));

alter table listings
  -- Hidden from search until this day (exclusive); null while snoozed means until turned back on.
  add column snoozed_until date,
  add column published_at timestamptz,
  add column place_kind text not null default 'entire' check (place_kind in ('entire', 'private_room')),
  add column postcode text not null default '',
  add column size_sqm smallint check (size_sqm between 5 and 5000),
  add column accessibility_notes text not null default '',
  add column check_in_instructions text not null default '',
  add column advance_notice_days smallint not null default 0 check (advance_notice_days between 0 and 7),
  add column preparation_nights smallint not null default 0 check (preparation_nights between 0 and 2),
  add column availability_months smallint not null default 12 check (availability_months between 3 and 24),
  -- The editor's steps the owner has saved (a draft starts with 'place'); listings made any other
  -- way (demo data, imports) count as complete.
  add column saved_steps text[] not null default '{place,space,pets,description,pricing,booking}';

-- Photos: a caption of their own (alt text stays for screen readers), demo illustrations marked,
-- and a position order that can be rewritten in one transaction (reordering swaps positions).
alter table listing_photos
  add column caption text not null default '',
  add column illustration boolean not null default false;
alter table listing_photos drop constraint listing_photos_listing_id_position_key;
alter table listing_photos add constraint listing_photos_listing_id_position_key
  unique (listing_id, position) deferrable initially deferred;

-- The host's own listings, newest edit first.
drop index listings_owner;
-- A draft has no price yet.
alter table listings drop constraint listings_nightly_rate_cents_check;
alter table listings add constraint listings_nightly_rate_cents_check
  check (nightly_rate_cents > 0 or status = 'draft');

create index listings_owner on listings (owner_id, updated_at desc);
