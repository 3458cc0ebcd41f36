-- Messages between travellers and owners (issue 17). One thread per traveller, owner and
-- listing: an inquiry ("Contact the owner") starts it, and when that traveller books the
-- listing the booking joins the same thread (its message becomes a message of the thread).

create table message_threads (
  id uuid primary key default gen_random_uuid(),
  listing_id bigint not null references listings (id) on delete cascade,
  guest_id text not null references users (id) on delete cascade,
  -- The listing owner's user (owners.user_id) when the thread began.
  host_user_id text not null references users (id) on delete cascade,
  -- The traveller's latest booking of this listing, once they book.
  booking_id uuid references bookings (id) on delete set null,
  -- What the traveller asked about (an inquiry may name no dates).
  check_in date,
  check_out date,
  adults smallint check (adults is null or adults between 1 and 16),
  children smallint check (children is null or children between 0 and 16),
  pets smallint check (pets is null or pets between 0 and 10),
  created_at timestamptz not null default now(),
  last_message_at timestamptz not null default now(),
  unique (listing_id, guest_id),
  check (guest_id <> host_user_id),
  check (check_in is null or check_out is null or check_out > check_in)
);

create index message_threads_guest on message_threads (guest_id, last_message_at desc);
create index message_threads_host on message_threads (host_user_id, last_message_at desc);

create table messages (
  id uuid primary key default gen_random_uuid(),
  thread_id uuid not null references message_threads (id) on delete cascade,
  sender_id text not null references users (id) on delete cascade,
  body text not null check (length(body) between 1 and 4000),
  created_at timestamptz not null default now(),
  -- When the other party opened the thread after this message arrived ("Seen").
  read_at timestamptz
);

create index messages_thread on messages (thread_id, created_at);
-- The per-user rate limit counts a sender's recent messages.
create index messages_sender on messages (sender_id, created_at desc);

create table message_reports (
  id uuid primary key default gen_random_uuid(),
  message_id uuid not null references messages (id) on delete cascade,
  reporter_id text not null references users (id) on delete cascade,
  reason text not null check (length(reason) between 1 and 1000),
  created_at timestamptz not null default now(),
  unique (message_id, reporter_id)
);

-- A new message is a notification (and an email, batched per thread).
alter table notifications drop constraint notifications_type_check;
alter table notifications add constraint notifications_type_check check (type in (
  'booking_confirmed', 'booking_requested', 'booking_cancelled', 'booking_declined', 'request_expiring', 'request_expired',
  'stay_reminder', 'review_invitation',
  'host_request_received', 'host_request_expiring', 'host_request_expired', 'host_booking_received',
  'host_booking_cancelled', 'host_calendar_conflict', 'host_review_received',
  'message_received',
  'security_password', 'security_email', 'security_two_factor', 'security_sign_in'
));
