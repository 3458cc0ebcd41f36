-- One profile per user (spec §3), keyed by the user's id. full_name is derived
-- from first_name and last_name by the application (app/modules/profiles/profiles.ts).
create table profiles (
  id text primary key references users (id) on delete cascade,
  first_name text not null default '',
  last_name text not null default '',
  full_name text not null default '',
  username text,
  avatar_url text,
  updated_at timestamptz not null default now()
);
-- Usernames are unique regardless of case.
create unique index profiles_username_key on profiles (lower(username)) where username is not null;
