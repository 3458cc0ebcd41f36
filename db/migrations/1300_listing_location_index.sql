-- Issue 19, "search as I move the map": published stays inside a map area.
-- The search asks `point(longitude, latitude) <@ box(...)`; a GiST index on the same
-- expression answers it without reading every listing (Postgres 15 and PGlite alike).
create index listings_location on listings using gist (point(longitude, latitude))
  where status = 'published' and latitude is not null and longitude is not null;
