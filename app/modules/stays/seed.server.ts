import { sql } from "drizzle-orm";
import {
  availabilityBlocks,
  bookings,
  listingPhotos,
  listings,
  owners,
  petPolicies,
  reviews,
} from "../../../db/schema/index.ts";
import type { Database } from "../../platform/db.server.ts";
import type { Storage } from "../../platform/storage.server.ts";
import { addDays, todayIn } from "../../shared/dates.ts";
import {
  ensurePhotoPool,
  PHOTO_BUCKET,
  PHOTO_WIDTHS,
  type ExteriorShape,
  type PhotoScene,
} from "./photos.server.ts";
import { PET_FEE_BASES, priceTermsOf, quoteNights, type PetFeeBasis } from "./pricing.ts";
import {
  BREED_RESTRICTIONS,
  CITIES,
  FIRST_NAMES,
  HOUSE_RULES,
  LAST_INITIALS,
  OWNER_ABOUT,
  PARK_NAMES,
  PET_NAMES,
  REVIEW_LINES,
  TITLE_HOOKS,
  TITLE_OPENERS,
  VET_NAMES,
} from "./seed-data.ts";
import { AMENITY_KEYS, PET_AMENITY_KEYS, PROPERTY_TYPE_LABELS, type PropertyType } from "./stays.ts";

/** A small seeded PRNG (mulberry32): the same seed gives the same demo data. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  const some = <T>(items: readonly T[], min: number, max: number) => {
    const copy = [...items];
    const count = Math.min(copy.length, int(min, max));
    const out: T[] = [];
    for (let i = 0; i < count; i++) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]!);
    return out;
  };
  return { next, int, pick, chance, some };
}

export const slugify = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const typesByBedrooms: Record<number, PropertyType[]> = {
  0: ["studio", "loft"],
  1: ["apartment", "condo", "loft", "cottage", "cabin", "bungalow"],
  2: ["apartment", "condo", "townhouse", "cottage", "cabin", "bungalow", "house"],
  3: ["house", "townhouse", "cabin", "farmhouse", "bungalow"],
  4: ["house", "farmhouse"],
  5: ["house", "farmhouse"],
};

/** The building a property type looks like from outside. */
const shapeFor: Record<PropertyType, ExteriorShape[]> = {
  house: ["gable", "modern"],
  apartment: ["tower"],
  condo: ["tower", "modern"],
  townhouse: ["modern", "gable"],
  cabin: ["aframe"],
  cottage: ["gable"],
  loft: ["tower", "modern"],
  studio: ["tower"],
  farmhouse: ["gable"],
  bungalow: ["gable", "modern"],
};

function exteriorFor(exteriors: PhotoScene[], type: PropertyType, index: number) {
  const shapes = shapeFor[type];
  const fitting = exteriors.filter((s) => s.shape && shapes.includes(s.shape));
  const pool = fitting.length ? fitting : exteriors;
  return pool[index % pool.length]!;
}

const dollars = (n: number, step = 5) => Math.max(step, Math.round(n / step) * step) * 100;

export interface SeedOptions {
  listings: number;
  seed?: number;
  /** The day bookings and blocks are laid out around (default: today). */
  today?: string;
}

/**
 * Generates `listings` demo stays: owners, listings across many cities, pet
 * policies of every kind, photos from the shared pool, blocked dates, bookings
 * (past and future) and reviews. Returns how many listings were created.
 */
