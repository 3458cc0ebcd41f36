-- Notification delivery (issue 6).

-- Live: every new notification is announced on the events channel when its
-- transaction commits, so whichever server process holds the user's open page
-- (server-sent events) hears of it. Payload: ids only (NOTIFY caps it at 8000 bytes).
create function announce_notification() returns trigger language plpgsql as $$
begin
  perform pg_notify('pfr_events', json_build_object(
    'topic', 'notification',
    'data', json_build_object('userId', new.user_id, 'id', new.id, 'created', true)
  )::text);
  return null;
end $$;

create trigger notifications_announce after insert on notifications
  for each row execute function announce_notification();

-- Email and SMS: a sender claims a batch (claimed_at), sends outside any
-- transaction, then records the outcome. A claim older than a few minutes is
-- taken as abandoned (a crashed process) and retried; attempts bound the retries.
alter table notifications
  add column delivery_claimed_at timestamptz,
  add column delivery_attempts smallint not null default 0;

-- Security notice "new sign-in": the devices (browser and system) a user has
-- signed in from, so a sign-in from an unseen one is reported.
create table sign_in_devices (
  user_id text not null references users (id) on delete cascade,
  device text not null check (length(device) between 1 and 100),
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  primary key (user_id, device)
);

-- "Your request expires soon": sent once per pending request.
alter table bookings add column expiry_warned_at timestamptz;
