import { describe, expect, it } from "vitest";
import { translatorFor } from "../../i18n/language.server.ts";
import { intlLocale, type Locale } from "../../i18n/locales.ts";
import { formatMoney } from "../../shared/format.ts";
import { petPolicyText } from "./pet-policy-text.ts";
import { petPolicyLine, type PetPolicySummary } from "./stays.ts";

const pet: PetPolicySummary = {
  petsAllowed: "yes",
  species: ["dog"],
  maxPets: 2,
  maxWeightLb: 40,
  petFeeCents: 7_500,
  petFeeBasis: "per_stay",
};

const say = (locale: Locale) => ({
  policy: translatorFor(locale, "stay.policy"),
  pets: translatorFor(locale, "pets.counted"),
  number: (n: number) => new Intl.NumberFormat(intlLocale(locale)).format(n),
  money: (cents: number, currency: string) => formatMoney(cents, currency, false, intlLocale(locale)),
});

describe("petPolicyText", () => {
  it("says in English what petPolicyLine says", () => {
    for (const policy of [
      pet,
      { ...pet, species: ["dog", "cat"], maxPets: 1, maxWeightLb: null, petFeeCents: 0 },
      { ...pet, petsAllowed: "no" as const },
      { ...pet, petsAllowed: "on_request" as const, petFeeBasis: "per_pet_per_night" as const },
      { ...pet, species: ["dog", "cat", "bird"], maxPets: 3 },
    ])
      expect(petPolicyText(policy, "USD", say("en"))).toBe(petPolicyLine(policy, "USD"));
  });

  it("speaks the reader's language, with its digits and money", () => {
    expect(petPolicyText(pet, "EUR", say("es"))).toMatch(
      /^2 perros de hasta 40 lb · 75\s€ de tarifa por mascota por estancia$/,
    );
    expect(petPolicyText(pet, "EUR", say("fr"))).toMatch(/^2 chiens/);
    expect(petPolicyText(pet, "USD", say("ar"))).toMatch(/٤٠/);
  });
});
