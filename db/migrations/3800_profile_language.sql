-- The language a signed-in user chose for the site and for what we send them (decision 3800).
-- Null: not chosen (the cookie, then the browser's Accept-Language, then English decide). No check
-- constraint: the app validates against its list of languages, so a fifth needs no migration.
alter table profiles add column language text;
