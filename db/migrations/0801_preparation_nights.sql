-- Preparation time between stays (issue 15, docs/decisions/0800-hosting.md): a booking's
-- occupancy covers its nights and the owner's preparation nights after it, so the one
-- exclusion constraint keeps that gap between any two stays. Set when the booking is made
-- or its dates change: changing the setting later never moves a booking already made.
create or replace function bookings_sync_occupancy() returns trigger language plpgsql as $$
declare
  preparation int;
begin
  -- Accepting a request (pending → confirmed) keeps the occupancy it was made with.
  if tg_op = 'UPDATE' and new.stay = old.stay and new.listing_id = old.listing_id
     and (old.status in ('pending', 'confirmed', 'completed')) = (new.status in ('pending', 'confirmed', 'completed')) then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    delete from listing_occupancy where booking_id = old.id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.status in ('pending', 'confirmed', 'completed') then
    select preparation_nights into preparation from listings where id = new.listing_id;
    insert into listing_occupancy (listing_id, during, booking_id)
    values (new.listing_id, daterange(lower(new.stay), upper(new.stay) + coalesce(preparation, 0)), new.id);
  end if;
  return null;
end $$;
