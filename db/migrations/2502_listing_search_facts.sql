-- Issue 21: a search without a place counts its matches up to the "1,000+" cap, and to reach it
-- a pet search reads about 10,000 listings. Read from the table, each is a wide row (~1 kB, with
-- the description) whose searchable facts sit at its end (migrations 2500 and 2501 added them),
-- so the count cost ~10 ms of a 20 ms budget. This index holds those facts of published listings
-- alone (17 MB at 100,000 stays), so the count reads them index-only: 3.6 ms for the same count.
-- Every column a search's count reads without a place is here; with a place the trigram index
-- leads. Amenity arrays and the map's coordinates are left out (their own indexes serve them).
create index listings_search_facts on listings (id)
  include (pets_allowed, pet_species, max_pets, max_pet_weight_lb, pet_breed_restrictions, pet_fee_cents,
    max_nights, min_nights, max_guests, bedrooms, property_type, instant_book,
    nightly_rate_usd_cents, monthly_rate_usd_cents, monthly_rate_cents,
    advance_notice_days, availability_months, preparation_nights, time_zone, occupied)
  where status = 'published';