export async function seedStays(db: Database, storage: Storage, options: SeedOptions) {
  const rng = createRandom(options.seed ?? 42);
  const today = options.today ?? todayIn();
  const scenes = await ensurePhotoPool(storage);
  const byKind = (kind: PhotoScene["kind"]) => scenes.filter((s) => s.kind === kind);
  const [exteriors, livings, bedrooms, kitchens, yards] = [
    byKind("exterior"),
    byKind("living"),
    byKind("bedroom"),
    byKind("kitchen"),
    byKind("yard"),
  ];

  const start = await db.execute<{ n: number }>(sql`select count(*)::int as n from listings`);
  const offset = (start as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;

  const ownerCount = Math.max(1, Math.ceil(options.listings / 3));
  const ownerRows = await db
    .insert(owners)
    .values(
      Array.from({ length: ownerCount }, () => ({
        name: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_INITIALS)}.`,
        about: rng.pick(OWNER_ABOUT),
        responseTime: rng.pick(["within an hour", "within a few hours", "within a day"]),
        languages: rng.chance(0.3)
          ? ["English", rng.pick(["Spanish", "French", "German", "Portuguese"])]
          : ["English"],
        joinedOn: addDays(today, -rng.int(60, 2000)),
      })),
    )
    .returning({ id: owners.id });

  const BATCH = 200;
  let created = 0;
  for (let from = 0; from < options.listings; from += BATCH) {
    const count = Math.min(BATCH, options.listings - from);
    const drafts = Array.from({ length: count }, (_, k) => makeListing(rng, offset + from + k, today));
    const inserted = await db
      .insert(listings)
      .values(drafts.map((d) => ({ ...d.listing, ownerId: rng.pick(ownerRows).id })))
      .returning({ id: listings.id });
    const ids = inserted.map((row) => row.id);

    await db.insert(petPolicies).values(drafts.map((d, i) => ({ ...d.pet, listingId: ids[i]! })));

    await db.insert(listingPhotos).values(
      drafts.flatMap((d, i) => {
        const shots = [
          exteriorFor(exteriors, d.listing.propertyType, d.exteriorIndex),
          rng.pick(livings),
          rng.pick(bedrooms),
          rng.pick(kitchens),
          d.pet.petAmenities.includes("fenced_yard") ? rng.pick(yards) : rng.pick(exteriors),
        ];
        return shots.map((scene, position) => ({
          listingId: ids[i]!,
          position,
          bucket: PHOTO_BUCKET,
          storageKey: scene.key,
          widths: [...PHOTO_WIDTHS],
          alt: position === 0 ? `${scene.alt}: ${d.listing.title}` : scene.alt,
        }));
      }),
    );

    const blocks: (typeof availabilityBlocks.$inferInsert)[] = [];
    const stays: (typeof bookings.$inferInsert)[] = [];
    const reviewRows: (typeof reviews.$inferInsert)[] = [];
    drafts.forEach((d, i) => {
      const id = ids[i]!;
      // Future: an owner block and a confirmed booking, not overlapping.
      let cursor = rng.int(3, 40);
      if (rng.chance(0.6)) {
        const len = rng.int(2, 6);
        blocks.push({
          listingId: id,
          during: `[${addDays(today, cursor)},${addDays(today, cursor + len)})`,
          reason: "owner",
        });
        cursor += len + rng.int(1, 20);
      }
      if (rng.chance(0.7)) {
        const len = Math.max(d.listing.minNights, rng.int(3, 10));
        const checkIn = addDays(today, cursor);
        const quote = quoteNights(d.terms, len, 1);
        stays.push({
          guestId: `demo-guest-${rng.int(1, 50)}`,
          listingId: id,
          stay: `[${checkIn},${addDays(checkIn, len)})`,
          adults: 2,
          pets: [{ name: rng.pick(PET_NAMES.dog), species: "dog", weightLb: rng.int(10, 60) }],
          status: "confirmed",
          price: { ...quote },
          totalCents: quote.totalCents,
          idempotencyKey: `seed-${id}-future`,
        });
      }
      // Past: completed stays with reviews.
      const reviewCount = rng.chance(0.15) ? 0 : rng.int(1, 6);
      for (let r = 0; r < reviewCount; r++) {
        const species = rng.chance(0.7) ? "dog" : "cat";
        const rating = rng.chance(0.75) ? 5 : rng.int(3, 4);
        reviewRows.push({
          listingId: id,
          authorName: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_INITIALS)}.`,
          petName: rng.pick(PET_NAMES[species]),
          petSpecies: species,
          rating,
          petRating: rng.chance(0.8) ? 5 : rng.int(3, 4),
          body: rng.some(REVIEW_LINES, 1, 2).join(" "),
          createdAt: new Date(`${addDays(today, -rng.int(10, 700))}T12:00:00Z`),
        });
      }
    });
    if (blocks.length) await db.insert(availabilityBlocks).values(blocks);
    if (stays.length) await db.insert(bookings).values(stays);
    if (reviewRows.length) await db.insert(reviews).values(reviewRows);
    created += count;
  }
  await db.execute(sql`update listings set featured = true where id in (
    select id from listings where status = 'published' and rating_count >= 3 order by rating_avg desc, id limit 8)`);
  return created;
}

