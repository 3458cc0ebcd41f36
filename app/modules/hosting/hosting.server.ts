import crypto from "node:crypto";
import { and, asc, count, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { listingPhotos, listings, owners, petPolicies } from "../../../db/schema/index.ts";
import type { ListingStatus } from "../../../db/schema/stays.ts";
import type { Database } from "../../platform/db.server.ts";
import { listingReviewOn } from "../../platform/site-settings.server.ts";
import { failure, success, type Failure, type Outcome } from "../../shared/outcome.ts";
import {
  publishProblems,
  slugFor,
  transition,
  type LifecycleAction,
  type Missing,
  type PublishableListing,
} from "./listing-editor/listing-rules.ts";
import type { StepKey } from "./listing-editor/listing-steps.ts";
import type {
  BookingSettingsInput,
  DescriptionInput,
  PetsInput,
  PlaceInput,
  PricingInput,
  SpaceInput,
} from "./listing-editor/listing-forms.ts";
import { refreshPhotoAlts } from "./listing-editor/listing-photos.server.ts";
import { countryNamed, timeZoneFor } from "./listing-editor/places.ts";

/**
 * The hosting services: a user's host profile, their listings, and the editor's saves and
 * status changes. Every listing is reached through its owner's user id: someone else's id
 * finds nothing (the routes answer 404).
 */

export const SERVICE_ANIMAL_NOTE =
  "Service animals are not pets: they are always welcome and pay no pet fee or deposit.";

/** A draft's address until it is published (then it gets one from its title and city). */
const draftSlug = () => `draft-${crypto.randomBytes(6).toString("hex")}`;
export const isDraftSlug = (slug: string) => slug.startsWith("draft-");

/** The user's host profile, made on their first listing. */
export async function hostProfileFor(db: Database, user: { id: string; name: string }) {
  const [found] = await db.select().from(owners).where(eq(owners.userId, user.id)).limit(1);
  if (found) return found;
  const [made] = await db
    .insert(owners)
    .values({ userId: user.id, name: user.name || "Host", responseTime: "within a day" })
    .onConflictDoNothing({ target: owners.userId })
    .returning();
  // Two first listings at once: the other request made it.
  return made ?? (await db.select().from(owners).where(eq(owners.userId, user.id)).limit(1))[0]!;
}

export async function findHostProfile(db: Database, userId: string) {
  const [found] = await db.select().from(owners).where(eq(owners.userId, userId)).limit(1);
  return found ?? null;
}

export async function updateHostProfile(
  db: Database,
  user: { id: string; name: string },
  about: string,
  languages: string[],
) {
  const profile = await hostProfileFor(db, user);
  await db.update(owners).set({ about, languages }).where(eq(owners.id, profile.id));
}

/** One of the user's listings with its pet policy and photo count, or null (not theirs, or none). */
export async function ownListing(db: Database, userId: string, listingId: number) {
  const [row] = await db
    .select({ listing: listings, pet: petPolicies })
    .from(listings)
    .innerJoin(owners, eq(owners.id, listings.ownerId))
    .innerJoin(petPolicies, eq(petPolicies.listingId, listings.id))
    .where(and(eq(listings.id, listingId), eq(owners.userId, userId)))
    .limit(1);
  if (!row) return null;
  const [photos] = await db
    .select({ n: count() })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId));
  return { ...row, photoCount: photos?.n ?? 0 };
}
export type OwnListing = NonNullable<Awaited<ReturnType<typeof ownListing>>>;

export function publishableOf(row: Pick<OwnListing, "listing" | "pet">): PublishableListing {
  const { listing, pet } = row;
  return {
    title: listing.title,
    description: listing.description,
    address: listing.address,
    city: listing.city,
    country: listing.country,
    latitude: listing.latitude,
    longitude: listing.longitude,
    maxGuests: listing.maxGuests,
    beds: listing.beds,
    nightlyRateCents: listing.nightlyRateCents,
    monthlyRateCents: listing.monthlyRateCents,
    minNights: listing.minNights,
    maxNights: listing.maxNights,
    petsAllowed: pet.petsAllowed,
    species: pet.species,
    savedSteps: listing.savedSteps as StepKey[],
  };
}

