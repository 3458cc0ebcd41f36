import type { metaLanguage } from "../../i18n/meta.ts";
import { formatMoney, formatWeight } from "../../shared/format.ts";
import { petPolicyText } from "./pet-policy-text.ts";
import type { StayDescription } from "./stay-page.server.ts";
import { PROPERTY_TYPES } from "./property-types.ts";

/** The stay page's meta description in the reader's language: one message, its parts as arguments. */
export function stayMetaDescription(parts: StayDescription, language: ReturnType<typeof metaLanguage>) {
  const money = (cents: number, currency: string) => formatMoney(cents, currency, false, language.tag);
  const number = (value: number) => new Intl.NumberFormat(language.tag).format(value);
  const type = (PROPERTY_TYPES as readonly string[]).includes(parts.propertyType)
    ? language.t("stay.card.type")(parts.propertyType)
    : parts.propertyType;
  return language.t("stay.page")("metaSummary", {
    type,
    where: parts.where,
    policy: petPolicyText(parts.policy, parts.currency, {
      policy: language.t("stay.policy"),
      pets: language.t("pets.counted"),
      number,
      money,
      weight: (value, unit) => formatWeight(value, unit, language.tag),
    }),
    nightly: money(parts.nightlyCents, parts.currency),
    monthly: parts.monthlyCents ? money(parts.monthlyCents, parts.currency) : "none",
  });
}
