-- Issue 21: the stay search asks "are these nights free?" of every listing it considers. A look-up
-- in listing_occupancy per listing (its GiST index, several microseconds each) was most of a date
-- search's time; now each listing carries its taken nights in its own row, as one multirange, and
-- the search checks them where it reads the listing (docs/decisions/2500-search-in-the-row.md).
-- listing_occupancy stays the truth (its exclusion constraint keeps ranges apart); this copy
-- follows it by trigger, inside the same transaction.
alter table listings add column occupied datemultirange not null default '{}';

-- Filled by rewriting the table (the column "changes type" with USING) rather than by an UPDATE,
-- which would leave a dead copy of every listing behind for each scan to read past.
create function listing_taken_nights(listing bigint) returns datemultirange language sql stable as $$
  select coalesce(range_agg(during), '{}') from listing_occupancy where listing_id = listing
$$;
alter table listings alter column occupied type datemultirange using listing_taken_nights(id);
drop function listing_taken_nights(bigint);

-- Added and removed range by range rather than recomputed: a listing's ranges never overlap (the
-- exclusion constraint), so union and difference are exact, and two bookings of one listing
-- committing at once each apply theirs to the row as the other left it (a recount would read a
-- snapshot from before the other's commit and lose it).
create function listing_occupancy_sync_listing() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and new.listing_id = old.listing_id then
    if new.during is distinct from old.during then
      update listings set occupied = (occupied - datemultirange(old.during)) + datemultirange(new.during)
      where id = new.listing_id;
    end if;
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    update listings set occupied = occupied - datemultirange(old.during) where id = old.listing_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update listings set occupied = occupied + datemultirange(new.during) where id = new.listing_id;
  end if;
  return null;
end $$;

create trigger listing_occupancy_listing after insert or update or delete on listing_occupancy
  for each row execute function listing_occupancy_sync_listing();
