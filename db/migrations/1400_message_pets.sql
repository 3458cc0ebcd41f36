-- Issue 17, the pet résumé: a traveller attaches their pets' details to a message. The message
-- keeps a snapshot (a JSON array of pets as they were when it was sent), so a later edit or
-- removal of a saved pet never changes what the owner was told. docs/decisions/1400-pet-resume.md.
alter table messages add column pets jsonb
  check (pets is null or (jsonb_typeof(pets) = 'array' and jsonb_array_length(pets) between 1 and 12));

-- Staff removing a reported message tells its sender, and tells the reporters their report was read.
alter table notifications drop constraint notifications_type_check;
alter table notifications add constraint notifications_type_check check (type in (
  'booking_confirmed', 'booking_requested', 'booking_cancelled', 'booking_declined', 'request_expiring', 'request_expired',
  'stay_reminder', 'review_invitation',
  'host_request_received', 'host_request_expiring', 'host_request_expired', 'host_booking_received',
  'host_booking_cancelled', 'host_calendar_conflict', 'host_review_received',
  'message_received', 'message_removed', 'report_reviewed',
  'security_password', 'security_email', 'security_two_factor', 'security_sign_in'
));
