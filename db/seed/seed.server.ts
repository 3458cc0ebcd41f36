import { sql } from "drizzle-orm";
import { hashPassword } from "better-auth/crypto";
import {
  accounts,
  availabilityBlocks,
  bookings,
  listingPhotos,
  listings,
  owners,
  petPolicies,
  profiles,
  reviews,
  users,
} from "../schema/index.ts";
import { queryRows, type Database } from "../../app/platform/db.server.ts";
import type { Storage } from "../../app/platform/storage.server.ts";
import { addDays, todayIn, zonedInstant } from "../../app/shared/dates.ts";
import { fullName } from "../../app/modules/profiles/profiles.ts";
import { AVATAR_BUCKET, demoAvatarKey, DRAWN_PETS, planDemoPhotos } from "./demo-photos.server.ts";
import { PHOTO_BUCKET, PHOTO_WIDTHS } from "../../app/modules/stays/photos.server.ts";
import { priceTermsOf, quoteNights } from "../../app/modules/stays/pricing.ts";
import { type PetFeeBasis } from "../../app/modules/pets/pet-fee.ts";
import { paymentSchedule } from "../../app/modules/bookings/payment.ts";
import { PAYOUT_AFTER_CHECK_IN_MS } from "../../app/modules/bookings/process.server.ts";
import { DEMO_CARDS } from "../../app/modules/payments/demo-cards.ts";
import { recordDemoHistory } from "../../app/modules/payments/demo-history.server.ts";
import {
  BREED_RESTRICTIONS,
  CITIES,
  DEMO_EMAIL_DOMAIN,
  DEMO_OWNER,
  DEMO_PASSWORD,
  FEATURE_LINES,
  FIRST_NAMES,
  HOUSE_RULES,
  LAST_INITIALS,
  MONEY,
  OWNER_ABOUT,
  OWNER_NAMES,
  ownerLocale,
  PARK_NAMES,
  PET_LINES,
  PET_NAMES,
  REVIEW_GRIPES,
  REVIEW_OPENINGS,
  TITLE_HOOKS,
  TITLE_OPENERS,
  VET_NAMES,
  type SeedCity,
} from "./seed-data.ts";
import { PROPERTY_TYPE_LABELS, type PropertyType } from "../../app/modules/stays/stays.ts";
import { speciesList } from "../../app/modules/pets/species.ts";
import { AMENITY_KEYS, PET_AMENITY_KEYS } from "../../app/modules/stays/listing-features.ts";

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
type Random = ReturnType<typeof createRandom>;

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

/** Whole units of a currency to cents, rounded to a step that looks natural there. */
const money = (units: number, step: number) => Math.max(step, Math.round(units / step) * step) * 100;

export interface SeedOptions {
  listings: number;
  seed?: number;
  /** The day bookings and blocks are laid out around (default: today). */
  today?: string;
  /** Pay the stays through the demo card network (the demo data of a fresh site; not the tests'). */
  payments?: boolean;
}

/** A demo owner before it is written: a user account, its profile and its host profile. */
interface OwnerPlan {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  about: string;
  languages: string[];
  responseTime: string;
  joinedOn: string;
  avatarUrl: string;
  listingsLeft: number;
}

/**
 * Generates `listings` demo stays and their owners: every owner a user who can sign in (the
 * shared DEMO_PASSWORD; the first one is DEMO_OWNER) with a host profile, owning one to four
 * homes in their own city. Each stay has its own illustrations (drawn on first request), a
 * description, reviews and pictures consistent with the pets it welcomes, ratings of its own, and
 * prices in its country's currency. Returns how many listings were created.
 */
