import { sql } from "drizzle-orm";
import { queryRows, type Database, type Executor } from "../../platform/db.server.ts";
import { addDays, parseDateRange } from "../../shared/dates.ts";
import type { PriceOverride } from "./pricing.ts";

/**
 * What a date picker of one stay needs (the detail page's and the booking page's): its taken
 * nights [start, end) from `today` for 400 days, and the owner's prices and minimum stays for
 * some nights, from the day before `today` (a UTC today may be a day ahead of the home's).
 */
export async function stayCalendar(db: Database, listingId: number, today: string) {
  const [occupied, overrides] = await Promise.all([
    occupancy(db, listingId, today, addDays(today, 400)),
    priceOverridesFor(db, [listingId], addDays(today, -1)),
  ]);
  return { occupied, priceOverrides: overrides.get(listingId) ?? [] };
}

/** A listing's taken nights between two dates: booked (active bookings) and blocked (owner). */
export async function occupancy(db: Database, listingId: number, from: string, to: string) {
  const rows = await queryRows<{ during: string; kind: "booked" | "blocked" }>(
    db,
    sql`select during::text as during, case when booking_id is null then 'blocked' else 'booked' end as kind
        from listing_occupancy where listing_id = ${listingId}
        and during && daterange(${from}::date, ${to}::date) order by lower(during)`,
  );
  return rows.flatMap((row) => {
    const range = parseDateRange(row.during);
    return range ? [{ ...range, kind: row.kind }] : [];
  });
}

/**
 * The owner's prices for some nights (listing_price_overrides) of these listings, those with
 * a night in [from, to) (to: no end), by listing, earliest first.
 */
export async function priceOverridesFor(
  db: Executor,
  listingIds: number[],
  from: string,
  to?: string,
): Promise<Map<number, PriceOverride[]>> {
  const out = new Map<number, PriceOverride[]>();
  if (listingIds.length === 0) return out;
  const ids = sql.join(
    [...new Set(listingIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  const window = to ? sql`daterange(${from}::date, ${to}::date)` : sql`daterange(${from}::date, null)`;
  const result = (await db.execute(
    sql`select listing_id::int as listing_id, during::text as during, nightly_rate_cents, min_nights::int as min_nights
        from listing_price_overrides where listing_id in (${ids}) and during && ${window}
        order by listing_id, lower(during)`,
  )) as unknown as {
    rows: { listing_id: number; during: string; nightly_rate_cents: number; min_nights: number | null }[];
  };
  for (const row of result.rows) {
    const range = parseDateRange(row.during);
    if (!range) continue;
    const list = out.get(row.listing_id) ?? [];
    list.push({ ...range, nightlyRateCents: row.nightly_rate_cents, minNights: row.min_nights });
    out.set(row.listing_id, list);
  }
  return out;
}
