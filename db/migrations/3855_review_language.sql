-- The language a review is written in (decision 3855): pages mark its words with it (lang) and never
-- translate them. Filled when written from the author's saved language, else the listing's. Reviews
-- written before were in English. No check constraint: the app validates against its languages.
alter table reviews add column language text not null default 'en';
