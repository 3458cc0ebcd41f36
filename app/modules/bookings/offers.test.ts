import { describe, expect, it } from "vitest";
import { localizeMessage, serverMessageKey } from "../../i18n/server-messages.server.ts";
import { formatMoney } from "../../shared/format.ts";
import { quoteStay, type PriceTerms } from "../stays/pricing.ts";
import {
  offerBookingPath,
  offerInput,
  offerMismatch,
  offerQuote,
  offerRefusal,
  offerState,
  offerTotalTooLow,
  parsePrice,
} from "./offers.ts";

const offer = {
  kind: "offer" as const,
  checkIn: "2027-06-07",
  checkOut: "2027-06-10",
  adults: 2,
  children: 1,
  pets: 1,
  expiresAt: new Date("2027-06-01T12:00:00Z"),
  withdrawnAt: null,
  bookingId: null,
};
const terms: PriceTerms = {
  nightlyRateCents: 10_000,
  weeklyDiscountPct: 0,
  monthlyRateCents: null,
  cleaningFeeCents: 5_000,
  petFeeCents: 2_000,
  petFeeBasis: "per_stay",
  petDepositCents: 0,
  lodgingTaxBps: 1_000,
  taxExemptAfterNights: null,
} as PriceTerms;

describe("offers (decision 3953)", () => {
  it("an offer's state: booked, withdrawn, expired (at its very instant), taken, else open", () => {
    const before = new Date("2027-06-01T11:59:59Z");
    expect(offerState(offer, before, false)).toBe("active");
    expect(offerState(offer, offer.expiresAt, false)).toBe("expired");
    expect(offerState(offer, before, true)).toBe("taken");
    expect(offerState({ ...offer, withdrawnAt: before }, before, false)).toBe("withdrawn");
    expect(offerState({ ...offer, bookingId: "b" }, before, true)).toBe("booked");
    expect(offerRefusal("active", "x")).toBeNull();
    expect(offerRefusal("expired", "Jun 1, 2027")).toMatch(/expired on Jun 1, 2027/);
  });

  it("a booking keeps the offer's dates and no more guests or animals than offered", () => {
    const request = { checkIn: "2027-06-07", checkOut: "2027-06-10", adults: 3, children: 0, animals: 1 };
    expect(offerMismatch(offer, request)).toEqual({});
    expect(offerMismatch(offer, { ...request, adults: 1, animals: 0 })).toEqual({});
    expect(
      Object.keys(offerMismatch(offer, { ...request, checkOut: "2027-06-11", adults: 4, animals: 2 })),
    ).toEqual(["checkIn", "adults", "pets"]);
    expect(offerMismatch({ ...offer, pets: 0 }, request).pets).toMatch(/without animals/);
  });

  it("the offer's quote: the owner's total to the cent, fees kept, tax taken out, lodging what is left", () => {
    const usual = quoteStay(terms, "2027-06-07", "2027-06-10", 1);
    expect(usual.totalCents).toBe(40_700);
    const quote = offerQuote(usual, 31_337, terms.lodgingTaxBps)!;
    expect(quote.totalCents).toBe(31_337);
    expect(quote.lodgingCents - quote.discountCents + quote.cleaningFeeCents + quote.petFeeCents).toBe(
      quote.taxableCents,
    );
    expect(quote.taxableCents + quote.taxCents).toBe(31_337);
    expect(quote.taxableCents).toBe(28_488);
    expect(quote.offer).toEqual({ usualTotalCents: 40_700 });
    // Not even the fees and the tax: refused.
    expect(offerQuote(usual, 7_000, terms.lodgingTaxBps)).toBeNull();
    const exempt = offerQuote({ ...usual, taxExempt: true }, 20_000, terms.lodgingTaxBps)!;
    expect(exempt.taxCents).toBe(0);
  });

  it("prices as typed: whole or two decimals, commas allowed; anything else refused", () => {
    expect(parsePrice("1200")).toBe(120_000);
    expect(parsePrice("1,200.5")).toBe(120_050);
    expect(parsePrice(" 99.99 ")).toBe(9_999);
    for (const bad of ["", "0", "-5", "1e3", "12.345", "abc", "NaN", "99999999"])
      expect(parsePrice(bad)).toBeNull();
  });

  it("the owner's form: a blank price is a pre-approval; dates in order; a choice of hours", () => {
    const ok = offerInput.safeParse({
      checkIn: "2027-06-07",
      checkOut: "2027-06-10",
      adults: "2",
      hours: "48",
    });
    expect(ok.success && ok.data).toMatchObject({ price: null, children: 0, pets: 0, hours: 48 });
    const bad = offerInput.safeParse({
      checkIn: "2027-06-07",
      checkOut: "2027-06-07",
      adults: "0",
      hours: "5",
      price: "x",
    });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["checkOut", "adults", "hours", "price"]));
    expect(offerBookingPath("home", { ...offer, id: "o1" })).toBe(
      "/hotels/booking?listing=home&checkIn=2027-06-07&checkOut=2027-06-10&adults=2&children=1&pets=1&offer=o1",
    );
  });
});

