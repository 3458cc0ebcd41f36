-- Saved replies (decision 3952): an owner's reply templates, chosen in the composer of a thread
-- about their home. Placeholders ({guest_name}, {check_in}, {check_out}, {check_in_time}) stay in
-- the stored text; they are filled when the template is inserted into a reply. Each account keeps
-- at most SAVED_REPLY_CAP of them (app/modules/messages/saved-replies.ts), counted under a lock.
create table saved_replies (
  id uuid primary key default gen_random_uuid(),
  user_id text not null references users(id) on delete cascade,
  name text not null check (char_length(name) between 1 and 60),
  body text not null check (char_length(body) between 1 and 4000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index saved_replies_user on saved_replies (user_id, created_at);
