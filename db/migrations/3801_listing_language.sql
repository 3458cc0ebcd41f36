-- The language a listing's own words (title, description, house rules) are written in (decision
-- 3800): pages mark them with it (lang) and never translate them. Existing listings were written in
-- English. No check constraint: the app validates against its languages.
alter table listings add column language text not null default 'en';
