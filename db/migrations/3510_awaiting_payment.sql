-- The checkout (issue 35, docs/decisions/3510-checkout.md): a booking made where payments go
-- through the site (PAYMENTS_MODE=demo or stripe) waits for its payment in the status
-- 'awaiting_payment'. Its nights are held like a request's (the exclusion constraint and the
-- occupancy), so two travellers paying for the same nights can never both be confirmed; an
-- unpaid checkout is let go by the sweep after 15 minutes (expires_at, then status 'expired').
alter table bookings drop constraint bookings_status_check;
alter table bookings add constraint bookings_status_check
  check (status in ('awaiting_payment', 'pending', 'confirmed', 'declined', 'cancelled', 'completed', 'expired'));
alter table booking_events drop constraint booking_events_status_check;
alter table booking_events add constraint booking_events_status_check
  check (status in ('awaiting_payment', 'pending', 'confirmed', 'declined', 'cancelled', 'completed', 'expired'));

alter table bookings drop constraint bookings_no_overlap;
alter table bookings add constraint bookings_no_overlap exclude using gist (listing_id with =, stay with &&)
  where (status in ('awaiting_payment', 'pending', 'confirmed', 'completed'));

create or replace function bookings_sync_occupancy() returns trigger language plpgsql as $$
declare
  preparation int;
begin
  -- Paying (awaiting_payment → confirmed or pending) and accepting (pending → confirmed) keep
  -- the occupancy the booking was made with.
  if tg_op = 'UPDATE' and new.stay = old.stay and new.listing_id = old.listing_id
     and (old.status in ('awaiting_payment', 'pending', 'confirmed', 'completed'))
       = (new.status in ('awaiting_payment', 'pending', 'confirmed', 'completed')) then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    delete from listing_occupancy where booking_id = old.id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.status in ('awaiting_payment', 'pending', 'confirmed', 'completed') then
    select preparation_nights into preparation from listings where id = new.listing_id;
    insert into listing_occupancy (listing_id, during, booking_id)
    values (new.listing_id, daterange(lower(new.stay), upper(new.stay) + coalesce(preparation, 0)), new.id);
  end if;
  return null;
end $$;

create index bookings_checkout_expiry on bookings (expires_at) where status = 'awaiting_payment';
