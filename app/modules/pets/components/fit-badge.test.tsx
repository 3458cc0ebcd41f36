import { describe, expect, it } from "vitest";
import { inLanguage as renderIn } from "../../../../tests/helpers/in-language.tsx";
import { fitSummary, type FitPolicy } from "../fit";
import { FitBadge } from "./fit-badge";

const dogsOnly: FitPolicy = { petsAllowed: "yes", species: ["dog"], maxPets: 2, maxWeightLb: 50 };
const max = { name: "Max", species: "dog", weightLb: 30 };
const luna = { name: "Luna", species: "cat", weightLb: 9 };

describe("the cards' fit badge in the reader's language (issue 38)", () => {
  it("says the verdict and the reasons as before in English", () => {
    expect(renderIn("en", <FitBadge fit={fitSummary(dogsOnly, [max])} currency="USD" />)).toContain(
      "Fits Max",
    );
    const no = renderIn("en", <FitBadge fit={fitSummary(dogsOnly, [max, luna])} currency="USD" />);
    expect(no).toContain("Doesn&#x27;t fit Max and Luna");
    expect(no).toContain("No cats — dogs welcome");
    expect(
      renderIn(
        "en",
        <FitBadge
          fit={fitSummary({ ...dogsOnly, petsAllowed: "on_request" }, [{ ...max, name: "" }])}
          currency="USD"
        />,
      ),
    ).toContain("Your pet: on request");
  });

  it("says them in Spanish and Arabic", () => {
    const es = renderIn("es", <FitBadge fit={fitSummary(dogsOnly, [max, luna])} currency="USD" />);
    expect(es).toContain("No apto para Max y Luna");
    const ar = renderIn("ar", <FitBadge fit={fitSummary(dogsOnly, [max])} currency="USD" />);
    expect(ar).toContain("مناسب لـ Max");
  });
});
