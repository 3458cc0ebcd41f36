import { describe, expect, it } from "vitest";
import { localizeMessage } from "../../../i18n/server-messages.server.ts";
import { changeRules, rulesFormSchema, seasonFormSchema } from "../pricing-rules/pricing-rules-form.ts";
import { publishProblems } from "./listing-rules.ts";
import { hostProfileSchema, STEP_SCHEMAS } from "./listing-forms.ts";
import { encodeListingPhoto } from "./listing-photos.server.ts";
import type { z } from "zod";
import type { PricingRules } from "../../stays/pricing-rules.ts";

const issues = (schema: z.ZodType, input: Record<string, string | undefined>) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

/** Inputs that provoke each of the wizard's field messages: empty, malformed, out of bounds, too long. */
function everyMessage(): string[] {
  const long = "x".repeat(6000);
  const lines = Array.from({ length: 30 }, () => "y".repeat(200)).join("\n");
  const all: Record<string, string>[] = [
    {},
    Object.fromEntries(
      "address city region postcode accessibilityNotes dogParkName vetName notes serviceAnimalNote title summary description checkInInstructions"
        .split(" ")
        .map((f) => [f, long]),
    ),
    {
      address: "ab",
      latitude: "x",
      longitude: "200",
      maxGuests: "2.5",
      bedrooms: "99",
      bathrooms: "1.3",
      sizeSqm: "x",
      amenities: "sauna",
      species: "dragon",
      maxPets: "x",
      maxWeight: "999",
      weightUnit: "kg",
      breedRestrictions: lines,
      houseRules: lines,
      petFee: "1x",
      petDeposit: "99999",
      dogParkMiles: "x",
      vetMiles: "500",
      checkInTime: "25:00",
      nightlyRate: "0",
      weeklyDiscountPct: "x",
      monthlyRate: "x",
      minNights: "5",
      maxNights: "2",
      lodgingTaxPct: "1.234",
      taxExemptAfterNights: "x",
    },
    { petsAllowed: "yes", species: "", maxWeight: "200", weightUnit: "kg", title: "a", sizeSqm: "1" },
  ];
  const messages = all.flatMap((input) =>
    Object.values(STEP_SCHEMAS).flatMap((schema) => issues(schema, input)),
  );
  const rules: PricingRules = { weekendRateCents: null, monthlyDiscountPct: 0, timing: null, seasons: [] };
  const season = { start: "2027-07-01", end: "2027-08-01", nightlyRateCents: 10_000 };
  const withSeason: PricingRules = { ...rules, seasons: [season] };
  const added = (s: typeof season, r = rules, today = "2027-01-01") =>
    changeRules(r, { intent: "add-season", season: s }, today);
  const refusal = (outcome: ReturnType<typeof added>) =>
    outcome.ok ? outcome.value.message : (outcome.formError ?? Object.values(outcome.fieldErrors)[0]!);
  return [
    ...messages,
    ...publishProblems(
      {
        address: "",
        city: "",
        latitude: null,
        longitude: null,
        savedSteps: [],
        petsAllowed: "yes",
        species: [],
        title: "",
        description: "",
        nightlyRateCents: 0,
        minNights: 3,
        maxNights: 2,
      } as unknown as Parameters<typeof publishProblems>[0],
      2,
    ).map((p) => p.message),
    ...issues(rulesFormSchema, {
      weekendRate: "x",
      monthlyDiscountPct: "x",
      timingKind: "x",
      timingPct: "99",
    }),
    ...issues(rulesFormSchema, { weekendRate: "0", timingKind: "early-bird", timingDays: "0" }),
    ...issues(rulesFormSchema, { weekendRate: "9999999", timingKind: "last-minute" }),
    ...issues(seasonFormSchema, {}),
    refusal(added(season)),
    refusal(added({ ...season, end: season.start })),
    refusal(added(season, rules, "2028-01-01")),
    refusal(added({ ...season, end: "2028-12-01" })),
    refusal(added(season, withSeason)),
    refusal(changeRules(withSeason, { intent: "remove-season", start: "2027-07-01" }, "2027-01-01")),
    refusal(changeRules(rules, { intent: "remove-season", start: "2027-07-01" }, "2027-01-01")),
    refusal(
      changeRules(rules, { intent: "rules", form: { ...rulesFormValues, timingKind: "none" } }, "2027-01-01"),
    ),
  ];
}
const rulesFormValues = { weekendRate: null, monthlyDiscountPct: null, timingDays: null, timingPct: null };

