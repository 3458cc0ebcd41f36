import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { listingPhotos, listings, petPolicies, users } from "../../db/schema/index.ts";
import {
  changeStatus,
  createDraft,
  hostProfileFor,
  myListings,
  ownListing,
  saveStep,
  wakeSnoozedListings,
} from "../../app/modules/hosting/hosting.server.ts";
import {
  bookingSettingsSchema,
  descriptionSchema,
  petsSchema,
  placeSchema,
  pricingSchema,
  spaceSchema,
} from "../../app/modules/hosting/listing-editor/listing-forms.ts";
import { parseSearchFilters } from "../../app/modules/stays/search-filters.ts";
import { stepValues } from "../../app/modules/hosting/listing-editor/step-values.ts";
import { searchStays } from "../../app/modules/stays/search.server.ts";
import { describeEachDatabase } from "../helpers/database.ts";

/** The listing editor's services, through the step schemas the pages use. */
const place = placeSchema.parse({
  propertyType: "cottage",
  placeKind: "entire",
  address: "12 Elm Street",
  city: "Madison",
  region: "Wisconsin",
  postcode: "53703",
  country: "United States",
  latitude: "43.0731",
  longitude: "-89.4012",
});
const space = spaceSchema.parse({
  maxGuests: "4",
  bedrooms: "2",
  beds: "2",
  bathrooms: "1.5",
  amenities: "wifi,washer",
});
const pets = petsSchema.parse({
  petsAllowed: "yes",
  species: "dog,cat",
  maxPets: "2",
  maxWeight: "20",
  weightUnit: "kg",
  petFee: "40",
  petFeeBasis: "per_stay",
  unattended: "crated",
  serviceAnimalNote: "Service animals are always welcome.",
});
const description = descriptionSchema.parse({
  title: "Garden cottage near the lake",
  description:
    "A bright two-bedroom cottage with a fenced garden, a short walk from the lake path where dogs may run off the lead in the mornings.",
  houseRules: "No smoking\nQuiet after 10 pm",
  checkInTime: "15:00",
  checkOutTime: "11:00",
  checkInInstructions: "The key box code arrives the day before.",
});
const pricing = pricingSchema.parse({
  currency: "USD",
  nightlyRate: "120",
  weeklyDiscountPct: "10",
  cleaningFee: "60",
  lodgingTaxPct: "9.5",
});
const booking = bookingSettingsSchema.parse({
  bookingMode: "instant",
  minNights: "2",
  maxNights: "90",
  advanceNoticeDays: "1",
  preparationNights: "1",
  availabilityMonths: "12",
  cancellationPolicy: "moderate",
});

const madison = parseSearchFilters(new URLSearchParams({ where: "Madison" })).filters;

