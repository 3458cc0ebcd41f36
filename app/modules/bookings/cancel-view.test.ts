import { describe, expect, it } from "vitest";
import { settlementWords } from "./cancel-view.ts";
import { translatorFor } from "../../i18n/language.server.ts";
import { localizeMessage, serverMessageKey } from "../../i18n/server-messages.server.ts";
import { refundFor } from "./cancellation.ts";
import { CANCEL_REFUSALS } from "./bookings.ts";

const english = { say: translatorFor("en", "trips.settlement") };

const none = { paidCents: 0, keptCents: 0, backCents: 0, oweCents: 0 };

describe("settlementWords: the words match what was actually paid", () => {
  it("nothing paid and nothing kept: no refund, nothing owed", () => {
    expect(settlementWords(none, "EUR", 50_000, false, false, english)).toBe(
      "Nothing has been paid yet, and you would owe nothing.",
    );
    expect(settlementWords(none, "EUR", 50_000, true, false, english)).toBe(
      "Nothing was paid and nothing is owed.",
    );
  });
  it("nothing paid but the policy keeps a part: what is still owed, of the total", () => {
    const owed = { ...none, keptCents: 25_000, oweCents: 25_000 };
    expect(settlementWords(owed, "EUR", 50_000, false, false, english)).toBe(
      "Nothing has been paid yet; under the cancellation policy you would still owe the owner €250 of the €500 total.",
    );
  });
  it("paid: what comes back, or that none does, or what is still owed", () => {
    expect(
      settlementWords(
        { paidCents: 60_000, keptCents: 20_000, backCents: 40_000, oweCents: 0 },
        "GBP",
        90_000,
        false,
        false,
        english,
      ),
    ).toBe("You have paid £600; you would get £400 back.");
    expect(
      settlementWords(
        { paidCents: 60_000, keptCents: 60_000, backCents: 0, oweCents: 0 },
        "USD",
        90_000,
        true,
        false,
        english,
      ),
    ).toBe("You had paid $600; under the cancellation policy none of it comes back.");
    expect(
      settlementWords(
        { paidCents: 60_000, keptCents: 90_000, backCents: 0, oweCents: 30_000 },
        "USD",
        90_000,
        false,
        false,
        english,
      ),
    ).toBe("You have paid $600; under the cancellation policy you would still owe the owner $300.");
  });
  it("never says 'refund'", () => {
    for (const s of [
      none,
      { ...none, keptCents: 1, oweCents: 1 },
      { paidCents: 5, keptCents: 0, backCents: 5, oweCents: 0 },
    ])
      for (const done of [false, true])
        expect(settlementWords(s, "USD", 10, done, false, english)).not.toMatch(/refund/i);
  });
});

describe("the policy's rules and the cancel's refusals are in the catalogue (decision 3850)", () => {
  it("finds each rule refundFor writes, and says it in the reader's language", () => {
    const checkInAt = new Date("2027-03-10T15:00:00Z");
    const base = { totalCents: 100_000, cleaningFeeCents: 0, nights: 40, checkInAt, timeZone: "UTC" };
    const at = (iso: string, bookedAt = new Date("2027-01-01T00:00:00Z")) => ({
      ...base,
      bookedAt,
      cancelledAt: new Date(iso),
    });
    const reasons = [
      refundFor({ ...at("2027-03-01T00:00:00Z"), policy: "flexible" }),
      refundFor({ ...at("2027-03-10T12:00:00Z"), policy: "flexible" }),
      refundFor({ ...at("2027-03-01T00:00:00Z"), policy: "moderate" }),
      refundFor({ ...at("2027-03-09T00:00:00Z"), policy: "moderate" }),
      refundFor({ ...at("2027-02-01T00:00:00Z", new Date("2027-01-31T00:00:00Z")), policy: "strict" }),
      refundFor({ ...at("2027-03-01T00:00:00Z"), policy: "strict" }),
      refundFor({ ...at("2027-03-09T00:00:00Z"), policy: "strict" }),
      refundFor({ ...at("2027-03-01T00:00:00Z"), policy: "long_term" }),
    ].map((refund) => refund.reason);
    expect(new Set(reasons).size).toBe(8);
    for (const reason of [...reasons, ...CANCEL_REFUSALS])
      expect({ reason, key: serverMessageKey(reason) }).toEqual({
        reason,
        key: expect.objectContaining({ key: expect.any(String) }),
      });
    expect(localizeMessage("es", reasons[0]!)).toBe(
      "Al menos 24 horas antes de la llegada: la política no retiene nada.",
    );
  });
});
