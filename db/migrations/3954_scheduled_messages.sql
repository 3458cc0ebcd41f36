-- Scheduled messages (decision 3954): an owner's messages for one listing, sent by the booking
-- sweep into the conversation of each confirmed stay at a time relative to its check-in or
-- check-out, on the home's clock. A send is recorded once per (message, booking): never twice.
create table scheduled_messages (
  id uuid primary key default gen_random_uuid(),
  listing_id bigint not null references listings(id) on delete cascade,
  name text not null check (char_length(name) between 1 and 60),
  body text not null check (char_length(body) between 1 and 4000),
  anchor text not null check (anchor in ('check_in', 'check_out')),
  offset_days smallint not null check (offset_days between -14 and 14),
  send_time text not null check (send_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index scheduled_messages_listing on scheduled_messages (listing_id, created_at);

create table scheduled_message_sends (
  scheduled_message_id uuid not null references scheduled_messages(id) on delete cascade,
  booking_id uuid not null references bookings(id) on delete cascade,
  message_id uuid references messages(id) on delete set null,
  sent_at timestamptz not null,
  primary key (scheduled_message_id, booking_id)
);
create index scheduled_message_sends_booking on scheduled_message_sends (booking_id);