describe("the offer form's messages in the reader's language (decision 3850)", () => {
  const errors = (input: Record<string, string>) => {
    const parsed = offerInput.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };
  const messages = [
    ...errors({}),
    ...errors({
      checkIn: "x",
      checkOut: "y",
      adults: "a",
      children: "b",
      pets: "c",
      price: "free",
      hours: "5",
    }),
    ...errors({
      checkIn: "2027-06-07",
      checkOut: "2027-06-07",
      adults: "99",
      children: "99",
      pets: "99",
      hours: "24",
    }),
    // What the thread's offer intent answers (messages/offers.server.ts).
    "Please check the offer.",
    "Please check the offer's dates and guests.",
    "This home does not take pets: make the offer for 0 animals.",
    "This home takes at most 1 pet.",
    "This home takes at most 3 pets.",
    "The total must cover the cleaning and pet fees and the tax (more than €120.00).",
    "Only the owner of this home can make an offer in this conversation.",
    "This home is not taking bookings at the moment, so it cannot take an offer.",
    "This offer was already withdrawn or used for a booking.",
    "This conversation does not exist.",
    "We couldn't find that offer.",
    "Offer withdrawn. The traveller was told.",
    "Pre-approval sent. The traveller can book these dates at once.",
    "Special offer sent. The traveller can book it from this conversation.",
  ];

  it("has every one in the catalogue", () => {
    expect(new Set(messages).size).toBeGreaterThan(20);
    expect([...new Set(messages)].filter((message) => serverMessageKey(message) === null)).toEqual([]);
  });

  it("says them in Spanish and Arabic, with the language's plurals", () => {
    expect(localizeMessage("es", "This home takes at most 3 pets.")).toBe(
      "Este alojamiento admite como máximo 3 mascotas.",
    );
    expect(localizeMessage("ar", "This home takes at most 2 pets.")).toBe(
      "يقبل هذا المنزل حيوانين أليفين على الأكثر.",
    );
    expect(localizeMessage("ar", "Choose how long the offer stays open.")).toBe(
      "اختر المدة التي يبقى فيها العرض مفتوحًا.",
    );
  });

  it("writes the least total as the reader's language writes money, in their sentence", () => {
    expect(offerTotalTooLow(12_050, "EUR")).toBe(
      "The total must cover the cleaning and pet fees and the tax (more than €120.50).",
    );
    const spanish = localizeMessage("es", offerTotalTooLow(12_050, "EUR", "es-ES"));
    expect(spanish).toBe(
      `El total debe cubrir las tarifas de limpieza y de mascotas y los impuestos (más de ${formatMoney(12_050, "EUR", true, "es-ES")}).`,
    );
    expect(spanish).toMatch(/\(más de 120,50\s€\)/);
    const french = localizeMessage("fr", offerTotalTooLow(12_050, "USD", "fr-FR"));
    expect(french).toMatch(/\(plus de 120,50\s\$US\)\.$/);
    const arabic = localizeMessage("ar", offerTotalTooLow(12_050, "EUR", "ar-EG"));
    expect(arabic).toMatch(/^يجب أن يغطي المجموع .*\(أكثر من .*١٢٠٫٥٠.*€\)\.$/);
  });
});
