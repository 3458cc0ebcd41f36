-- Special offers and pre-approvals (decision 3953): an owner, in a conversation about their home,
-- lets that one traveller book given dates at once (a pre-approval at the usual price) or at a
-- total price of their own (a special offer, its breakdown kept in `price`). It lasts until
-- `expires_at`, until withdrawn, or until a booking uses it (`booking_id`, once).
create table booking_offers (
  id uuid primary key default gen_random_uuid(),
  thread_id uuid not null references message_threads(id) on delete cascade,
  listing_id bigint not null references listings(id) on delete cascade,
  guest_id text not null references users(id) on delete cascade,
  host_user_id text not null references users(id) on delete cascade,
  kind text not null check (kind in ('preapproval', 'offer')),
  check_in date not null,
  check_out date not null,
  adults smallint not null check (adults between 1 and 50),
  children smallint not null default 0 check (children between 0 and 50),
  pets smallint not null default 0 check (pets between 0 and 10),
  total_cents integer check (total_cents > 0),
  currency text not null,
  price jsonb,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  withdrawn_at timestamptz,
  booking_id uuid references bookings(id) on delete set null,
  check (check_out > check_in),
  check ((kind = 'offer') = (total_cents is not null and price is not null))
);
create index booking_offers_thread on booking_offers (thread_id, created_at);
create unique index booking_offers_booking on booking_offers (booking_id) where booking_id is not null;
