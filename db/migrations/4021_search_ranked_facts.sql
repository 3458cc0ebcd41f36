-- Issue 40: a search by place at 1,000,000 stays. The place's listings were found by the trigram
-- index and all of them read from the table to rank them (one pass for the page and the count,
-- decision 2700): ~24,000 table rows for a city of the bench, one page each, most of a search
-- that missed its 30 ms by far (docs/decisions/4021-a-million-stays.md). The search now walks the
-- listings in their default order (rating) through this index alone, place and facts included, and
-- stops at the page's last match; the count stops at the cap on the trigram index as before.
-- It takes the place of listings_search_facts (same facts, migration 2502), which the count of a
-- search without a place read index-only in id order: it reads this one the same way.
create index listings_search_ranked on listings (rating_avg desc, rating_count desc, id)
  include (place_search, country, pets_allowed, pet_species, max_pets, max_pet_weight_lb,
    pet_breed_restrictions, pet_fee_cents, max_nights, min_nights, max_guests, bedrooms, property_type,
    instant_book, nightly_rate_usd_cents, monthly_rate_usd_cents, monthly_rate_cents,
    advance_notice_days, availability_months, preparation_nights, time_zone, occupied)
  where status = 'published';
drop index listings_search_facts;
