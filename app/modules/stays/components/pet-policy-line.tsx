import { limitAsTyped } from "~/modules/pets/weight";
import { useFormat, useT } from "~/i18n/react";
import type { PetPolicySummary } from "../stays";

/**
 * The pet policy at a glance in the reader's language (decision 3800), e.g. "2 dogs up to 40 lb ·
 * $75 pet fee per stay": one ICU message with its parts as arguments, never glued words.
 */
export function PetPolicyLine({ policy, currency }: { policy: PetPolicySummary; currency: string }) {
  const t = useT("stay.policy");
  const pets = useT("pets.counted");
  const format = useFormat();
  if (policy.petsAllowed === "no" || policy.maxPets === 0) return <>{t("none")}</>;
  const species = policy.species.filter((s) => s !== "other");
  const count = policy.maxPets;
  const animals =
    species.length === 1
      ? pets(species[0]!, { count })
      : species.length === 2
        ? t("either", { first: pets(species[0]!, { count }), second: pets(`${species[1]!}Bare`, { count }) })
        : pets("pet", { count });
  const unit = policy.maxWeightUnit ?? "lb";
  return (
    <>
      {t("line", {
        animals,
        weight: policy.maxWeightLb
          ? `${format.number(limitAsTyped(policy.maxWeightLb, unit))} ${unit}`
          : "none",
        onRequest: policy.petsAllowed === "on_request" ? "yes" : "no",
        fee:
          policy.petFeeCents > 0
            ? t("fee", { amount: format.money(policy.petFeeCents, currency), basis: policy.petFeeBasis })
            : t("noFee"),
      })}
    </>
  );
}