export async function seedStays(db: Database, storage: Storage | undefined, options: SeedOptions) {
  void storage; // Pictures are drawn when first asked for (demo-photos.server.ts), not here.
  const rng = createRandom(options.seed ?? 42);
  const today = options.today ?? todayIn();

  const [{ listingsBefore = 0, ownersBefore = 0 } = {}] = await queryRows<{
    listingsBefore: number;
    ownersBefore: number;
  }>(
    db,
    sql`select (select count(*)::int from listings) as "listingsBefore",
          (select coalesce(max(id), 0)::int from owners) as "ownersBefore"`,
  );
  const taken = new Set(
    (
      await queryRows<{ email: string }>(
        db,
        sql`select lower(email) as email from users where email ilike ${`%@${DEMO_EMAIL_DOMAIN}`}`,
      )
    ).map((r) => r.email),
  );

  // The stays first, then owners by city: a host owns homes where they live.
  const drafts = Array.from({ length: options.listings }, (_, k) =>
    makeListing(rng, listingsBefore + k, today),
  );
  const owned: OwnerPlan[] = [];
  const current = new Map<string, OwnerPlan>();
  const ownerOf = drafts.map((d) => {
    let owner = current.get(d.place.city);
    if (!owner || owner.listingsLeft === 0) {
      owner = planOwner(rng, ownersBefore + owned.length + 1, d.place, today, taken, owned.length === 0);
      owned.push(owner);
      current.set(d.place.city, owner);
    }
    owner.listingsLeft--;
    return owner;
  });

  // One hash for the shared demo password, made the way Better Auth checks it at sign-in.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ownerIds = new Map<string, number>();
  const now = new Date(`${today}T09:00:00Z`);
  /** What each stay's traveller paid at booking, by the booking's key (future: the first instalment). */
  const paidAtBooking = new Map<string, number>();
  for (let from = 0; from < owned.length; from += 500) {
    const batch = owned.slice(from, from + 500);
    await db.insert(users).values(
      batch.map((o) => ({
        id: o.userId,
        name: `${o.firstName} ${o.lastName}`,
        email: o.email,
        emailVerified: true,
        createdAt: new Date(`${o.joinedOn}T09:00:00Z`),
        updatedAt: now,
      })),
    );
    await db.insert(accounts).values(
      batch.map((o) => ({
        id: `${o.userId}-credential`,
        accountId: o.userId,
        providerId: "credential",
        userId: o.userId,
        password: passwordHash,
      })),
    );
    await db.insert(profiles).values(
      batch.map((o) => ({
        id: o.userId,
        firstName: o.firstName,
        lastName: o.lastName,
        fullName: fullName(o.firstName, o.lastName),
        avatarUrl: o.avatarUrl,
      })),
    );
    const rows = await db
      .insert(owners)
      .values(
        batch.map((o) => ({
          userId: o.userId,
          name: fullName(o.firstName, o.lastName),
          about: o.about,
          languages: o.languages,
          responseTime: o.responseTime,
          joinedOn: o.joinedOn,
        })),
      )
      .returning({ id: owners.id, userId: owners.userId });
    for (const row of rows) ownerIds.set(row.userId!, row.id);
  }

  const BATCH = 200;
  let created = 0;
  for (let from = 0; from < drafts.length; from += BATCH) {
    const batch = drafts.slice(from, from + BATCH);
    const inserted = await db
      .insert(listings)
      .values(batch.map((d, k) => ({ ...d.listing, ownerId: ownerIds.get(ownerOf[from + k]!.userId)! })))
      .returning({ id: listings.id });
    const ids = inserted.map((row) => row.id);

    await db.insert(petPolicies).values(batch.map((d, i) => ({ ...d.pet, listingId: ids[i]! })));
    await db.insert(listingPhotos).values(
      batch.flatMap((d, i) =>
        d.photos.map((photo, position) => ({
          listingId: ids[i]!,
          position,
          bucket: PHOTO_BUCKET,
          storageKey: photo.storageKey,
          widths: [...PHOTO_WIDTHS],
          alt: photo.alt,
          caption: photo.caption,
          illustration: true,
        })),
      ),
    );

    const blocks: (typeof availabilityBlocks.$inferInsert)[] = [];
    const stays: (typeof bookings.$inferInsert)[] = [];
    const reviewRows: (typeof reviews.$inferInsert)[] = [];
    batch.forEach((d, i) => {
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
          pets: [guestPet(rng, d.pet)],
          status: "confirmed",
          price: { ...quote },
          currency: d.listing.currency,
          totalCents: quote.totalCents,
          idempotencyKey: `seed-${id}-future`,
        });
        paidAtBooking.set(
          `seed-${id}-future`,
          paymentSchedule(quote, d.pet.petFeeBasis, checkIn)[0]!.amountCents,
        );
      }
      // Past: the stays of the last year (completed), so an owner's earnings and reservations
      // have a history; they end a month before today, leaving this month to the tests.
      let past = addDays(today, -365 + rng.int(0, 30));
      for (let n = 0; ; n++) {
        const len = Math.max(d.listing.minNights, rng.int(3, 30));
        if (addDays(past, len) > addDays(today, -30)) break;
        // Most stretches are let; some stay empty.
        if (rng.chance(0.25)) {
          past = addDays(past, len);
          continue;
        }
        const quote = quoteNights(d.terms, len, 1);
        stays.push({
          guestId: `demo-guest-${rng.int(1, 50)}`,
          listingId: id,
          stay: `[${past},${addDays(past, len)})`,
          adults: 2,
          pets: [guestPet(rng, d.pet)],
          status: "completed",
          price: { ...quote },
          currency: d.listing.currency,
          totalCents: quote.totalCents,
          idempotencyKey: `seed-${id}-past-${n}`,
          createdAt: new Date(Date.parse(`${addDays(past, -rng.int(7, 60))}T12:00:00Z`)),
        });
        paidAtBooking.set(`seed-${id}-past-${n}`, quote.totalCents);
        past = addDays(past, len + rng.int(1, 21));
      }
      reviewRows.push(...makeReviews(rng, id, d, today));
    });
    if (blocks.length) await db.insert(availabilityBlocks).values(blocks);
    if (stays.length) await db.insert(bookings).values(stays);
    if (reviewRows.length) await db.insert(reviews).values(reviewRows);
    created += batch.length;
  }
  await db.execute(sql`update listings set featured = true where id in (
    select id from listings where status = 'published' and rating_count >= 3 order by rating_avg desc, id limit 8)`);
  if (options.payments) await payDemoStays(db, now, paidAtBooking);
  return created;
}

