import { describe, expect, it } from "vitest";
import { inLanguage } from "../../../../tests/helpers/in-language.tsx";
import { GuestRecordPanel } from "./guest-record-panel";
import type { GuestRecord } from "../guest-record";

const record: GuestRecord = {
  stays: 3,
  reviewCount: 3,
  rating: 4.7,
  pets: [
    {
      name: "Max",
      species: "dog",
      stays: 3,
      declared: 3,
      behaviour: 5,
      line: "3 stays with Max · always as declared",
    },
  ],
  reviews: [
    {
      rating: 5,
      cleanliness: 5,
      houseRules: 4,
      communication: 5,
      body: "Lovely guests.",
      listingTitle: "Cabin in the pines",
      month: "2027-02",
      reply: null,
      pets: [{ name: "Max", asDeclared: true, behaviour: 5, note: "Calm with the cat." }],
    },
  ],
};

describe("GuestRecordPanel", () => {
  it("reads as it always did in English", () => {
    const html = inLanguage("en", <GuestRecordPanel record={record} />);
    expect(html).toContain("Record from earlier stays");
    expect(html).toContain("3 stays completed · ★ 4.7 from 3 owners");
    expect(html).toContain("5 of 5 · Cabin in the pines · Feb 2027");
    expect(html).toContain("Max: as declared, behaviour 5 of 5 · Calm with the cat.");
    expect(html).toContain("3 stays with Max · always as declared");
  });

  it("speaks the reader's language around the owners' words, with its digits and months", () => {
    const fr = inLanguage("fr", <GuestRecordPanel record={{ ...record, rating: null, reviewCount: 0 }} />);
    expect(fr).toContain("3 séjours terminés · pas encore d’évaluation de propriétaires");
    const ar = inLanguage("ar", <GuestRecordPanel record={record} />);
    expect(ar).toContain("السجل من الإقامات السابقة");
    expect(ar).toContain("٣ إقامات مكتملة · ★ ٤٫٧ من ٣ مالكين");
    expect(ar).toContain("Lovely guests.");
    expect(ar).toContain("٣ إقامات مع Max · دائمًا كما صُرّح");
    expect(ar).toMatch(/Cabin in the pines · فبراير ٢٠٢٧/);
  });
});
