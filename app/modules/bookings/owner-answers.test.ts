import { describe, expect, it } from "vitest";
import { declineMessage, ownerCancelledHistoryWords } from "./owner-answers.ts";

describe("an owner's answers in words", () => {
  it("tells the traveller the reason and the owner's words", () => {
    expect(declineMessage("pets", "The yard isn't fenced.")).toBe(
      "The pets aren't a good fit for this home. “The yard isn't fenced.”",
    );
    expect(declineMessage("other", "Family visiting")).toBe("“Family visiting”");
    expect(declineMessage("dates", "")).toBe("The dates don't work for me after all.");
  });

  it("the history never speaks of paying back money nobody paid", () => {
    expect(ownerCancelledHistoryWords(0, "USD")).toBe("Nothing had been paid.");
  });

  it("names what was paid and that it comes back", () => {
    expect(ownerCancelledHistoryWords(250_000, "USD")).toBe("$2,500 paid, paid back.");
  });
});
