-- Notifications (issue 6) and the preferences that decide how they travel (issue 4's
-- settings page writes them). A notification row is written in the same transaction
-- as the change it reports (a booking, a cancellation); delivery by email or SMS
-- happens afterwards, so email_status / sms_status record what became of each channel.

create table notification_preferences (
  user_id text primary key references users (id) on delete cascade,
  email_booking_updates boolean not null default true,
  email_reminders boolean not null default true,
  email_tips boolean not null default false,
  -- Only honoured while the user's phone number is verified.
  sms_booking_updates boolean not null default false,
  updated_at timestamptz not null default now()
);

create table notifications (
  id uuid primary key default gen_random_uuid(),
  user_id text not null references users (id) on delete cascade,
  type text not null check (type in (
    'booking_confirmed', 'booking_requested', 'booking_cancelled', 'request_expiring', 'request_expired',
    'stay_reminder', 'review_invitation',
    'security_password', 'security_email', 'security_two_factor', 'security_sign_in'
  )),
  title text not null check (length(title) between 1 and 200),
  body text not null default '' check (length(body) <= 2000),
  -- A same-site path (e.g. /user/bookings/<id>), never an absolute URL.
  link text check (link is null or link ~ '^/[^/]'),
  -- pending → sent | skipped (preferences, or the caller sent its own email) | failed
  email_status text not null default 'pending' check (email_status in ('pending', 'sent', 'skipped', 'failed')),
  sms_status text not null default 'pending' check (sms_status in ('pending', 'sent', 'skipped', 'failed')),
  read_at timestamptz,
  created_at timestamptz not null default now()
);

create index notifications_user on notifications (user_id, created_at desc);
create index notifications_unread on notifications (user_id) where read_at is null;
create index notifications_undelivered on notifications (created_at)
  where email_status = 'pending' or sms_status = 'pending';
