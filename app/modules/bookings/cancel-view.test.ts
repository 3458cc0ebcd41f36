import { describe, expect, it } from "vitest";
import { settlementWords } from "./cancel-view.ts";

const none = { paidCents: 0, keptCents: 0, backCents: 0, oweCents: 0 };

describe("settlementWords: the words match what was actually paid", () => {
  it("nothing paid and nothing kept: no refund, nothing owed", () => {
    expect(settlementWords(none, "EUR", 50_000)).toBe(
      "Nothing has been paid yet, and you would owe nothing.",
    );
    expect(settlementWords(none, "EUR", 50_000, true)).toBe("Nothing was paid and nothing is owed.");
  });
  it("nothing paid but the policy keeps a part: what is still owed, of the total", () => {
    const owed = { ...none, keptCents: 25_000, oweCents: 25_000 };
    expect(settlementWords(owed, "EUR", 50_000)).toBe(
      "Nothing has been paid yet; under the cancellation policy you would still owe the owner €250 of the €500 total.",
    );
  });
  it("paid: what comes back, or that none does, or what is still owed", () => {
    expect(
      settlementWords(
        { paidCents: 60_000, keptCents: 20_000, backCents: 40_000, oweCents: 0 },
        "GBP",
        90_000,
      ),
    ).toBe("You have paid £600; you would get £400 back.");
    expect(
      settlementWords(
        { paidCents: 60_000, keptCents: 60_000, backCents: 0, oweCents: 0 },
        "USD",
        90_000,
        true,
      ),
    ).toBe("You had paid $600; under the cancellation policy none of it comes back.");
    expect(
      settlementWords(
        { paidCents: 60_000, keptCents: 90_000, backCents: 0, oweCents: 30_000 },
        "USD",
        90_000,
      ),
    ).toBe("You have paid $600; under the cancellation policy you would still owe the owner $300.");
  });
  it("never says 'refund'", () => {
    for (const s of [
      none,
      { ...none, keptCents: 1, oweCents: 1 },
      { paidCents: 5, keptCents: 0, backCents: 5, oweCents: 0 },
    ])
      for (const done of [false, true]) expect(settlementWords(s, "USD", 10, done)).not.toMatch(/refund/i);
  });
});
