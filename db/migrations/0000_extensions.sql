-- Extensions the schema relies on: btree_gist for the no-overlap exclusion
-- constraints on stay date ranges, pg_trgm / unaccent / fuzzystrmatch for
-- typo-tolerant place search.
create extension if not exists btree_gist;
create extension if not exists pg_trgm;
create extension if not exists unaccent;
create extension if not exists fuzzystrmatch;
