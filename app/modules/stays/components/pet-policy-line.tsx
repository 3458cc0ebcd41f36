import { useFormat, useT } from "~/i18n/react";
import type { PetPolicySummary } from "../stays";
import { petPolicyText } from "../pet-policy-text";

type Say = (key: string, values?: Record<string, string | number>) => string;

/** The pet policy at a glance in the reader's language (decision 3800): see petPolicyText. */
export function PetPolicyLine({ policy, currency }: { policy: PetPolicySummary; currency: string }) {
  return <>{usePetPolicyText(policy, currency)}</>;
}

/** The same words as a string, for a sentence that holds them ("This home: …"). */
export function usePetPolicyText(policy: PetPolicySummary, currency: string) {
  const t = useT("stay.policy");
  const pets = useT("pets.counted");
  const format = useFormat();
  return petPolicyText(policy, currency, {
    policy: t as unknown as Say,
    pets: pets as unknown as Say,
    number: format.number,
    money: format.money,
    weight: format.weight,
  });
}
