import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../app/platform/db.server.ts";
import type { Storage } from "../../app/platform/storage.server.ts";
import { todayIn } from "../../app/shared/dates.ts";
import { ensurePhotoPool } from "../../app/modules/stays/photos.server.ts";
import { CITIES, TITLE_HOOKS, TITLE_OPENERS } from "./seed-data.ts";
import { PROPERTY_TYPES } from "../../app/modules/stays/stays.ts";
import { AMENITY_KEYS, PET_AMENITY_KEYS } from "../../app/modules/stays/listing-features.ts";
import { PET_FEE_BASES } from "../../app/modules/pets/pet-fee.ts";

/** How many distinct amenity sets the listings draw from. */
const FEATURE_SETS = 4096;
/** Fees are set in dollars-like amounts; a peso amount is about fifteen times bigger. */
const fee: Record<string, number> = { MXN: 15 };
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const array = (items: readonly string[]) => `array[${items.map(quote).join(",")}]::text[]`;

/**
 * The fast path for benchmarks (100,000 stays and more): set-based SQL with
 * generate_series, deterministic for a seed (setseed), prices in each city's currency, photos
 * from the shared pool only (one illustration per stay), two future bookings and an owner block per listing where they fit.
 * Occupancy rows (and each listing's copy of them) are written in bulk rather than by the per-row
 * triggers, every row once (1,000,000 stays in minutes: decision 4021).
 */
