/**
 * The listing editor's steps, in order: a new listing walks through them as a wizard, a
 * listing already made shows the same steps as sections to edit.
 */
export const LISTING_STEPS = [
  { key: "place", label: "Place", lead: "What kind of place, and where it is." },
  { key: "space", label: "Space", lead: "Rooms, beds, guests and what the home offers." },
  { key: "photos", label: "Photos", lead: "At least five: the first is the cover." },
  { key: "pets", label: "Pets", lead: "Which pets are welcome, on what terms, at what price." },
  { key: "description", label: "Description", lead: "Title, description, house rules and check-in." },
  { key: "pricing", label: "Pricing", lead: "Nightly and monthly rates, fees and taxes." },
  { key: "booking", label: "Booking settings", lead: "How and when guests can book." },
  { key: "review", label: "Review and publish", lead: "Everything travellers will see." },
] as const;

export type StepKey = (typeof LISTING_STEPS)[number]["key"];
/** Steps with a form of their own (photos has its own page; review only publishes). */
export type FormStepKey = Exclude<StepKey, "photos" | "review">;

// The frame links to it on every page: it lives with the site's addresses, off the steps' module.
export { NEW_LISTING_PATH } from "~/site";

export const stepPath = (listingId: number, step: StepKey) => `/host/listings/${listingId}/${step}`;

/** The step after `step` (review is the last). */
export function nextStep(step: StepKey): StepKey {
  const index = LISTING_STEPS.findIndex((s) => s.key === step);
  return LISTING_STEPS[Math.min(index + 1, LISTING_STEPS.length - 1)]!.key;
}

export const stepLabel = (step: StepKey) => LISTING_STEPS.find((s) => s.key === step)!.label;
