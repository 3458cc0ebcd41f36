-- Issue 20: each photo upload carries an idempotency key, so an upload the browser repeats after a
-- dropped connection or a 502/503/504 (the answer was lost, the photo may be stored) adds one photo.
alter table listing_photos add column client_key text check (client_key is null or length(client_key) between 1 and 100);
create unique index listing_photos_client_key on listing_photos (listing_id, client_key) where client_key is not null;