export async function bulkSeedStays(
  db: Database,
  storage: Storage,
  options: {
    listings: number;
    seed?: number;
    today?: string;
    /** Called with each big step's time (`npm run seed -- --bulk` prints them). */
    onSteps?: (steps: string[]) => void;
  },
) {
  const scenes = await ensurePhotoPool(storage);
  const today = options.today ?? todayIn();
  const n = options.listings;
  const seed = ((options.seed ?? 42) % 1000) / 1000;
  const exteriors = scenes.filter((s) => s.kind === "exterior");
  const cityValues = CITIES.map(
    (c, i) =>
      `(${i},${quote(c.city)},${quote(c.region)},${quote(c.country)},${c.lat},${c.lon},${quote(c.tz)},${quote(c.currency)},${c.rate},${fee[c.currency] ?? 1},${c.tax},${array(c.hoods)})`,
  ).join(",");

  const steps: string[] = [];
  return db
    .transaction(async (tx) => {
      const run = async (text: string, label?: string) => {
        const started = performance.now();
        await tx.execute(sql.raw(text));
        if (label) steps.push(`${label} ${((performance.now() - started) / 1000).toFixed(1)} s`);
      };
      await run(`select setseed(${seed})`);
      // Index builds in one pass get memory to sort in (only this transaction's).
      await run(`set local maintenance_work_mem = '256MB'`);
      const [{ before = 0, owners_before = 0, superuser = false } = {}] = await queryRows<{
        before: number;
        owners_before: number;
        superuser: boolean;
      }>(
        tx as unknown as Database,
        sql`select coalesce(max(id), 0)::int as before, (select coalesce(max(id), 0)::int from owners) as owners_before,
          (select rolsuper from pg_roles where rolname = current_user) as superuser from listings`,
      );
      // Rows made here are consistent by construction: a superuser skips every trigger, the foreign
      // keys' checks too (millions of queued checks at 1,000,000 stays); else the named ones below.
      if (superuser) await run(`set local session_replication_role = replica`);
      // Into empty tables (a new bench database), the indexes and exclusion constraints are built
      // once at the end, in the same transaction: far cheaper than keeping them row by row.
      const rebuild = before === 0 ? await dropIndexes(tx as unknown as Database, BULK_TABLES) : [];
      const ownerCount = Math.max(1, Math.ceil(n / 3));
      await run(
        `create temp table bulk_cities (i int, city text, region text, country text, lat float8, lon float8, tz text, currency text, rate int, fee_scale int, tax int, hoods text[]) on commit drop`,
      );
      await run(`insert into bulk_cities values ${cityValues}`);
      // Amenity sets drawn once and shared (a draw per listing, two subqueries each, was a large
      // part of writing a million listings).
      await run(
        `create temp table bulk_features (i int primary key, amenities text[], pet_amenities text[]) on commit drop`,
      );
      await run(`insert into bulk_features select i,
        (select coalesce(array_agg(a), '{}') from unnest(${array(AMENITY_KEYS)}) a where random() < 0.5 + i * 0),
        (select coalesce(array_agg(a), '{}') from unnest(${array(PET_AMENITY_KEYS)}) a where random() < 0.35 + i * 0)
        from generate_series(0, ${FEATURE_SETS - 1}) i`);
      await run(`insert into owners (id, name, about, response_time, joined_on)
      select ${owners_before} + g, 'Owner ' || g, 'I rent my own home to travellers with pets.', 'within a day', date ${quote(today)} - (random() * 1500)::int
      from generate_series(1, ${ownerCount}) g`);
      await run(`select setval(pg_get_serial_sequence('owners', 'id'), (select max(id) from owners))`);
      // Each listing is written once, with its pet policy's searchable facts and its taken nights
      // already in its row (migrations 2500, 2501: what the triggers would copy there), so no
      // pass rewrites the table afterwards. Its id is given, so the rows below can be computed
      // from it: the two bookings and the owner's block (even ids) are the ranges written below.
      await run(
        `insert into listings (id, slug, owner_id, title, summary, description, property_type, neighborhood, city, region, country,
        latitude, longitude, time_zone, bedrooms, beds, bathrooms, max_guests, min_nights, max_nights, currency, nightly_rate_cents,
        weekly_discount_pct, monthly_rate_cents, cleaning_fee_cents, lodging_tax_bps, tax_exempt_after_nights, instant_book,
        cancellation_policy, amenities, rating_avg, rating_count, pet_rating_avg, created_at, place_search,
        pets_allowed, pet_species, max_pets, max_pet_weight_lb, pet_breed_restrictions, pet_fee_cents, pet_amenities, occupied)
      select ${before} + g, 'stay-' || (${before} + g), ${owners_before} + 1 + (g % ${ownerCount}),
        (${array(TITLE_OPENERS)})[1 + (g % ${TITLE_OPENERS.length})] || ' ' || t.type || ' in ' || c.hoods[1 + (g % array_length(c.hoods, 1))] || ' ' || (${array(TITLE_HOOKS)})[1 + ((g / 7) % ${TITLE_HOOKS.length})],
        'A pet-friendly ' || t.type || ' in ' || c.city || '.', 'Demo stay generated for benchmarks.',
        t.type, c.hoods[1 + (g % array_length(c.hoods, 1))], c.city, c.region, c.country,
        c.lat + (random() - 0.5) * 0.12, c.lon + (random() - 0.5) * 0.12, c.tz,
        b.bedrooms, greatest(1, b.bedrooms), greatest(1, ceil(b.bedrooms / 2.0)), greatest(2, b.bedrooms * 2),
        m.min_nights, greatest(m.min_nights, m.max_nights), c.currency,
        (round(c.rate * (0.7 + b.bedrooms * 0.3) * (0.8 + r.r1 * 0.5) / 5) * 500)::int,
        (array[0,5,10,15])[1 + (g % 4)],
        case when r.r2 < 0.75 then (round(c.rate * (0.7 + b.bedrooms * 0.3) * 30 * (0.5 + r.r3 * 0.2) / 10) * 1000)::int end,
        (round((40 + b.bedrooms * 25 + r.r3 * 60) * c.fee_scale / 5) * 500)::int, c.tax, case when c.country = 'United States' then 30 end,
        r.r1 < 0.55, case when m.min_nights >= 28 then 'long_term' else (array['flexible','moderate','strict'])[1 + (g % 3)] end,
        f.amenities,
        round((3.5 + r.r2 * 1.5)::numeric, 2), (r.r3 * 60)::int, round((3.5 + r.r1 * 1.5)::numeric, 2),
        now() - (random() * 720 || ' days')::interval,
        lower(unaccent(c.city || ' ' || c.region || ' ' || c.country || ' ' || c.hoods[1 + (g % array_length(c.hoods, 1))])),
        case when lid % 10 = 0 then 'on_request' else 'yes' end,
        case lid % 5 when 0 then '{dog}'::text[] when 2 then '{cat}'::text[] when 3 then '{dog,cat,rabbit}'::text[] else '{dog,cat}'::text[] end,
        (array[1,2,2,3,4])[1 + ((lid / 5) % 5)], (array[null,25,40,50,75,100])[1 + ((lid / 3) % 6)], '{}'::text[],
        case when lid % 5 = 0 then 0 else (2500 + (lid % 6) * 1000) * c.fee_scale end,
        f.pet_amenities,
        case when lid % 2 = 0 then datemultirange(s.first, s.second, s.block) else datemultirange(s.first, s.second) end
      from generate_series(1, ${n}) g
      cross join lateral (select ${before} + g as lid) ids
      cross join lateral (select random() + g * 0 r1, random() + g * 0 r2, random() + g * 0 r3, random() + g * 0 r4, random() + g * 0 r5, random() + g * 0 r6) r
      join bulk_features f on f.i = floor(r.r6 * ${FEATURE_SETS})::int
      join bulk_cities c on c.i = floor(r.r4 * ${CITIES.length})::int
      cross join lateral (select (array[0,1,1,2,2,2,3,3,4,5])[1 + ((g * 31) % 10)] bedrooms) b
      cross join lateral (select (${array(PROPERTY_TYPES)})[1 + ((g * 13) % ${PROPERTY_TYPES.length})] as type) t
      cross join lateral (select case when r.r5 < 0.25 then 28 else 1 + floor(r.r5 * 100)::int % 5 end min_nights,
                                 case when r.r3 < 0.33 then 90 else 365 end max_nights) m
      cross join lateral (select ${stayOf(today, "lid", 0)} as first, ${stayOf(today, "lid", 1)} as second, ${blockOf(today, "lid")} as block) s`,
        "listings",
      );
      await run(`select setval(pg_get_serial_sequence('listings', 'id'), (select max(id) from listings))`);
      await run(`alter table pet_policies disable trigger pet_policies_listing`);
      await run(
        `insert into pet_policies (listing_id, pets_allowed, species, max_pets, max_weight_lb, pet_fee_cents, pet_fee_basis,
        pet_deposit_cents, unattended, pet_amenities)
      select id, pets_allowed, pet_species, max_pets, max_pet_weight_lb, pet_fee_cents,
        (${array(PET_FEE_BASES)})[1 + ((id / 11) % ${PET_FEE_BASES.length})],
        case when id % 2 = 0 then 20000 else 0 end, (array['allowed','crated','not_allowed'])[1 + (id % 3)], pet_amenities
      from listings where id > ${before}`,
        "pet policies",
      );
      await run(
        `insert into listing_photos (listing_id, position, storage_key, alt, caption, illustration)
      select id, 0, (${array(exteriors.map((s) => s.key))})[1 + (id % ${exteriors.length})], 'Illustration: the front of ' || title, 'Front of the home', true
      from listings where id > ${before}`,
        "photos",
      );
      await run(`alter table bookings disable trigger bookings_occupancy`);
      await run(`alter table availability_blocks disable trigger availability_blocks_occupancy`);
      await run(`alter table listing_occupancy disable trigger listing_occupancy_listing`);
      await run(
        `insert into bookings (guest_id, listing_id, stay, adults, status, price, total_cents, idempotency_key)
      select 'bench-guest-' || (l.id % 500), l.id, case k when 0 then ${stayOf(today, "l.id", 0)} else ${stayOf(today, "l.id", 1)} end, 2, 'confirmed', '{}'::jsonb,
        l.nightly_rate_cents * (3 + (l.id % 8))::int, 'bulk-' || l.id || '-' || k
      from listings l cross join generate_series(0, 1) k
      where l.id > ${before}`,
        "bookings",
      );
      await run(
        `insert into availability_blocks (listing_id, during, reason)
      select id, ${blockOf(today, "id")}, 'owner'
      from listings where id > ${before} and id % 2 = 0`,
        "blocks",
      );
      await run(
        `insert into listing_occupancy (listing_id, during, booking_id)
      select listing_id, stay, id from bookings where listing_id > ${before} and status in ('pending','confirmed','completed')`,
        "occupancy of bookings",
      );
      await run(
        `insert into listing_occupancy (listing_id, during, block_id)
      select listing_id, during, id from availability_blocks where listing_id > ${before}`,
        "occupancy of blocks",
      );
      await run(`alter table listing_occupancy enable trigger listing_occupancy_listing`);
      await run(`alter table pet_policies enable trigger pet_policies_listing`);
      await run(`alter table bookings enable trigger bookings_occupancy`);
      await run(`alter table availability_blocks enable trigger availability_blocks_occupancy`);
      for (const statement of rebuild) await run(statement);
      if (rebuild.length) steps.push(`indexes and constraints rebuilt (${rebuild.length})`);
      return n;
    })
    .then(async (count) => {
      // A plain vacuum marks every page all-visible, so the count of a search reads
      // listings_search_facts without visiting the table (migration 2502); the rows were each
      // written once, so there is no dead copy to compact.
      const started = performance.now();
      await db.execute(sql`vacuum analyze`);
      steps.push(`vacuum analyze ${((performance.now() - started) / 1000).toFixed(1)} s`);
      options.onSteps?.(steps);
      return count;
    });
}

