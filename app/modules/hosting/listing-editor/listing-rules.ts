import type { ListingStatus } from "../../../../db/schema/stays.ts";
import { quoteNights, type PriceQuote, type PriceTerms } from "../../stays/pricing.ts";
import { type PetFeeBasis } from "../../pets/pet-fee.ts";
import type { StepKey } from "./listing-steps.ts";

/**
 * The rules of a listing's life, as pure functions: what it still needs before it can be
 * published, which status changes are allowed, and the price previews the editor shows.
 */
export const MIN_PHOTOS = 5;
export const MAX_PHOTOS = 50;
export const TITLE_MIN = 10;
export const DESCRIPTION_MIN = 100;

/** What publishing reads of a listing (columns of listings and pet_policies). */
export interface PublishableListing {
  title: string;
  description: string;
  address: string;
  city: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  maxGuests: number;
  beds: number;
  nightlyRateCents: number;
  monthlyRateCents: number | null;
  minNights: number;
  maxNights: number;
  petsAllowed: "yes" | "on_request" | "no";
  species: string[];
  /** Steps the owner has saved at least once. */
  savedSteps: StepKey[];
}

export interface Missing {
  step: StepKey;
  message: string;
}

/** Everything that stops a listing being published, each with the step that fixes it; empty when ready. */
export function publishProblems(listing: PublishableListing, photoCount: number): Missing[] {
  const missing: Missing[] = [];
  const need = (step: StepKey, ok: boolean, message: string) => void (ok || missing.push({ step, message }));
  need("place", listing.address.trim() !== "" && listing.city.trim() !== "", "Add the address.");
  need(
    "place",
    listing.latitude !== null && listing.longitude !== null,
    "Set the map pin (latitude and longitude).",
  );
  need("space", listing.savedSteps.includes("space"), "Say how many guests, bedrooms, beds and bathrooms.");
  need("photos", photoCount >= MIN_PHOTOS, `Add at least ${MIN_PHOTOS} photos (${photoCount} so far).`);
  need("pets", listing.savedSteps.includes("pets"), "Set the pet policy.");
  need(
    "pets",
    listing.petsAllowed === "no" || listing.species.length > 0,
    "Choose which species are welcome, or say pets are not allowed.",
  );
  need(
    "description",
    listing.title.trim().length >= TITLE_MIN,
    `Give it a title of ${TITLE_MIN} characters or more.`,
  );
  need(
    "description",
    listing.description.trim().length >= DESCRIPTION_MIN,
    `Describe the place in ${DESCRIPTION_MIN} characters or more.`,
  );
  need("pricing", listing.nightlyRateCents > 0, "Set the nightly rate.");
  need("booking", listing.savedSteps.includes("booking"), "Choose the booking settings.");
  need("booking", listing.maxNights >= listing.minNights, "The maximum nights cannot be under the minimum.");
  return missing;
}

export type LifecycleAction = "publish" | "snooze" | "unsnooze" | "archive";

const TRANSITIONS: Record<LifecycleAction, { from: ListingStatus[]; to: ListingStatus }> = {
  publish: { from: ["draft"], to: "published" },
  snooze: { from: ["published"], to: "snoozed" },
  unsnooze: { from: ["snoozed"], to: "published" },
  archive: { from: ["draft", "in_review", "published", "snoozed"], to: "archived" },
};

/** The status after `action`, or null when the listing's status does not allow it. */
export function transition(status: ListingStatus, action: LifecycleAction): ListingStatus | null {
  const rule = TRANSITIONS[action];
  return rule.from.includes(status) ? rule.to : null;
}

/** Whether a snoozed listing is due to come back (its end date reached); null = until turned back on. */
export const snoozeOver = (snoozedUntil: string | null, today: string) =>
  snoozedUntil !== null && snoozedUntil <= today;

export const STATUS_LABELS: Record<ListingStatus, string> = {
  draft: "Draft",
  in_review: "Waiting for review",
  published: "Published",
  snoozed: "Snoozed",
  archived: "Archived",
};

/** The address a published stay gets: its title and city, lower-case words and digits. */
export function slugFor(title: string, city: string, id: number) {
  const words = `${title} ${city}`
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return `${words || "stay"}-${id}`;
}

/**
 * The booking's terms as the editor previews them: a count of nights knows no dates, so no
 * calendar prices and no booking day (of the pricing rules only the monthly discount shows), and
 * the currency is always known.
 */
export type PreviewTerms = Omit<PriceTerms, "overrides" | "today" | "currency"> & { currency: string };

export interface PricePreviewRow {
  nights: number;
  pets: number;
  quote: PriceQuote;
}

/** The totals the pricing step shows: 3, 7 and 30 nights, without and with one pet. */
export function pricePreview(
  terms: PreviewTerms,
  { nights = [3, 7, 30], pets = [0, 1] } = {},
): PricePreviewRow[] {
  return nights.flatMap((n) => pets.map((p) => ({ nights: n, pets: p, quote: quoteNights(terms, n, p) })));
}

/**
 * The pets step's example: two dogs for seven nights under the policy as typed (its fee and
 * deposit with the listing's rates), or why they could not come. Null before the rate is set.
 */
export function examplePetPrice(
  terms: PreviewTerms,
  pet: {
    petsAllowed: "yes" | "on_request" | "no";
    species: string[];
    maxPets: number;
    petFeeCents: number;
    petFeeBasis: PetFeeBasis;
    petDepositCents: number;
  },
):
  | {
      allowed: true;
      quote: PriceQuote;
      /** A nightly rate is set (step 6): the total means something. */ priced: boolean;
    }
  | { allowed: false; reason: string } {
  if (pet.petsAllowed === "no") return { allowed: false, reason: "pets are not allowed." };
  if (!pet.species.includes("dog")) return { allowed: false, reason: "dogs are not on the list." };
  if (pet.maxPets < 2) return { allowed: false, reason: `at most ${pet.maxPets} pet per stay.` };
  const quote = quoteNights(
    {
      ...terms,
      petFeeCents: pet.petFeeCents,
      petFeeBasis: pet.petFeeBasis,
      petDepositCents: pet.petDepositCents,
    },
    7,
    2,
  );
  return { allowed: true, quote, priced: terms.nightlyRateCents > 0 };
}

/** The host home's line about the owner's listings: how many are live, and how many need work. */
export function listingsSummary(total: number, live: number, needWork: number): string {
  if (total === 0) return "Share your home with travellers and their pets.";
  if (total === 1)
    return live === 1
      ? needWork
        ? "Your listing is live; it needs a few things before travellers can book."
        : "Your listing is live."
      : "Your listing is not live yet: it needs a few things before travellers can book.";
  const lead = `${live} of your ${total} listings ${live === 1 ? "is" : "are"} live`;
  return needWork
    ? `${lead}; ${needWork} ${needWork === 1 ? "needs" : "need"} a few things before travellers can book.`
    : `${lead}.`;
}