/** The user's listings, newest edit first, each with its cover, status and what it still needs. */
export async function myListings(db: Database, userId: string) {
  const rows = await db
    .select({ listing: listings, pet: petPolicies })
    .from(listings)
    .innerJoin(owners, eq(owners.id, listings.ownerId))
    .innerJoin(petPolicies, eq(petPolicies.listingId, listings.id))
    .where(eq(owners.userId, userId))
    .orderBy(desc(listings.updatedAt), desc(listings.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.listing.id);
  const photos = await db
    .select({
      listingId: listingPhotos.listingId,
      bucket: listingPhotos.bucket,
      storageKey: listingPhotos.storageKey,
      widths: listingPhotos.widths,
      alt: listingPhotos.alt,
      position: listingPhotos.position,
    })
    .from(listingPhotos)
    .where(inArray(listingPhotos.listingId, ids))
    .orderBy(asc(listingPhotos.listingId), asc(listingPhotos.position));
  return rows.map((row) => {
    const own = photos.filter((p) => p.listingId === row.listing.id);
    const { listing } = row;
    return {
      id: listing.id,
      slug: listing.slug,
      title: listing.title,
      city: listing.city,
      country: listing.country,
      status: listing.status,
      snoozedUntil: listing.snoozedUntil,
      updatedAt: listing.updatedAt.toISOString(),
      photoCount: own.length,
      cover: own[0]
        ? { bucket: own[0].bucket, storageKey: own[0].storageKey, widths: own[0].widths, alt: own[0].alt }
        : null,
      missing: listing.status === "archived" ? [] : publishProblems(publishableOf(row), own.length),
    };
  });
}
export type MyListing = Awaited<ReturnType<typeof myListings>>[number];

/** The place columns of a listing from the place step (time zone from the address unless chosen). */
function placeColumns(place: PlaceInput) {
  return {
    propertyType: place.propertyType,
    placeKind: place.placeKind,
    address: place.address,
    city: place.city,
    region: place.region,
    postcode: place.postcode,
    country: place.country,
    timeZone: place.timeZone || timeZoneFor(place.country, place.region),
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

/** A new draft from the place step; its other steps come later. Returns the listing's id. */
export async function createDraft(db: Database, user: { id: string; name: string }, place: PlaceInput) {
  const host = await hostProfileFor(db, user);
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(listings)
      .values({
        ...placeColumns(place),
        ownerId: host.id,
        slug: draftSlug(),
        title: "",
        status: "draft",
        nightlyRateCents: 0,
        currency: countryNamed(place.country)?.currency ?? "USD",
        savedSteps: ["place"],
        instantBook: false,
      })
      .returning({ id: listings.id });
    await tx.insert(petPolicies).values({
      listingId: made!.id,
      petsAllowed: "yes",
      species: ["dog", "cat"],
      serviceAnimalNote: SERVICE_ANIMAL_NOTE,
    });
    return made!.id;
  });
}

export type StepInput =
  | { step: "place"; input: PlaceInput }
  | { step: "space"; input: SpaceInput }
  | { step: "pets"; input: PetsInput }
  | { step: "description"; input: DescriptionInput }
  | { step: "pricing"; input: PricingInput }
  | { step: "booking"; input: BookingSettingsInput };

function stepColumns(change: StepInput): {
  listing: Partial<typeof listings.$inferInsert>;
  pet?: Partial<typeof petPolicies.$inferInsert>;
} {
  switch (change.step) {
    case "place":
      return { listing: placeColumns(change.input) };
    case "space":
      return { listing: { ...change.input } };
    case "pets": {
      const { dogParkName, vetName, ...pet } = change.input;
      return {
        listing: {},
        pet: {
          ...pet,
          petFeeCents: pet.petFee ?? 0,
          petDepositCents: pet.petDeposit ?? 0,
          species: pet.petsAllowed === "no" ? [] : pet.species,
          dogParkName: dogParkName || null,
          vetName: vetName || null,
        },
      };
    }
    case "description":
      return { listing: { ...change.input } };
    case "pricing": {
      const { nightlyRate, monthlyRate, cleaningFee, ...rest } = change.input;
      return {
        listing: {
          ...rest,
          nightlyRateCents: nightlyRate ?? 0,
          monthlyRateCents: monthlyRate,
          cleaningFeeCents: cleaningFee ?? 0,
        },
      };
    }
    case "booking": {
      const { bookingMode, ...rest } = change.input;
      return { listing: { ...rest, instantBook: bookingMode === "instant" } };
    }
  }
}

/** A refusal that lists what the listing would lack (409), shown as a checklist under the message. */
export type Incomplete = Failure & { problems: Missing[] };
export type SaveOutcome = Outcome | Incomplete;

const incomplete = (formError: string, problems: Missing[]): Incomplete => ({
  ...failure(409, formError),
  problems,
});

/**
 * Saves one step of one of the user's listings. A listing travellers can see (published or
 * snoozed) must stay publishable: a save that would break it is refused with the reasons, and
 * nothing is written. Bookings keep their own price snapshot: nothing here changes them.
 */
export async function saveStep(
  db: Database,
  userId: string,
  listingId: number,
  change: StepInput,
): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    const current = await ownListing(tx as unknown as Database, userId, listingId);
    if (!current || current.listing.status === "archived")
      return failure(404, "This listing can no longer be edited.");
    const columns = stepColumns(change);
    const savedSteps = [...new Set([...current.listing.savedSteps, change.step])];
    const next = {
      listing: { ...current.listing, ...columns.listing, savedSteps } as OwnListing["listing"],
      pet: { ...current.pet, ...(columns.pet ?? {}) } as OwnListing["pet"],
    };
    if (current.listing.status !== "draft") {
      const problems = publishProblems(publishableOf(next), current.photoCount);
      if (problems.length > 0)
        return incomplete(
          "Travellers can see this listing, so it must stay complete: this change would leave it without",
          problems,
        );
    }
    await tx
      .update(listings)
      .set({ ...columns.listing, savedSteps, updatedAt: new Date() })
      .where(eq(listings.id, listingId));
    if (columns.pet)
      await tx.update(petPolicies).set(columns.pet).where(eq(petPolicies.listingId, listingId));
    if (next.listing.title !== current.listing.title)
      await refreshPhotoAlts(tx, listingId, next.listing.title);
    return success();
  });
}

