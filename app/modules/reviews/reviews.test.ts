import { describe, expect, it } from "vitest";
import { reviewerName, reviewSchema } from "./reviews.ts";

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
