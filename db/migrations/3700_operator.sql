-- The operator console (docs/decisions/3700-operator-console.md).

-- Who runs the site: given and taken only by `npm run operator -- add|remove <email>`.
create table operators (
  user_id text primary key references users (id) on delete cascade,
  granted_at timestamptz not null default clock_timestamp()
);

-- A session's proof of the second factor for the console: the operator typed a code from their
-- authenticator app in this session (entering the console, and again before account actions).
create table operator_confirmations (
  session_id text primary key references sessions (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  confirmed_at timestamptz not null default clock_timestamp()
);

-- Every operator action, one row each: who, what, which object, before/after, when, why.
-- Append-only: the triggers below refuse updates, deletes and truncation, whoever asks. Rows
-- name their actor by id and address as they were, so deleting the account keeps the record.
create table operator_audit (
  id bigint generated always as identity primary key,
  at timestamptz not null default clock_timestamp(),
  actor_id text,
  actor_email text not null check (length(actor_email) between 1 and 320),
  action text not null check (action ~ '^[a-z_]+\.[a-z_]+$'),
  object_type text not null check (length(object_type) between 1 and 40),
  object_id text not null check (length(object_id) between 1 and 200),
  before jsonb,
  after jsonb,
  reason text check (length(reason) <= 2000)
);

create index operator_audit_at on operator_audit (at desc, id desc);
create index operator_audit_object on operator_audit (object_type, object_id, at desc);

create function operator_audit_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'operator_audit is append-only';
end;
$$;

create trigger operator_audit_no_update_or_delete before update or delete on operator_audit
  for each row execute function operator_audit_refuse_change();
create trigger operator_audit_no_truncate before truncate on operator_audit
  for each statement execute function operator_audit_refuse_change();
