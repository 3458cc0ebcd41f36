import { describe, expect, it } from "vitest";
import { declineMessage, ownerCancelledGuestWords, ownerCancelledHistoryWords } from "./owner-answers.ts";

describe("an owner's answers in words", () => {
  it("tells the traveller the reason and the owner's words", () => {
    expect(declineMessage("pets", "The yard isn't fenced.")).toBe(
      "The pets aren't a good fit for this home. “The yard isn't fenced.”",
    );
    expect(declineMessage("other", "Family visiting")).toBe("“Family visiting”");
    expect(declineMessage("dates", "")).toBe("The dates don't work for me after all.");
  });

  it("never speaks of paying back money nobody paid", () => {
    expect(ownerCancelledGuestWords(0, "USD")).toBe("Nothing was paid, and you owe nothing for this stay.");
    expect(ownerCancelledHistoryWords(0, "USD")).toBe("Nothing had been paid.");
  });

  it("names what was paid and that it comes back", () => {
    expect(ownerCancelledGuestWords(250_000, "USD")).toBe(
      "The owner pays back the $2,500 you had paid; you owe nothing for this stay.",
    );
    expect(ownerCancelledHistoryWords(250_000, "USD")).toBe("$2,500 paid, paid back.");
  });
});