export type StatusOutcome = Outcome<{ status: ListingStatus; slug: string }> | Incomplete;

/** Publishes, snoozes, wakes or archives one of the user's listings (listing-rules.ts `transition`). */
export async function changeStatus(
  db: Database,
  userId: string,
  listingId: number,
  action: LifecycleAction,
  options: { snoozeUntil?: string | null } = {},
): Promise<StatusOutcome> {
  return db.transaction(async (tx) => {
    const current = await ownListing(tx as unknown as Database, userId, listingId);
    if (!current) return failure(404, "We couldn't find that listing among yours.");
    const allowed = transition(current.listing.status, action);
    // With review before publishing on (the operators' setting), publishing asks for it first.
    const to =
      allowed === "published" && action === "publish" && (await listingReviewOn(tx)) ? "in_review" : allowed;
    if (!to)
      return incomplete(`A listing that is ${current.listing.status} cannot be ${ACTION_PAST[action]}.`, []);
    if (to === "published" || to === "in_review") {
      const problems = publishProblems(publishableOf(current), current.photoCount);
      if (problems.length > 0)
        return incomplete("A few things are missing before it can be published.", problems);
    }
    const slug =
      action === "publish" && isDraftSlug(current.listing.slug)
        ? slugFor(current.listing.title, current.listing.city, listingId)
        : current.listing.slug;
    await tx
      .update(listings)
      .set({
        status: to,
        slug,
        snoozedUntil: to === "snoozed" ? (options.snoozeUntil ?? null) : null,
        publishedAt: to === "published" && action === "publish" ? new Date() : current.listing.publishedAt,
        reviewNote: action === "publish" ? null : current.listing.reviewNote,
        updatedAt: new Date(),
      })
      .where(eq(listings.id, listingId));
    return success({ status: to, slug });
  });
}

const ACTION_PAST: Record<LifecycleAction, string> = {
  publish: "published",
  snooze: "snoozed",
  unsnooze: "turned back on",
  archive: "archived",
};

/** Snoozed listings whose end date has come are published again (a background job). */
/** Snoozes whose last day has passed (in the listing's own time zone) end: the stays show again. */
export async function wakeSnoozedListings(db: Database, now: Date) {
  const localToday = sql`(${now.toISOString()}::timestamptz at time zone ${listings.timeZone})::date`;
  const woken = await db
    .update(listings)
    .set({ status: "published", snoozedUntil: null, updatedAt: now })
    .where(and(eq(listings.status, "snoozed"), lte(listings.snoozedUntil, localToday)))
    .returning({ id: listings.id });
  return woken.length;
}
