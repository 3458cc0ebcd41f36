import { describe, expect, it } from "vitest";
import type { PriceQuote } from "../stays/pricing.ts";
import { checkoutAmounts, checkoutKindOf, readCheckoutForm, refundIfCancelledNow } from "./checkout.ts";

const quote = (nights: number, nightly: number, extra: Partial<PriceQuote> = {}): PriceQuote =>
  ({
    nights,
    nightlyRateCents: nightly,
    subtotalCents: nights * nightly,
    cleaningFeeCents: 0,
    petFeeCents: 0,
    taxableCents: nights * nightly,
    taxCents: 0,
    depositCents: 0,
    totalCents: nights * nightly,
    ...extra,
  }) as PriceQuote;

describe("checkoutAmounts", () => {
  it("takes a short stay whole, nothing later", () => {
    const amounts = checkoutAmounts({
      quote: quote(5, 12_000),
      petFeeBasis: "per_stay",
      checkIn: "2027-03-01",
      currency: "USD",
    });
    expect(amounts).toEqual({ currency: "USD", nowCents: 60_000, later: [], totalCents: 60_000 });
  });

  it("takes the first month of a stay of 28 nights or more now, the rest later on their dates", () => {
    const amounts = checkoutAmounts({
      quote: quote(60, 10_000, { cleaningFeeCents: 5_000, totalCents: 605_000, taxableCents: 605_000 }),
      petFeeBasis: "per_stay",
      checkIn: "2027-03-01",
      currency: "USD",
    });
    expect(amounts.nowCents).toBe(300_000 + 5_000);
    expect(amounts.later).toEqual([
      { part: 2, startsOn: "2027-03-31", chargeOn: "2027-03-28", amountCents: 300_000, nights: 30 },
    ]);
    expect(amounts.nowCents + amounts.later.reduce((t, i) => t + i.amountCents, 0)).toBe(605_000);
  });

  it("rounds what the card moves to the currency (yen in whole units)", () => {
    const amounts = checkoutAmounts({
      quote: quote(1, 1_234_550),
      petFeeBasis: "per_stay",
      checkIn: "2027-03-01",
      currency: "JPY",
    });
    expect(amounts.nowCents).toBe(1_234_600);
  });
});

describe("refundIfCancelledNow", () => {
  it("lets a request's hold go whole", () => {
    expect(
      refundIfCancelledNow({
        kind: "hold",
        nowCents: 50_000,
        currency: "USD",
        policy: { keptCents: 50_000 },
      }),
    ).toEqual({ backCents: 50_000, keptCents: 0 });
  });

  it("gives back of a charge what the policy does not keep", () => {
    expect(
      refundIfCancelledNow({
        kind: "charge",
        nowCents: 50_000,
        currency: "USD",
        policy: { keptCents: 20_000 },
      }),
    ).toEqual({ backCents: 30_000, keptCents: 20_000 });
    expect(
      refundIfCancelledNow({ kind: "charge", nowCents: 50_000, currency: "USD", policy: { keptCents: 0 } }),
    ).toEqual({ backCents: 50_000, keptCents: 0 });
  });
});

describe("checkout form", () => {
  it("is a charge for instant book, a hold for a request", () => {
    expect(checkoutKindOf(true)).toBe("charge");
    expect(checkoutKindOf(false)).toBe("hold");
  });

  it("reads only strings, bounded, and the bank's approval only when said", () => {
    expect(
      readCheckoutForm({ booking: " b ", cardNumber: "4242 4242 4242 4242 ", authenticated: "approved" }),
    ).toEqual({
      booking: "b",
      number: "4242 4242 4242 4242",
      authenticated: true,
      bankRefused: false,
    });
    expect(readCheckoutForm({ cardNumber: ["x"], authenticated: "yes" })).toEqual({
      booking: "",
      number: "",
      authenticated: false,
      bankRefused: false,
    });
    expect(readCheckoutForm({ authenticated: "refused" }).bankRefused).toBe(true);
    expect(readCheckoutForm({ cardNumber: "9".repeat(500) }).number).toHaveLength(40);
  });
});
