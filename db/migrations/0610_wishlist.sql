-- Wishlist (issue 6): the stays a user saved with the heart. One row per user and
-- listing; saving twice is a no-op, and the rows go with the user or the listing.
create table wishlist_items (
  user_id text not null references users (id) on delete cascade,
  listing_id bigint not null references listings (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, listing_id)
);

create index wishlist_items_user_newest on wishlist_items (user_id, created_at desc);
