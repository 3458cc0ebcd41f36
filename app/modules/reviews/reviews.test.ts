import { describe, expect, it } from "vitest";
import { guestReviewSchema, petField, reviewerName, reviewSchema } from "./reviews.ts";

describe("reviews", () => {
  it("shows the author as first name and last initial", () => {
    expect(reviewerName("Ada", "lovelace")).toBe("Ada L.");
    expect(reviewerName(" ", "")).toBe("A guest");
    expect(reviewerName("Zoë", "")).toBe("Zoë");
  });

  it("asks for two ratings of 1 to 5 and enough words", () => {
    expect(
      reviewSchema.safeParse({ rating: "5", petRating: "4", body: "A lovely fenced yard for our dog." })
        .success,
    ).toBe(true);
    const bad = reviewSchema.safeParse({ rating: "6", petRating: "", body: "ok" });
    expect(bad.success).toBe(false);
    const fields = bad.error!.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(["rating", "petRating", "body"]));
  });

  it.each(["0x5", "5.0", "+5", " 5 ", "1e0", "0", "5.5"])(
    "refuses %j as a rating instead of coercing it",
    (rating) => {
      const parsed = reviewSchema.safeParse({
        rating,
        petRating: "4",
        body: "A lovely fenced yard for our dog.",
      });
      expect(parsed.success).toBe(false);
    },
  );
});

describe("the owner's review of a guest", () => {
  const filled = {
    rating: "5",
    cleanliness: "4",
    houseRules: "5",
    communication: "3",
    body: "Kind guests who left the cabin spotless.",
    [petField(0, "asDeclared")]: "no",
    [petField(0, "behaviour")]: "2",
    [petField(0, "note")]: "Bigger than declared.",
  };

  it("asks for four ratings, words, and each pet as declared with its behaviour", () => {
    const parsed = guestReviewSchema(1).safeParse(filled);
    expect(parsed.data).toEqual({
      rating: 5,
      cleanliness: 4,
      houseRules: 5,
      communication: 3,
      body: "Kind guests who left the cabin spotless.",
      privateFeedback: null,
      pets: [{ asDeclared: false, behaviour: 2, note: "Bigger than declared." }],
    });
  });

  it("names every missing field, the pets' too", () => {
    const parsed = guestReviewSchema(2).safeParse({
      ...filled,
      houseRules: "0",
      privateFeedback: "x".repeat(1001),
    });
    const fields = parsed.error!.issues.map((i) => i.path[0]);
    expect(fields).toEqual(
      expect.arrayContaining([
        "houseRules",
        "privateFeedback",
        petField(1, "asDeclared"),
        petField(1, "behaviour"),
      ]),
    );
    expect(fields).not.toContain(petField(0, "behaviour"));
  });
});
