-- Running a home (issue 16): owners answer requests, cancel with a reason, and are told
-- of what happens to their homes; they choose how, like travellers do.

-- A request the owner turned down is 'declined' (its dates are free again): apart from a
-- cancellation, which is of a stay that was confirmed.
alter table bookings drop constraint bookings_status_check;
alter table bookings add constraint bookings_status_check
  check (status in ('pending', 'confirmed', 'declined', 'cancelled', 'completed', 'expired'));
alter table booking_events drop constraint booking_events_status_check;
alter table booking_events add constraint booking_events_status_check
  check (status in ('pending', 'confirmed', 'declined', 'cancelled', 'completed', 'expired'));

-- Who ended a booking: the guest, the owner (counted on the host profile), or the site.
alter table bookings add column cancelled_by text check (cancelled_by in ('guest', 'owner', 'site'));
update bookings set cancelled_by = 'guest' where status = 'cancelled';
-- When the owner was warned that a request is about to expire (once per request).
alter table bookings add column host_warned_at timestamptz;
create index bookings_pending_expiry on bookings (expires_at) where status = 'pending';

-- What owners are told.
alter table notifications drop constraint notifications_type_check;
alter table notifications add constraint notifications_type_check check (type in (
  'booking_confirmed', 'booking_requested', 'booking_cancelled', 'booking_declined', 'request_expiring', 'request_expired',
  'stay_reminder', 'review_invitation',
  'host_request_received', 'host_request_expiring', 'host_request_expired', 'host_booking_received',
  'host_booking_cancelled', 'host_calendar_conflict', 'host_review_received',
  'security_password', 'security_email', 'security_two_factor', 'security_sign_in'
));

-- Hosting news by email (on by default, as booking updates are) and by text message.
alter table notification_preferences
  add column email_hosting_updates boolean not null default true,
  add column sms_hosting_updates boolean not null default false;
