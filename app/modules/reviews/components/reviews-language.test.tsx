import { describe, expect, it } from "vitest";
import { inLanguage as renderIn } from "../../../../tests/helpers/in-language.tsx";
import type { PublicTraveller } from "../guest-record";
import { PublicTravellerPage } from "./public-traveller-page";
import { ReviewOfYouPanel } from "./review-of-you-panel";

const traveller: PublicTraveller = {
  firstName: "Tara",
  joinedYear: 2024,
  stays: 3,
  reviewCount: 3,
  rating: 4.7,
  pets: [{ name: "Max", species: "dog", stays: 3, declared: 3 }],
  reviews: [
    {
      rating: 5,
      body: "Lovely guests.",
      month: "2024-03",
      reply: null,
      pets: [{ name: "Max", asDeclared: true, behaviour: 5 }],
    },
  ],
};

describe("the traveller's reviews in the reader's language (issue 38)", () => {
  it("keeps the English page as it was", () => {
    const html = renderIn("en", <PublicTravellerPage traveller={traveller} reportHref="/r" />);
    expect(html).toContain("Traveller since 2024 · 3 stays completed");
    expect(html).toContain("★ 4.7 from 3 owners");
    expect(html).toContain("3 stays with Max · always as declared");
    expect(html).toContain("Max: as declared, behaviour 5 of 5");
    expect(html).toContain("Report Tara");
  });

  it("writes the public traveller page in Spanish and Arabic, the words people wrote as written", () => {
    const es = renderIn("es", <PublicTravellerPage traveller={traveller} reportHref="/r" />);
    expect(es).toContain("Viajero desde 2024 · 3 estancias completadas");
    expect(es).toContain("3 estancias con Max · siempre como se declaró");
    expect(es).toContain("Lovely guests.");
    const ar = renderIn("ar", <PublicTravellerPage traveller={traveller} reportHref="/r" />);
    expect(ar).toContain("★ ٤٫٧ من ٣ مالكين");
    expect(ar).toContain("الإبلاغ عن Tara");
  });

  it("says the owner's review of the traveller in French", () => {
    const html = renderIn(
      "fr",
      <ReviewOfYouPanel
        review={{
          rating: 4,
          body: "Great.",
          reply: "Merci !",
          mayReply: false,
          privateFeedback: "Bring a towel.",
          pets: [{ name: "Luna", asDeclared: false, behaviour: 3, note: null }],
        }}
        reply={{ fieldErrors: {}, values: {}, formError: null }}
      />,
    );
    expect(html).toContain("4 sur 5 · Great.");
    expect(html).toContain("Luna : non conforme à la déclaration, comportement 3 sur 5");
    expect(html).toContain("Pour vous seul : Bring a towel.");
  });
});
