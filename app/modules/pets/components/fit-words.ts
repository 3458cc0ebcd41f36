import { useFormat, useT } from "~/i18n/react";
import type { FitSaid, FitWho } from "../fit";

/**
 * The fit check's words in the page's language (the catalogue's `stay.fit`): who the pets are and
 * each reason from its facts (`FitReason.said`), for the stay's fit panel and the cards' fit badge.
 */
export function useFitWords() {
  const t = useT("stay.fit");
  const format = useFormat();
  const who = (w: FitWho) =>
    "names" in w
      ? t("who", { kind: "named", names: format.and(w.names), count: 0, species: "" })
      : t("who", { kind: "counted", names: "", count: w.count, species: w.species || "other" });
  const reason = (said: FitSaid) => {
    switch (said.code) {
      case "no_pets":
        return t("noPets");
      case "too_many":
        return t("tooMany", { max: said.max, count: said.count });
      case "species":
        return t("species", {
          species: said.species || "other",
          welcome: said.welcome.length
            ? format.and(said.welcome.map((s) => t("speciesName", { species: s })))
            : "none",
        });
      case "weight":
        return t("weight", {
          only: said.only || "other",
          limit: format.weight(said.limit, said.unit),
          weight: format.weight(said.weight, said.unit),
          named: said.name ? "yes" : "no",
          name: said.name,
        });
      case "breed":
        return t("breed", { breed: said.breed, named: said.name ? "yes" : "no", name: said.name });
    }
  };
  return { who, reason };
}

/** A sentence that may start with a pet's phrase ("your dog: on request") starts with a capital. */
export const capital = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
