import type { ListingStatus } from "../../../../db/schema/stays.ts";
import { quoteNights, quoteStay, type PriceQuote, type PriceTerms } from "../../stays/pricing.ts";
import { addDays } from "../../../shared/dates.ts";
import { PREVIEW_STAYS } from "../pricing-rules/pricing-rules-form.ts";
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
 * The booking's terms as the editor previews them: the listing's terms with its currency always
 * known; with example dates, the owner's rules, calendar prices and today where the home is, so the
 * weekend and seasonal prices show too.
 */
export type PreviewTerms = PriceTerms & { currency: string };

export interface PricePreviewRow {
  label: string;
  nights: number;
  checkIn: string;
  checkOut: string;
  pets: number;
  quote: PriceQuote;
}

/**
 * The totals the pricing step shows: a weekend, a week and a month from one check-in (a Friday a
 * week or more ahead, as on the pricing rules page), without and with one pet, priced by the
 * booking's own function on those dates (weekend, seasons, calendar prices and discounts).
 */
export function pricePreview(
  terms: PreviewTerms,
  checkIn: string,
  {
    stays = PREVIEW_STAYS,
    pets = [0, 1],
  }: { stays?: readonly { label: string; nights: number }[]; pets?: number[] } = {},
): PricePreviewRow[] {
  return stays.flatMap((s) => {
    const checkOut = addDays(checkIn, s.nights);
    return pets.map((p) => ({
      label: s.label,
      nights: s.nights,
      checkIn,
      checkOut,
      pets: p,
      quote: quoteStay(terms, checkIn, checkOut, p),
    }));
  });
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
  | {
      allowed: false;
      /** Which of the three, worded by the page. */ why: "noPets" | "noDogs" | "onePet";
    } {
  if (pet.petsAllowed === "no") return { allowed: false, why: "noPets" };
  if (!pet.species.includes("dog")) return { allowed: false, why: "noDogs" };
  if (pet.maxPets < 2) return { allowed: false, why: "onePet" };
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