describe("the listing wizard's and pricing rules' messages in the reader's language", () => {
  it("has every message of the steps' forms, the publish checklist and the pricing rules in the catalogue", () => {
    const messages = [...new Set(everyMessage())];
    expect(messages.length).toBeGreaterThan(70);
    // Said in Spanish means found, with the field's name found too.
    expect(messages.filter((message) => localizeMessage("es", message) === message)).toEqual([]);
  });

  it("names the field in the reader's words, with a capital where the sentence starts with it", () => {
    expect(localizeMessage("es", "Enter the street address (3 characters at least).")).toBe(
      "Indica la dirección (3 caracteres como mínimo).",
    );
    expect(localizeMessage("fr", "The nightly rate: 100,000 at most.")).toBe(
      "Le prix par nuit : 100\u202f000 au maximum.",
    );
    expect(localizeMessage("ar", "The number of guests: from 1 to 16.")).toBe("عدد الضيوف: من ١ إلى ١٦.");
    expect(localizeMessage("es", "Season Jul 1, 2027 to Jul 31, 2027 added.")).toBe(
      "Temporada del 1 jul 2027 al 31 jul 2027 añadida.",
    );
    // A field the table does not know keeps the whole sentence in English.
    expect(localizeMessage("es", "Enter the name of your boat.")).toBe("Enter the name of your boat.");
  });
});

/** The photos' server refusals, the status changes' and the host profile's (issue 38). */
describe("the photos', status changes' and host profile's messages in the reader's language", () => {
  it("finds each in formErrors", async () => {
    const sharp = (await import("sharp")).default;
    const small = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#888" } })
      .png()
      .toBuffer();
    const refusal = async (input: Parameters<typeof encodeListingPhoto>[0]) => {
      const outcome = await encodeListingPhoto(input);
      return outcome.ok ? "" : outcome.formError;
    };
    const messages = [
      await refusal(Buffer.alloc(0)),
      await refusal(Buffer.from("not a picture at all")),
      await refusal({ path: "/nowhere", size: 17_301_504 }),
      await refusal({ path: "/nowhere", size: 1, truncated: true }),
      await refusal(small),
      "The photo could not be read; it may be damaged. Please try another one.",
      // Written where the listing is locked (listing-photos.server.ts, hosting.server.ts `changeStatus`).
      "The photo is 9000 × 6000 pixels, over 50 megapixels. Please upload a smaller copy.",
      "This listing already has 50 photos, the most it can have. Remove one to add another.",
      "Travellers can see this listing, so it must keep at least 5 photos. Add another photo before removing this one.",
      "That photo is not on this listing (it may have been removed already).",
      "The photos changed meanwhile (another tab?). Reload the page and try again.",
      "A caption is at most 140 characters.",
      "We couldn't find that listing among yours.",
      "A listing that is in_review cannot be snoozed.",
      "A listing that is archived cannot be turned back on.",
      "A few things are missing before it can be published.",
      ...issues(hostProfileSchema, { about: "x".repeat(1001) }),
      ...issues(hostProfileSchema, { languages: Array.from({ length: 11 }, (_, i) => `L${i}`).join(",") }),
    ];
    expect(new Set(messages).size, messages.join("\n")).toBe(messages.length);
    expect(messages.filter((message) => localizeMessage("es", message) === message)).toEqual([]);
    expect(localizeMessage("ar", messages[4]!)).toBe(
      "أبعاد الصورة ٢٠ × ١٠ بكسل فقط. المسافرون يدققون النظر: يُرجى رفع صورة لا يقل عرضها عن ٦٤٠ بكسل وارتفاعها عن ٤٠٠.",
    );
    expect(localizeMessage("fr", "A few words about you: 1000 characters at most.")).toBe(
      "Quelques mots sur vous : 1\u202f000 caractères au maximum.",
    );
    expect(localizeMessage("es", "A listing that is archived cannot be published.")).toBe(
      "Un anuncio archivado no se puede publicar.",
    );
  });
});
