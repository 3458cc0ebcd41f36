import { describe, expect, it } from "vitest";
import { voiceOf } from "../../i18n/voice.server.ts";
import { refundFor } from "./cancellation.ts";
import {
  guestCancelledMoney,
  holdReleasedToOwner,
  ownerCancelledMoney,
  siteCancelledMoney,
} from "./money-words.ts";

const [en, es, fr, ar] = ["en", "es", "fr", "ar"].map((l) => voiceOf(l));

describe("a cancellation's money in the recipient's language (decision 3855)", () => {
  it("never speaks of paying back money nobody paid, in any language", () => {
    expect(ownerCancelledMoney(0, "USD")(en!)).toBe("Nothing was paid, and you owe nothing for this stay.");
    expect(ownerCancelledMoney(0, "USD")(es!)).toBe("No se pagó nada y no debes nada por esta estancia.");
  });

  it("names what was paid in the reader's number format, in the listing's currency", () => {
    expect(ownerCancelledMoney(250_000, "USD")(en!)).toBe(
      "The owner pays back the $2,500 you had paid; you owe nothing for this stay.",
    );
    expect(ownerCancelledMoney(250_000, "EUR")(fr!)).toMatch(/^Le propriétaire vous rembourse les 2\s500\s€/);
    expect(siteCancelledMoney(12_000, "USD")(ar!)).toContain("١٢٠");
    expect(siteCancelledMoney(0, "USD")(es!)).toBe("No se devuelve nada a través del sitio.");
    expect(holdReleasedToOwner(fr!)).toContain("rien n’a été débité");
  });

  it("says the traveller's settlement and the rule that applied, the rule keyed for every policy outcome", () => {
    const refund = refundFor({
      policy: "moderate",
      totalCents: 100_000,
      cleaningFeeCents: 0,
      nights: 4,
      checkInAt: new Date("2027-03-10T15:00:00Z"),
      bookedAt: new Date("2027-01-01T00:00:00Z"),
      cancelledAt: new Date("2027-02-01T00:00:00Z"),
    });
    expect(refund.rule).toBe("moderateFull");
    const said = guestCancelledMoney(
      { paidCents: 30_000, backCents: 30_000, oweCents: 0 },
      "USD",
      100_000,
      true,
      refund.rule,
    );
    expect(said(en!)).toBe(
      "You had paid $300 by card; $300 is refunded to your card. At least 5 days before check-in: the policy keeps nothing.",
    );
    expect(said(es!).replace(/\s/g, " ")).toBe(
      "Habías pagado 300 US$ con tarjeta; se te reembolsan 300 US$ en tu tarjeta. Al menos 5 días antes de la llegada: la política no retiene nada.",
    );
    const owed = guestCancelledMoney(
      { paidCents: 0, backCents: 0, oweCents: 50_000 },
      "USD",
      100_000,
      false,
      "strictHalf",
    );
    expect(owed(en!)).toBe(
      "Nothing was paid; under the cancellation policy you owe the owner $500 of the $1,000 total. At least 7 days before check-in: the policy keeps half of the total.",
    );
  });
});