/**
 * The demo stays paid as the site's default mode (demo payments, decision 3510) takes payments, so
 * the demo owner's earnings, payouts and the trips' money panels tell one story (what the traveller
 * paid at booking: a stay still to come its first instalment, a past stay all of it). With
 * PAYMENTS_MODE=direct these rows are not read: the guest paid the owner.
 */
/** The demo network's card that always pays. */
const DEMO_SEED_CARD = DEMO_CARDS.find((card) => card.behaviour === "succeeds")!.number;

async function payDemoStays(db: Database, now: Date, paidAtBooking: ReadonlyMap<string, number>) {
  const stays = await queryRows<{
    id: string;
    key: string;
    checkIn: string;
    checkInTime: string;
    timeZone: string;
  }>(
    db,
    sql`select b.id, b.idempotency_key as key, lower(b.stay)::text as "checkIn",
        l.check_in_time as "checkInTime", l.time_zone as "timeZone"
      from bookings b join listings l on l.id = b.listing_id
      where b.idempotency_key like 'seed-%' and b.status in ('confirmed', 'completed')
        and not exists (select 1 from payment_ledger m where m.booking_id = b.id)`,
  );
  const paid = stays.flatMap((stay) => {
    const cents = paidAtBooking.get(stay.key);
    if (cents === undefined) return [];
    const checkInAt = zonedInstant(stay.checkIn, stay.checkInTime, stay.timeZone);
    return [
      { bookingId: stay.id, cents, payoutDueAt: new Date(checkInAt.getTime() + PAYOUT_AFTER_CHECK_IN_MS) },
    ];
  });
  await recordDemoHistory(db, paid, now, DEMO_SEED_CARD);
}

const ascii = (text: string) => slugify(text).replace(/-/g, "");

function planOwner(
  rng: Random,
  number: number,
  place: SeedCity,
  today: string,
  taken: Set<string>,
  first: boolean,
): OwnerPlan {
  const locale = ownerLocale(place.country, place.city);
  const names = OWNER_NAMES[locale.names]!;
  const demo = first && !taken.has(DEMO_OWNER.email);
  const firstName = demo ? DEMO_OWNER.firstName : rng.pick(names.first);
  const lastName = demo ? DEMO_OWNER.lastName : rng.pick(names.last);
  let email: string = DEMO_OWNER.email;
  if (!demo) {
    const base = `${ascii(firstName)}.${ascii(lastName)}`;
    email = `${base}@${DEMO_EMAIL_DOMAIN}`;
    if (taken.has(email)) email = `${base}.${number}@${DEMO_EMAIL_DOMAIN}`;
  }
  taken.add(email);
  const userId = `demo-owner-${number}`;
  const companion = rng.chance(0.6) ? rng.pick(DRAWN_PETS) : null;
  const avatarVariant = Math.floor(rng.next() * 0xffffffff);
  return {
    userId,
    email,
    firstName,
    lastName,
    about: rng.pick(OWNER_ABOUT).replace("{city}", place.city),
    languages: rng.pick(locale.languages),
    responseTime: rng.pick(["within an hour", "within a few hours", "within a day"]),
    joinedOn: addDays(today, -rng.int(400, 2600)),
    avatarUrl: `/media/${AVATAR_BUCKET}/${demoAvatarKey(userId, avatarVariant, companion)}`,
    listingsLeft: first ? 3 : rng.pick([1, 1, 2, 2, 3, 4]),
  };
}