describeEachDatabase("hosting", (database) => {
  const host = { id: "host-ada", name: "Ada Host" };
  const other = { id: "host-bo", name: "Bo Other" };

  it("a user becomes a host once, however many listings they start", async () => {
    const { db } = database();
    await db.insert(users).values([
      { id: host.id, name: host.name, email: "host-ada@example.com" },
      { id: other.id, name: other.name, email: "host-bo@example.com" },
    ]);
    const [first, second] = await Promise.all([hostProfileFor(db, host), hostProfileFor(db, host)]);
    expect(first!.id).toBe(second!.id);
    expect(first!.name).toBe("Ada Host");
  });

  it("a draft is saved step by step, hidden from search, published when complete, then found", async () => {
    const { db } = database();
    const id = await createDraft(db, host, place);
    const draft = await ownListing(db, host.id, id);
    expect(draft!.listing.status).toBe("draft");
    expect(draft!.listing.timeZone).toBe("America/Chicago");
    expect(draft!.listing.savedSteps).toEqual(["place"]);

    // A draft that was never priced can be archived as it is (found by the fuzz harness: a 500).
    const abandoned = await createDraft(db, host, place);
    expect(await changeStatus(db, host.id, abandoned, "archive")).toMatchObject({
      ok: true,
      value: { status: "archived" },
    });

    const refused = await changeStatus(db, host.id, id, "publish");
    expect(refused.ok).toBe(false);
    expect(refused).toMatchObject({
      status: 409,
      formError: "A few things are missing before it can be published.",
    });
    if (!refused.ok && "problems" in refused) expect(refused.problems.map((p) => p.step)).toContain("photos");

    for (const change of [
      { step: "space", input: space },
      { step: "pets", input: pets },
      { step: "description", input: description },
      { step: "pricing", input: pricing },
      { step: "booking", input: booking },
    ] as const)
      expect(await saveStep(db, host.id, id, change)).toEqual({ ok: true, value: undefined });
    await db.insert(listingPhotos).values(
      Array.from({ length: 5 }, (_, position) => ({
        listingId: id,
        position,
        storageKey: `t/${id}/${position}`,
        alt: "Room",
      })),
    );
    const saved = await ownListing(db, host.id, id);
    // 20 kg is 44.1 lb: kept as 44 (never above the limit typed), and given back to the owner as typed.
    expect(saved!.pet).toMatchObject({ maxWeightLb: 44, maxWeightUnit: "kg" });
    expect(stepValues(saved!, "pets")).toMatchObject({ maxWeight: "20", weightUnit: "kg" });
    expect(saved!.listing.lodgingTaxBps).toBe(950);
    expect(saved!.listing.instantBook).toBe(true);

    const hidden = await searchStays(db, madison);
    expect(hidden.stays.map((s) => s.id)).not.toContain(id);

    const published = await changeStatus(db, host.id, id, "publish");
    expect(published).toEqual({
      ok: true,
      value: { status: "published", slug: `garden-cottage-near-the-lake-madison-${id}` },
    });
    const found = await searchStays(db, madison);
    expect(found.stays.map((s) => s.id)).toContain(id);
    expect((await myListings(db, host.id)).find((l) => l.id === id)?.missing).toEqual([]);
  });

  it("someone else's listing is not found, to read, save or publish", async () => {
    const { db } = database();
    const id = await createDraft(db, host, place);
    expect(await ownListing(db, other.id, id)).toBeNull();
    expect(await saveStep(db, other.id, id, { step: "space", input: space })).toEqual({
      ok: false,
      status: 404,
      formError: "This listing can no longer be edited.",
      fieldErrors: {},
    });
    expect(await changeStatus(db, other.id, id, "archive")).toEqual({
      ok: false,
      status: 404,
      formError: "We couldn't find that listing among yours.",
      fieldErrors: {},
    });
    expect((await myListings(db, other.id)).map((l) => l.id)).not.toContain(id);
    expect((await ownListing(db, host.id, id))!.listing.status).toBe("draft");
  });

  it("a published listing stays publishable: a save that would break it is refused, nothing written", async () => {
    const { db } = database();
    const [live] = (await myListings(db, host.id)).filter((l) => l.status === "published");
    const refused = await saveStep(db, host.id, live!.id, {
      step: "description",
      input: { ...description, title: "Short" },
    });
    expect(refused).toMatchObject({ ok: false, status: 409 });
    const [row] = await db.select({ title: listings.title }).from(listings).where(eq(listings.id, live!.id));
    expect(row!.title).toBe("Garden cottage near the lake");
  });

  it("snooze hides until its date or until turned back on; archive is final", async () => {
    const { db } = database();
    const [live] = (await myListings(db, host.id)).filter((l) => l.status === "published");
    expect(await changeStatus(db, host.id, live!.id, "snooze", { snoozeUntil: "2030-01-10" })).toMatchObject({
      ok: true,
      value: { status: "snoozed" },
    });
    expect((await searchStays(db, madison)).stays.map((s) => s.id)).not.toContain(live!.id);
    expect(await wakeSnoozedListings(db, new Date("2030-01-10T05:00:00Z"))).toBe(0);
    expect(await wakeSnoozedListings(db, new Date("2030-01-10T07:00:00Z"))).toBe(1);
    expect((await ownListing(db, host.id, live!.id))!.listing.status).toBe("published");

    expect(await changeStatus(db, host.id, live!.id, "archive")).toMatchObject({
      ok: true,
      value: { status: "archived" },
    });
    expect(await changeStatus(db, host.id, live!.id, "publish")).toMatchObject({
      ok: false,
      status: 409,
      formError: "A listing that is archived cannot be published.",
      problems: [],
    });
    expect(await saveStep(db, host.id, live!.id, { step: "space", input: space })).toMatchObject({
      ok: false,
      status: 404,
    });
    const [policy] = await db.select().from(petPolicies).where(eq(petPolicies.listingId, live!.id));
    expect(policy!.species).toEqual(["dog", "cat"]);
  });
});
