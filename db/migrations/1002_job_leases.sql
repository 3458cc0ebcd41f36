-- Background jobs run once per interval across every server process sharing the database
-- (issue 21): a process runs a job only after taking its lease (scheduler.server.ts).
create table job_leases (
  name text primary key,
  -- Not before this time (the job's interval after the last run began), unless woken.
  next_run_at timestamptz not null,
  -- Held by a run under way until this time; a process that dies lets it lapse.
  held_until timestamptz not null,
  holder text not null
);
