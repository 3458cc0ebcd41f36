-- Reported messages are reviewed by the site's staff (STAFF_EMAILS): a report is dismissed, or
-- the message is removed (kept for the record, shown to neither side).
alter table messages add column removed_at timestamptz;

alter table message_reports
  add column resolved_at timestamptz,
  add column resolved_by text references users (id) on delete set null,
  add column resolution text check (resolution in ('dismissed', 'removed')),
  add constraint message_reports_resolved check ((resolved_at is null) = (resolution is null));

-- The review queue: open reports, oldest first.
create index message_reports_open on message_reports (created_at) where resolved_at is null;
