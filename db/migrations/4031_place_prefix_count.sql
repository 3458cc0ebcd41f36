-- Issue 40: the count of a search by place at 1,000,000 stays (decision 4031). Counting up to the cap
-- (1,001) on the trigram index first builds a bitmap of every listing of the place (25,000 for a
-- bench city), then reads ~2,400 table pages: ~40 ms of a search whose target is 30. The listings
-- whose place begins with the typed words ("austin texas …" for "austin") are some of those the
-- substring matches, so when 1,001 of them match the count is capped, exactly: this index gives them
-- in place order, with every fact a filter reads, and the count stops at the cap index-only
-- (~140 buffers, ~1 ms). When fewer match, the count on the trigram index runs as before.
create index listings_place_prefix on listings (place_search text_pattern_ops)
  include (id, country, pets_allowed, pet_species, max_pets, max_pet_weight_lb, pet_breed_restrictions,
    pet_fee_cents, max_nights, min_nights, max_guests, bedrooms, property_type, instant_book,
    nightly_rate_usd_cents, monthly_rate_usd_cents, monthly_rate_cents, advance_notice_days,
    availability_months, preparation_nights, time_zone, occupied)
  where status = 'published';
