import { limitAsTyped } from "../pets/weight.ts";
import type { PetPolicySummary } from "./stays.ts";

type Say = (key: string, values?: Record<string, string | number>) => string;

/**
 * The pet policy at a glance in a language (decision 3800), e.g. "2 dogs up to 40 lb · $75 pet fee per
 * stay": one ICU message (`stay.policy.line`) with its parts as arguments, never glued words. `policy`
 * speaks `stay.policy`, `pets` speaks `pets.counted`; the page's component and the server's meta
 * description both write it here.
 */
export function petPolicyText(
  summary: PetPolicySummary,
  currency: string,
  say: {
    policy: Say;
    pets: Say;
    number: (n: number) => string;
    money: (cents: number, currency: string) => string;
    /** A weight with its unit in the language ("٢٠ كغم"); without it, the number and the unit's symbol. */
    weight?: (value: number, unit: "kg" | "lb") => string;
  },
): string {
  const { policy: t, pets } = say;
  if (summary.petsAllowed === "no" || summary.maxPets === 0) return t("none");
  const species = summary.species.filter((s) => s !== "other");
  const count = summary.maxPets;
  const animals =
    species.length === 1
      ? pets(species[0]!, { count })
      : species.length === 2
        ? t("either", { first: pets(species[0]!, { count }), second: pets(`${species[1]!}Bare`, { count }) })
        : pets("pet", { count });
  const unit = summary.maxWeightUnit ?? "lb";
  const weightOf = (value: number, unit: "kg" | "lb") =>
    say.weight ? say.weight(value, unit) : `${say.number(value)} ${unit}`;
  return t("line", {
    animals,
    weight: summary.maxWeightLb ? weightOf(limitAsTyped(summary.maxWeightLb, unit), unit) : "none",
    onRequest: summary.petsAllowed === "on_request" ? "yes" : "no",
    fee:
      summary.petFeeCents > 0
        ? t("fee", { amount: say.money(summary.petFeeCents, currency), basis: summary.petFeeBasis })
        : t("noFee"),
  });
}
