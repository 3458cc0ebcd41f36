-- Names stored before names were cleaned (cleanDisplayText in app/shared/text.ts):
-- the same rule in SQL, once. Line breaks and tabs become spaces; control,
-- bidirectional and zero-width characters go; runs of spaces become one; trimmed.
create function pg_temp.clean_display_text(value text) returns text
language sql immutable as $$
  select btrim(regexp_replace(
    regexp_replace(
      regexp_replace(value, '[\t\n\u000B\f\r\u0085\u2028\u2029]', ' ', 'g'),
      '[\u0001-\u0008\u000E-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]', '', 'g'),
    '\s+', ' ', 'g'))
$$;

update users set name = pg_temp.clean_display_text(name)
where name is distinct from pg_temp.clean_display_text(name);

update profiles set
  first_name = pg_temp.clean_display_text(first_name),
  last_name = pg_temp.clean_display_text(last_name),
  full_name = btrim(pg_temp.clean_display_text(first_name) || ' ' || pg_temp.clean_display_text(last_name))
where first_name is distinct from pg_temp.clean_display_text(first_name)
   or last_name is distinct from pg_temp.clean_display_text(last_name);