function makeListing(rng: ReturnType<typeof createRandom>, index: number, today: string) {
  const place = rng.pick(CITIES);
  const bedroomCount = rng.pick([0, 1, 1, 2, 2, 2, 3, 3, 4, 5]);
  const propertyType = rng.pick(typesByBedrooms[bedroomCount]!);
  const hood = rng.pick(place.hoods);
  const label = PROPERTY_TYPE_LABELS[propertyType].toLowerCase();
  const title = `${rng.pick(TITLE_OPENERS)} ${label} in ${hood} ${rng.pick(TITLE_HOOKS)}`;
  const nightly = dollars(place.rate * (0.7 + bedroomCount * 0.3) * (0.8 + rng.next() * 0.5));
  const longStay = rng.chance(0.25);
  const monthly = rng.chance(0.75) ? dollars((nightly / 100) * 30 * (0.5 + rng.next() * 0.2), 10) : null;
  const minNights = longStay && monthly ? rng.pick([28, 30, 30, 60]) : rng.pick([1, 2, 2, 3, 3, 5, 7]);
  const maxNights = monthly ? rng.pick([180, 270, 365]) : rng.pick([28, 30, 60, 90]);
  const species = rng.pick([
    ["dog"],
    ["dog"],
    ["dog", "cat"],
    ["dog", "cat"],
    ["cat"],
    ["dog", "cat", "rabbit", "small_mammal"],
    ["dog", "cat", "bird"],
  ]);
  const petsAllowed = rng.chance(0.1) ? ("on_request" as const) : ("yes" as const);
  const petFeeBasis: PetFeeBasis = rng.pick(PET_FEE_BASES);
  const petFeeCents = rng.chance(0.2)
    ? 0
    : petFeeBasis === "per_stay" || petFeeBasis === "per_pet_per_stay"
      ? dollars(rng.int(25, 150))
      : petFeeBasis === "per_pet_per_month"
        ? dollars(rng.int(25, 75))
        : dollars(rng.int(10, 25));
  const amenities = rng.some(AMENITY_KEYS, 5, 11);
  if (!amenities.includes("wifi") && rng.chance(0.8)) amenities.push("wifi");
  const petAmenities = rng.some(PET_AMENITY_KEYS, 1, 5);
  if (
    ["house", "farmhouse", "cabin"].includes(propertyType) &&
    !petAmenities.includes("fenced_yard") &&
    rng.chance(0.6)
  )
    petAmenities.push("fenced_yard");
  const maxWeightLb = species.includes("dog") ? rng.pick([null, 25, 40, 50, 75, 100]) : null;
  const lat = place.lat + (rng.next() - 0.5) * 0.12;
  const lon = place.lon + (rng.next() - 0.5) * 0.12;
  const listing = {
    slug: `${slugify(`${title} ${place.city}`).slice(0, 80).replace(/-$/, "")}-${index + 1}`,
    title,
    summary: `${PROPERTY_TYPE_LABELS[propertyType]} in ${hood}, ${place.city}: ${bedroomCount === 0 ? "a studio" : `${bedroomCount} bedroom${bedroomCount > 1 ? "s" : ""}`} for up to ${Math.max(2, bedroomCount * 2)} guests and their pets.`,
    description: [
      `Welcome to our ${label} in ${hood}, one of ${place.city}'s friendliest neighbourhoods for people with pets. The home is furnished for real life: a kitchen you can cook in, a comfortable bed, good light and fast wifi.`,
      `Your ${species.includes("dog") ? "dog" : "cat"} is welcome here. ${petAmenities.includes("fenced_yard") ? "The yard is fully fenced, so morning zoomies are safe." : "There are quiet streets and green space within a few minutes' walk."} We leave bowls, towels and a list of nearby walks, groomers and the closest vet.`,
      monthly
        ? "Staying a month or more? The monthly rate makes longer stays good value, and the workspace is set up for remote work."
        : "It's an easy base for a weekend or a week of exploring with your pet.",
    ].join("\n\n"),
    propertyType,
    address: `${rng.int(10, 4999)} ${rng.pick(["Oak", "Maple", "Cedar", "Willow", "Elm", "Birch", "Park", "Lake", "Hill"])} ${rng.pick(["Street", "Avenue", "Lane", "Road", "Way"])}`,
    neighborhood: hood,
    city: place.city,
    region: place.region,
    country: place.country,
    latitude: Math.round(lat * 10000) / 10000,
    longitude: Math.round(lon * 10000) / 10000,
    timeZone: place.tz,
    bedrooms: bedroomCount,
    beds: Math.max(1, bedroomCount + rng.int(0, 1)),
    bathrooms: Math.max(1, Math.ceil(bedroomCount / 2)) + (rng.chance(0.3) ? 0.5 : 0),
    maxGuests: Math.max(2, bedroomCount * 2),
    minNights,
    maxNights: Math.max(maxNights, minNights),
    nightlyRateCents: nightly,
    weeklyDiscountPct: rng.pick([0, 5, 10, 10, 15]),
    monthlyRateCents: monthly,
    cleaningFeeCents: rng.chance(0.15) ? 0 : dollars(40 + bedroomCount * 25 + rng.int(0, 60)),
    lodgingTaxBps: place.tax,
    taxExemptAfterNights:
      place.country === "United States" && rng.chance(0.7) ? 30 : rng.chance(0.3) ? 90 : null,
    instantBook: rng.chance(0.55),
    checkInTime: rng.pick(["15:00", "16:00", "14:00"]),
    checkOutTime: rng.pick(["11:00", "10:00", "12:00"]),
    houseRules: rng.some(HOUSE_RULES, 3, 5),
    cancellationPolicy: minNights >= 28 ? "long_term" : rng.pick(["flexible", "moderate", "strict"]),
    amenities,
    status: "published" as const,
    createdAt: new Date(`${addDays(today, -rng.int(1, 720))}T10:00:00Z`),
  };
  const pet = {
    petsAllowed,
    species,
    maxPets: rng.pick([1, 2, 2, 2, 3, 4]),
    maxWeightLb,
    breedRestrictions: species.includes("dog") && rng.chance(0.3) ? rng.some(BREED_RESTRICTIONS, 1, 3) : [],
    petFeeCents,
    petFeeBasis,
    petDepositCents: rng.chance(0.5) ? dollars(rng.int(100, 500), 50) : 0,
    unattended: rng.pick(["allowed", "crated", "crated", "not_allowed"]),
    petAmenities,
    dogParkName: species.includes("dog") ? rng.pick(PARK_NAMES) : null,
    dogParkMiles: species.includes("dog") ? Math.round((0.2 + rng.next() * 2.5) * 10) / 10 : null,
    vetName: rng.pick(VET_NAMES),
    vetMiles: Math.round((0.3 + rng.next() * 4) * 10) / 10,
    notes:
      petsAllowed === "on_request"
        ? "Tell us about your pet when you book; we answer within a day."
        : rng.pick([
            "",
            "Please keep pets off the white sofa.",
            "There's a dog-washing hose by the back door.",
          ]),
    serviceAnimalNote: "Service animals are not pets: they are always welcome and pay no pet fee or deposit.",
  };
  const terms = priceTermsOf(listing, pet);
  return { listing, pet, terms, exteriorIndex: rng.int(0, 100) };
}

/**
 * Seeds demo stays on first start when there are none (SEED_LISTINGS, default
 * 300). In one transaction under an advisory lock, so servers starting together
 * on one Postgres seed once.
 */
export async function seedStaysIfEmpty(db: Database, storage: Storage, count: number) {
  if (count <= 0) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7240200)`);
    const result = (await tx.execute(sql`select exists (select 1 from listings) as any`)) as unknown as {
      rows: { any: boolean }[];
    };
    if (result.rows[0]?.any) return 0;
    return seedStays(tx as unknown as Database, storage, { listings: count });
  });
}
