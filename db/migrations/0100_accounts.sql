-- Accounts (Better Auth): users, their sign-in methods, sessions, one-time
-- verification values, two-factor secrets and the shared rate-limit counters.
-- Ids are Better Auth's random strings. Column names are snake_case; the Drizzle
-- schema (db/schema/accounts.ts) maps them to Better Auth's field names.
create table users (
  id text primary key,
  name text not null,
  email text not null,
  email_verified boolean not null default false,
  image text,
  phone_number text,
  phone_number_verified boolean,
  two_factor_enabled boolean default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));
create unique index users_phone_number_key on users (phone_number);

create table accounts (
  id text primary key,
  account_id text not null,
  provider_id text not null,
  user_id text not null references users (id) on delete cascade,
  access_token text,
  refresh_token text,
  id_token text,
  access_token_expires_at timestamptz,
  refresh_token_expires_at timestamptz,
  scope text,
  password text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index accounts_user_id_idx on accounts (user_id);

create table sessions (
  id text primary key,
  token text not null unique,
  user_id text not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  ip_address text,
  user_agent text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index sessions_user_id_idx on sessions (user_id);

create table verifications (
  id text primary key,
  identifier text not null,
  value text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index verifications_identifier_idx on verifications (identifier);

create table two_factors (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  secret text not null,
  backup_codes text not null,
  verified boolean default true,
  failed_verification_count integer default 0,
  locked_until timestamptz
);
create index two_factors_user_id_idx on two_factors (user_id);
create index two_factors_secret_idx on two_factors (secret);

-- Rate-limit counters live in the database so limits hold across processes.
create table rate_limits (
  id text primary key,
  key text not null unique,
  count integer not null,
  last_request bigint not null
);
