-- Messages sent through the contact form (/contact-us). Kept so nothing is lost
-- if mail delivery fails, and counted per address for the rate limit, which must
-- hold across server processes.
create table contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 100),
  email text not null check (char_length(email) between 3 and 254),
  -- lower-cased, trimmed address: the rate-limit key
  email_key text not null,
  topic text not null check (topic in ('booking', 'stay', 'owner', 'account', 'payment', 'feedback', 'other')),
  message text not null check (char_length(message) between 1 and 5000),
  booking_reference text check (booking_reference is null or char_length(booking_reference) between 3 and 40),
  user_id text,
  status text not null default 'new' check (status in ('new', 'answered', 'spam')),
  emailed_at timestamptz,
  created_at timestamptz not null default now()
);

create index contact_messages_email_key_created_at_idx on contact_messages (email_key, created_at desc);
create index contact_messages_created_at_idx on contact_messages (created_at desc);
