import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/language.server";
import { hostCardSettlementWords, hostSettlementWords } from "./reservations.ts";

// The owner's cancellation words said through the catalogue (host.settlement, decision 3850).
const reader = (locale: "en" | "es" | "fr" | "ar", tag: string) => ({
  say: translatorFor(locale, "host.settlement"),
  tag,
});
const settle = (paidCents: number, keptCents: number) => ({
  paidCents,
  keptCents,
  backCents: Math.max(0, paidCents - keptCents),
  oweCents: Math.max(0, keptCents - paidCents),
});

describe("the owner's cancellation words in the reader's language", () => {
  it("are in English through the catalogue exactly what the English words say, case by case", () => {
    const english = reader("en", "en-US");
    for (const done of [false, true])
      for (const [paid, kept] of [
        [0, 0],
        [0, 50_000],
        [30_000, 50_000],
        [50_000, 50_000],
        [100_000, 40_000],
      ] as const)
        expect(hostSettlementWords(settle(paid, kept), "EUR", 100_000, done, english)).toBe(
          hostSettlementWords(settle(paid, kept), "EUR", 100_000, done),
        );
    for (const done of [false, true])
      for (const money of [
        { paidCents: 35_000, refundedCents: 20_000, currency: "USD" },
        { paidCents: 0, refundedCents: 0, currency: "USD" },
      ])
        expect(hostCardSettlementWords(money, done, english)).toBe(hostCardSettlementWords(money, done));
  });

  it("write the money as the reader's language does, in the booking's currency", () => {
    expect(hostSettlementWords(settle(100_000, 40_000), "EUR", 100_000, false, reader("es", "es-ES"))).toBe(
      "El viajero ha pagado 1000\u00a0€; le devolverías 600\u00a0€.",
    );
    expect(hostSettlementWords(settle(100_000, 40_000), "EUR", 100_000, true, reader("fr", "fr-FR"))).toMatch(
      /^Le voyageur avait payé 1\u202f000\u00a0€ ; vous lui remboursez 600\u00a0€\.$/,
    );
    expect(
      hostCardSettlementWords(
        { paidCents: 35_000, refundedCents: 0, currency: "USD" },
        false,
        reader("ar", "ar-EG"),
      ),
    ).toContain("٣٥٠");
  });
});
