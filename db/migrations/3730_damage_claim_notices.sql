-- Pet damage claims' notices (decision 3550): a new notification type, `damage_claim`, for both
-- sides (filed, answered, decided, charged). After 3610, the last migration to list the types.
alter table notifications drop constraint notifications_type_check;
alter table notifications add constraint notifications_type_check check (type in (
  'booking_confirmed', 'booking_requested', 'booking_cancelled', 'booking_declined', 'request_expiring', 'request_expired',
  'stay_reminder', 'review_invitation', 'review_reminder',
  'host_request_received', 'host_request_expiring', 'host_request_expired', 'host_booking_received',
  'host_booking_cancelled', 'host_calendar_conflict', 'host_review_received',
  'message_received', 'message_removed', 'report_reviewed', 'content_moderated',
  'security_password', 'security_email', 'security_two_factor', 'security_sign_in',
  'damage_claim'
));