type Draft = ReturnType<typeof makeListing>;
type ReviewSpecies = keyof typeof PET_NAMES;

/** The pet on a demo booking: one the stay welcomes, within its weight limit. */
function guestPet(rng: Random, pet: Draft["pet"]) {
  const species = rng.pick(pet.species) as ReviewSpecies;
  const weight =
    species === "dog"
      ? rng.int(12, Math.min(70, pet.maxWeightLb ?? 70))
      : species === "cat"
        ? rng.int(7, 14)
        : 2;
  return { name: rng.pick(PET_NAMES[species]), species, weightLb: weight };
}

/** Past guests' reviews: their pets are species the stay welcomes, their words fit the home. */
function makeReviews(rng: Random, listingId: number, d: Draft, today: string) {
  const count = rng.chance(0.12) ? 0 : rng.int(1, 7);
  // Each home has its own standing: most are very good, some are only fine.
  const quality = 3.8 + 1.2 * Math.pow(rng.next(), 0.7);
  const petQuality = Math.min(5, quality + (rng.next() - 0.3) * 0.6);
  const stars = (q: number) =>
    Math.max(3, Math.min(5, Math.round(q + (rng.next() - 0.5) * 1.6))) as 3 | 4 | 5;
  const listed = d.listing.createdAt.toISOString().slice(0, 10);
  const rows: (typeof reviews.$inferInsert)[] = [];
  for (let r = 0; r < count; r++) {
    const species = rng.pick(d.pet.species.filter((s): s is ReviewSpecies => s in PET_NAMES));
    const petName = rng.pick(PET_NAMES[species]);
    const rating = stars(quality);
    const features: string[] = [];
    if (species === "dog" && d.pet.petAmenities.includes("fenced_yard"))
      features.push(FEATURE_LINES.fencedYard);
    if (species === "dog" && d.pet.dogParkName) features.push(FEATURE_LINES.dogPark);
    if (d.pet.petAmenities.includes("bowls") && d.pet.petAmenities.includes("pet_bed"))
      features.push(FEATURE_LINES.petBowls);
    features.push(d.pet.petFeeCents === 0 ? FEATURE_LINES.noPetFee : FEATURE_LINES.fairPetFee);
    if (d.listing.monthlyRateCents) features.push(FEATURE_LINES.longStay);
    if (d.listing.amenities.includes("workspace") && d.listing.amenities.includes("wifi"))
      features.push(FEATURE_LINES.workspace);
    const lines = [rng.pick(REVIEW_OPENINGS[rating]), rng.pick(PET_LINES[species])];
    if (rng.chance(0.7)) lines.push(rng.pick(features));
    if (rating < 5) lines.push(rng.pick(REVIEW_GRIPES));
    const days = Math.max(1, Math.round((Date.parse(today) - Date.parse(listed)) / 86_400_000) - 14);
    rows.push({
      listingId,
      authorName: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_INITIALS)}.`,
      petName,
      petSpecies: species,
      rating,
      petRating: stars(petQuality),
      body: lines.join(" ").replaceAll("{pet}", petName),
      createdAt: new Date(`${addDays(today, -rng.int(7, 7 + days))}T12:00:00Z`),
    });
    // Reviews of stays long over: published (decision 3600).
    rows.at(-1)!.publishedAt = rows.at(-1)!.createdAt;
  }
  return rows;
}

const SPECIES_MIXES = [
  ["dog"],
  ["dog"],
  ["dog", "cat"],
  ["dog", "cat"],
  ["cat"],
  ["cat", "bird"],
  ["dog", "cat", "rabbit", "small_mammal"],
  ["dog", "cat", "bird"],
];

function makeListing(rng: Random, index: number, today: string) {
  const place = rng.pick(CITIES);
  const style = MONEY[place.currency] ?? MONEY.USD!;
  const bedroomCount = rng.pick([0, 1, 1, 2, 2, 2, 3, 3, 4, 5]);
  const propertyType = rng.pick(typesByBedrooms[bedroomCount]!);
  const hood = rng.pick(place.hoods);
  const label = PROPERTY_TYPE_LABELS[propertyType].toLowerCase();

  // The pet policy first: the title, description, pictures and reviews follow from it.
  const species = rng.pick(SPECIES_MIXES);
  const dogs = species.includes("dog");
  const petsAllowed = rng.chance(0.1) ? ("on_request" as const) : ("yes" as const);
  const petFeeBasis: PetFeeBasis = rng.pick([
    "per_stay",
    "per_stay",
    "per_pet_per_stay",
    "per_night",
    "per_pet_per_night",
    "per_pet_per_month",
  ]);
  const petFeeCents = rng.chance(0.2)
    ? 0
    : 100 *
      rng.pick(
        petFeeBasis === "per_stay" || petFeeBasis === "per_pet_per_stay"
          ? style.petFeePerStay
          : petFeeBasis === "per_pet_per_month"
            ? style.petFeePerMonth
            : style.petFeePerNight,
      );
  const petAmenities = rng
    .some(PET_AMENITY_KEYS, 1, 5)
    .filter((a) => dogs || !["dog_door", "dog_wash", "fenced_yard"].includes(a));
  // A litter box only where cats come; dog things only where dogs do.
  const litter = petAmenities.indexOf("litter_box");
  if (litter >= 0 && !species.includes("cat")) petAmenities.splice(litter, 1);
  if (
    ["house", "farmhouse", "cabin"].includes(propertyType) &&
    dogs &&
    !petAmenities.includes("fenced_yard") &&
    rng.chance(0.6)
  )
    petAmenities.push("fenced_yard");
  const fenced = petAmenities.includes("fenced_yard");
  const dogParkName = dogs ? rng.pick(PARK_NAMES) : null;

  const hooks = TITLE_HOOKS.filter(
    (h) => (h !== "with a fenced yard" || fenced) && (h !== "near the dog park" || dogParkName),
  );
  const title = `${rng.pick(TITLE_OPENERS)} ${label} in ${hood} ${rng.pick(hooks)}`;
  const size = (0.7 + bedroomCount * 0.3) * (0.8 + rng.next() * 0.5);
  const nightly = money(place.rate * size, style.step);
  const longStay = rng.chance(0.25);
  const monthly = rng.chance(0.75)
    ? money((nightly / 100) * 30 * (0.5 + rng.next() * 0.2), style.monthlyStep)
    : null;
  const minNights = longStay && monthly ? rng.pick([28, 30, 30, 60]) : rng.pick([1, 2, 2, 3, 3, 5, 7]);
  const maxNights = monthly ? rng.pick([180, 270, 365]) : rng.pick([28, 30, 60, 90]);
  const amenities = rng.some(AMENITY_KEYS, 5, 11);
  if (!amenities.includes("wifi") && rng.chance(0.8)) amenities.push("wifi");
  const maxWeightLb = dogs ? rng.pick([null, 25, 40, 50, 75, 100]) : null;
  const lat = place.lat + (rng.next() - 0.5) * 0.12;
  const lon = place.lon + (rng.next() - 0.5) * 0.12;
  const welcome = speciesList(species);
  const welcomeLine = `${welcome.charAt(0).toUpperCase()}${welcome.slice(1)} are welcome here.`;
  const outside = fenced
    ? "The yard is fully fenced, so morning zoomies are safe."
    : dogs
      ? `There are quiet streets and green space within a few minutes' walk${dogParkName ? `, and ${dogParkName} is close by` : ""}.`
      : species.includes("cat")
        ? "The windows have screens and sunny sills for watching the street, and the rooms are quiet."
        : "The rooms are quiet and bright, with a draft-free corner for a cage or pen.";
  const supplies = dogs
    ? "We leave bowls, towels and a list of nearby walks, groomers and the closest vet."
    : "We leave a list of the closest vet and pet shops, and old towels for any accidents.";
  const createdAt = new Date(`${addDays(today, -rng.int(90, 900))}T10:00:00Z`);
  const listing = {
    slug: `${slugify(`${title} ${place.city}`).slice(0, 80).replace(/-$/, "")}-${index + 1}`,
    title,
    summary: `${PROPERTY_TYPE_LABELS[propertyType]} in ${hood}, ${place.city}: ${bedroomCount === 0 ? "a studio" : `${bedroomCount} bedroom${bedroomCount > 1 ? "s" : ""}`} for up to ${Math.max(2, bedroomCount * 2)} guests and their ${welcome}.`,
    description: [
      `Welcome to our ${label} in ${hood}, one of ${place.city}'s friendliest neighbourhoods for people with pets. The home is furnished for real life: a kitchen you can cook in, a comfortable bed, good light${amenities.includes("wifi") ? " and fast wifi" : ""}.`,
      `${welcomeLine} ${outside} ${supplies}`,
      monthly
        ? `Staying a month or more? The monthly rate makes longer stays good value${amenities.includes("workspace") ? ", and the workspace is set up for remote work" : ""}.`
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
    currency: place.currency,
    nightlyRateCents: nightly,
    weeklyDiscountPct: rng.pick([0, 5, 10, 10, 15]),
    monthlyRateCents: monthly,
    cleaningFeeCents: rng.chance(0.15)
      ? 0
      : money(
          style.cleaning[0] + bedroomCount * style.cleaning[1] + rng.next() * style.cleaning[2],
          style.step,
        ),
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
    publishedAt: createdAt,
    createdAt,
  };
  const pet = {
    petsAllowed,
    species,
    maxPets: rng.pick([1, 2, 2, 2, 3, 4]),
    maxWeightLb,
    breedRestrictions: dogs && rng.chance(0.3) ? rng.some(BREED_RESTRICTIONS, 1, 3) : [],
    petFeeCents,
    petFeeBasis,
    petDepositCents: rng.chance(0.5) ? 100 * rng.pick(style.deposit) : 0,
    unattended: rng.pick(["allowed", "crated", "crated", "not_allowed"]),
    petAmenities,
    dogParkName,
    dogParkMiles: dogParkName ? Math.round((0.2 + rng.next() * 2.5) * 10) / 10 : null,
    vetName: rng.pick(VET_NAMES),
    vetMiles: Math.round((0.3 + rng.next() * 4) * 10) / 10,
    notes:
      petsAllowed === "on_request"
        ? "Tell us about your pet when you book; we answer within a day."
        : rng.pick([
            "",
            "Please keep pets off the white sofa.",
            dogs
              ? "There's a dog-washing hose by the back door."
              : "Please keep pets out of the garden beds.",
          ]),
    serviceAnimalNote: "Service animals are not pets: they are always welcome and pay no pet fee or deposit.",
  };
  const terms = priceTermsOf(listing, pet);
  const photos = planDemoPhotos(rng, index + 1, {
    propertyType,
    bedrooms: bedroomCount,
    species,
    petAmenities,
    longStays: monthly !== null,
  });
  return { listing, pet, terms, photos, place };
}

/**
 * The demo stays a new database gets (SEED_LISTINGS of them): what the server seeds on an empty
 * database and what `npm run build` seeds into its snapshot, so both are the same. Pictures are
 * drawn when asked for, so no storage is needed.
 */
export function seedDemoStays(db: Database, listings: number, today?: string) {
  return seedStaysIfEmpty(db, undefined, listings, today);
}

/**
 * Seeds demo stays on first start when there are none (SEED_LISTINGS, default
 * 300). In one transaction under an advisory lock, so servers starting together
 * on one Postgres seed once.
 */
export async function seedStaysIfEmpty(
  db: Database,
  storage: Storage | undefined,
  count: number,
  today?: string,
) {
  if (count <= 0) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7240200)`);
    const result = (await tx.execute(sql`select exists (select 1 from listings) as any`)) as unknown as {
      rows: { any: boolean }[];
    };
    if (result.rows[0]?.any) return 0;
    return seedStays(tx as unknown as Database, storage, { listings: count, today, payments: true });
  });
}
