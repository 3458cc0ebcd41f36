-- Prices in many currencies, compared in one (docs/decisions/0801-listing-currency.md): the search's
-- price filter and price sort read each listing's rates in US cents at fixed reference rates. What a
-- traveller sees and pays stays in the listing's own currency; these columns only order and filter.
create function usd_reference_rate(currency text) returns numeric
language sql immutable parallel safe as $$
  select case currency
    when 'USD' then 1.0
    when 'CAD' then 0.72
    when 'MXN' then 0.055
    when 'EUR' then 1.08
    when 'GBP' then 1.27
    when 'AUD' then 0.65
    when 'NZD' then 0.60
    when 'CHF' then 1.13
    when 'JPY' then 0.0067
    when 'SEK' then 0.095
    when 'NOK' then 0.093
    when 'DKK' then 0.145
    else 1.0
  end
$$;

alter table listings
  add column nightly_rate_usd_cents integer
    generated always as (round(nightly_rate_cents * usd_reference_rate(currency))::integer) stored,
  add column monthly_rate_usd_cents integer
    generated always as (round(coalesce(monthly_rate_cents, nightly_rate_cents * 30) * usd_reference_rate(currency))::integer) stored;

drop index listings_nightly;
drop index listings_monthly;
create index listings_nightly on listings (nightly_rate_usd_cents, id) where status = 'published';
create index listings_monthly on listings (monthly_rate_usd_cents, id) where status = 'published';