/** The tables the bulk seeder fills; their indexes are built after the rows when they start empty. */
const BULK_TABLES = [
  "listings",
  "pet_policies",
  "listing_photos",
  "bookings",
  "availability_blocks",
  "listing_occupancy",
];

/**
 * Drops the secondary indexes and exclusion constraints of `tables` (primary keys, unique and
 * foreign keys stay: other rows refer to them) and answers the statements that make them again.
 */
async function dropIndexes(db: Database, tables: string[]) {
  const names = sql.join(
    tables.map((t) => sql`${t}`),
    sql`, `,
  );
  const exclusions = await queryRows<{ tbl: string; name: string; def: string }>(
    db,
    sql`select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as def from pg_constraint
        where contype = 'x' and conrelid::regclass::text in (${names})`,
  );
  const indexes = await queryRows<{ name: string; def: string }>(
    db,
    sql`select i.relname as name, pg_get_indexdef(x.indexrelid) as def from pg_index x join pg_class i on i.oid = x.indexrelid
        where x.indrelid::regclass::text in (${names}) and not x.indisprimary
          and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
  );
  for (const c of exclusions) await db.execute(sql.raw(`alter table ${c.tbl} drop constraint ${c.name}`));
  for (const i of indexes) await db.execute(sql.raw(`drop index ${i.name}`));
  return [
    ...indexes.map((i) => i.def),
    ...exclusions.map((c) => `alter table ${c.tbl} add constraint ${c.name} ${c.def}`),
  ];
}

/** A bulk listing's `k`th booking (0 or 1): 3–10 nights, the second two months after the first. */
const stayOf = (today: string, id: string, k: 0 | 1) =>
  `daterange(date ${quote(today)} + (5 + ${k * 60} + ((${id} * 17 + ${k * 29}) % 40))::int, date ${quote(today)} + (5 + ${k * 60} + ((${id} * 17 + ${k * 29}) % 40) + 3 + ${id} % 8)::int)`;
/** The owner's block of a bulk listing with an even id: five nights about four months ahead. */
const blockOf = (today: string, id: string) =>
  `daterange(date ${quote(today)} + (125 + ${id} % 20)::int, date ${quote(today)} + (130 + ${id} % 20)::int)`;
