-- When the "your stay is soon" reminder went out, so each stay gets one.
alter table bookings add column reminder_sent_at timestamptz;
