-- Issue 21: the pet filter of the stay search read pet_policies once per listing considered (a
-- join, most often an index look-up each), for a count of up to 1,001 matches thousands of times.
-- The policy's searchable facts are now also in the listing's row, kept by trigger in the same
-- transaction, so the search filters one table and joins the policy only for the cards it shows
-- (docs/decisions/2500-search-in-the-row.md). pet_policies stays the truth. Null pets_allowed:
-- no policy (the search, which joined them, never showed such a listing).
alter table listings
  add column pets_allowed text,
  add column pet_species text[],
  add column max_pets smallint,
  add column max_pet_weight_lb smallint,
  add column pet_breed_restrictions text[],
  add column pet_fee_cents integer,
  add column pet_amenities text[];

-- Filled by rewriting the table once (the columns "change type" with USING), not by an UPDATE that
-- would leave a dead copy of every listing behind.
create function listing_pet_policy(listing bigint) returns pet_policies language sql stable as $$
  select * from pet_policies where listing_id = listing
$$;
alter table listings
  alter column pets_allowed type text using (listing_pet_policy(id)).pets_allowed,
  alter column pet_species type text[] using (listing_pet_policy(id)).species,
  alter column max_pets type smallint using (listing_pet_policy(id)).max_pets,
  alter column max_pet_weight_lb type smallint using (listing_pet_policy(id)).max_weight_lb,
  alter column pet_breed_restrictions type text[] using (listing_pet_policy(id)).breed_restrictions,
  alter column pet_fee_cents type integer using (listing_pet_policy(id)).pet_fee_cents,
  alter column pet_amenities type text[] using (listing_pet_policy(id)).pet_amenities;
drop function listing_pet_policy(bigint);

create function pet_policies_sync_listing() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and (tg_op = 'DELETE' or new.listing_id <> old.listing_id) then
    update listings set pets_allowed = null, pet_species = null, max_pets = null, max_pet_weight_lb = null,
      pet_breed_restrictions = null, pet_fee_cents = null, pet_amenities = null
    where id = old.listing_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update listings set pets_allowed = new.pets_allowed, pet_species = new.species, max_pets = new.max_pets,
      max_pet_weight_lb = new.max_weight_lb, pet_breed_restrictions = new.breed_restrictions,
      pet_fee_cents = new.pet_fee_cents, pet_amenities = new.pet_amenities
    where id = new.listing_id;
  end if;
  return null;
end $$;

create trigger pet_policies_listing after insert or update or delete on pet_policies
  for each row execute function pet_policies_sync_listing();

-- The search plans on these new columns (and 2500's `occupied`): without statistics until
-- autovacuum gets round to it, Postgres guessed and scanned (the bench's kept 100,000-stay
-- database: 145 ms instead of 14 ms for a pet search right after migrating).
analyze listings;
