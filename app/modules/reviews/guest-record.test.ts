import { describe, expect, it } from "vitest";
import {
  chosenPetRecords,
  fairAverage,
  petRecordLine,
  petRecords,
  publicTraveller,
  recordSummary,
} from "./guest-record.ts";

describe("a traveller's record", () => {
  it("says how each pet was, stay after stay", () => {
    const max = { petName: "Max", species: "dog", asDeclared: true, behaviour: 5 };
    const records = petRecords([
      max,
      { ...max, petName: " max " },
      { ...max, behaviour: 4 },
      {
        petName: "Tom",
        species: "cat",
        asDeclared: false,
        behaviour: 3,
      },
    ]);
    expect(records.map((r) => r.line)).toEqual([
      "3 stays with Max · always as declared",
      "1 stay with Tom · not as declared",
    ]);
    expect(records[0]!.behaviour).toBe(4.7);
    expect(petRecordLine("Max", 3, 2)).toBe("3 stays with Max · as declared 2 of 3");
    expect(petRecordLine("Max", 1, 1)).toBe("1 stay with Max · as declared");
  });

  it("shows an average only from 3 ratings on", () => {
    expect(fairAverage([5, 4])).toBeNull();
    expect(fairAverage([5, 4, 4])).toBe(4.3);
    expect(fairAverage([])).toBeNull();
  });

  it("sums it up in one line for a request list", () => {
    expect(recordSummary({ stays: 0, reviewCount: 0, rating: null, reviews: [], pets: [] })).toBe(
      "No stays yet",
    );
    expect(
      recordSummary({
        stays: 3,
        reviewCount: 3,
        rating: 4.8,
        reviews: [],
        pets: petRecords([{ petName: "Max", species: "dog", asDeclared: true, behaviour: 5 }]),
      }),
    ).toBe("3 stays · ★ 4.8 from owners · 1 stay with Max · as declared");
    expect(recordSummary({ stays: 1, reviewCount: 1, rating: null, reviews: [], pets: [] })).toBe(
      "1 stay · 1 review from owners",
    );
  });

  it("makes the public page from an allow-list: no listing, no private words, no owner", () => {
    const page = publicTraveller(
      { firstName: "Tara", joinedYear: 2024 },
      {
        stays: 3,
        reviewCount: 1,
        rating: null,
        pets: [
          {
            name: "Max",
            species: "dog",
            stays: 3,
            declared: 3,
            behaviour: 4.7,
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
            listingTitle: "Cabin at 12 Elm Street",
            month: "2024-03",
            reply: "Thank you!",
            pets: [{ name: "Max", asDeclared: true, behaviour: 5, note: "Barked at the fox" }],
          },
        ],
      },
    );
    expect(page).toEqual({
      firstName: "Tara",
      joinedYear: 2024,
      stays: 3,
      reviewCount: 1,
      rating: null,
      pets: [{ name: "Max", species: "dog", stays: 3, declared: 3 }],
      reviews: [
        {
          rating: 5,
          body: "Lovely guests.",
          month: "2024-03",
          reply: "Thank you!",
          pets: [{ name: "Max", asDeclared: true, behaviour: 5 }],
        },
      ],
    });
    expect(JSON.stringify(page)).not.toContain("Elm Street");
  });

  it("finds the records of the pets chosen on a stay page", () => {
    const record = {
      stays: 3,
      reviewCount: 3,
      rating: 4.7,
      reviews: [],
      pets: [
        {
          name: "Max",
          species: "dog",
          stays: 3,
          declared: 3,
          behaviour: 5,
          line: "3 stays with Max · always as declared",
        },
        {
          name: "Tom",
          species: "cat",
          stays: 1,
          declared: 1,
          behaviour: 4,
          line: "1 stay with Tom · as declared",
        },
      ],
    };
    const saved = [
      { id: "a", name: "max" },
      { id: "b", name: "Tom" },
      { id: "c", name: "Bella" },
    ];
    expect(chosenPetRecords(record, saved, ["a", "c"]).map((pet) => pet.line)).toEqual([
      "3 stays with Max · always as declared",
    ]);
    expect(chosenPetRecords(record, saved, [])).toEqual([]);
    expect(chosenPetRecords(record, null, ["a"])).toEqual([]);
  });
});
