import { describe, expect, it } from "vitest";
import {
  ANSWER_WITHIN_MS,
  chargeOfDecision,
  claimability,
  claimEvents,
  claimLead,
  FILE_WITHIN_MS,
  isAnswerable,
  isLapsed,
  parseClaimAmount,
} from "./claims.ts";
import { translatorFor } from "../../i18n/language.server.ts";
import { localizeMessage } from "../../i18n/server-messages.server.ts";
import { claimStateSaid as claimStateWords } from "./claims.server.ts";

const checkOutAt = new Date("2026-06-10T11:00:00Z");
const stay = { status: "completed", depositCents: 20_000, checkOutAt, cardSaved: true, claimed: false };
const at = (ms: number) => new Date(checkOutAt.getTime() + ms);

describe("claimability: the 14-day window after check-out", () => {
  it("opens at check-out and closes 14 days later", () => {
    expect(claimability(stay, at(-1)).ok).toBe(false);
    expect(claimability(stay, at(0))).toEqual({ ok: true, until: at(FILE_WITHIN_MS) });
    expect(claimability(stay, at(FILE_WITHIN_MS)).ok).toBe(true);
    expect(claimability(stay, at(FILE_WITHIN_MS + 1))).toMatchObject({
      ok: false,
      status: 409,
      reason: "Claims can be filed only within 14 days after check-out.",
    });
  });
  it("a confirmed stay past its check-out time counts (the sweep may not have completed it yet)", () => {
    expect(claimability({ ...stay, status: "confirmed" }, at(1)).ok).toBe(true);
  });
  it("needs a deposit, a saved card, one claim only, and a stay that happened", () => {
    expect(claimability({ ...stay, depositCents: 0 }, at(1))).toMatchObject({ ok: false, status: 403 });
    expect(claimability({ ...stay, cardSaved: false }, at(1))).toMatchObject({ ok: false, status: 409 });
    expect(claimability({ ...stay, claimed: true }, at(1))).toMatchObject({ ok: false, status: 409 });
    for (const status of ["cancelled", "declined", "expired", "pending", "awaiting_payment"])
      expect(claimability({ ...stay, status }, at(1)).ok).toBe(false);
  });
});

describe("the claim page's lead", () => {
  it("names the home and the booking's reference, and no dangling dot when there is none", () => {
    expect(claimLead("Lakeside Cabin", "PFR-7K2M")).toBe("Lakeside Cabin · PFR-7K2M");
    expect(claimLead("Lakeside Cabin", null)).toBe("Lakeside Cabin");
    expect(claimLead("Lakeside Cabin", "")).toBe("Lakeside Cabin");
  });
});

describe("the amount: capped at the deposit", () => {
  it("reads cents in the currency, up to the deposit", () => {
    expect(parseClaimAmount("120", "USD", 20_000)).toEqual({ ok: true, cents: 12_000 });
    expect(parseClaimAmount("199,99", "USD", 20_000)).toEqual({ ok: true, cents: 19_999 });
    expect(parseClaimAmount("200", "USD", 20_000)).toEqual({ ok: true, cents: 20_000 });
    expect(parseClaimAmount("200.01", "USD", 20_000)).toMatchObject({
      ok: false,
      error: "A claim can be at most the pet damage deposit.",
    });
    expect(parseClaimAmount("0", "USD", 20_000).ok).toBe(false);
    expect(parseClaimAmount("-5", "USD", 20_000).ok).toBe(false);
    expect(parseClaimAmount("1.234", "USD", 20_000).ok).toBe(false);
    expect(parseClaimAmount("", "USD", 20_000).ok).toBe(false);
    // Yen: whole amounts only.
    expect(parseClaimAmount("3000", "JPY", 500_000)).toEqual({ ok: true, cents: 300_000 });
    expect(parseClaimAmount("3000.5", "JPY", 500_000).ok).toBe(false);
  });
});

describe("the operator's decision", () => {
  const claim = { amountCents: 15_000, currency: "USD" };
  it("all, nothing, or a part less than the claim", () => {
    expect(chargeOfDecision("all", "", claim)).toEqual({ ok: true, cents: 15_000 });
    expect(chargeOfDecision("none", "99", claim)).toEqual({ ok: true, cents: 0 });
    expect(chargeOfDecision("part", "75", claim)).toEqual({ ok: true, cents: 7_500 });
    expect(chargeOfDecision("part", "150", claim).ok).toBe(false);
    expect(chargeOfDecision("part", "151", claim)).toMatchObject({
      ok: false,
      error: "A part is at most what was claimed.",
    });
    expect(chargeOfDecision("part", "", claim).ok).toBe(false);
  });
});

describe("the 72 hours to answer", () => {
  const filed = new Date("2026-06-12T09:00:00Z");
  const respondBy = new Date(filed.getTime() + ANSWER_WITHIN_MS);
  it("an open claim is answerable until its time, then lapses", () => {
    expect(isAnswerable({ status: "open", respondBy }, respondBy)).toBe(true);
    expect(isLapsed({ status: "open", respondBy }, respondBy)).toBe(false);
    const after = new Date(respondBy.getTime() + 1);
    expect(isAnswerable({ status: "open", respondBy }, after)).toBe(false);
    expect(isLapsed({ status: "open", respondBy }, after)).toBe(true);
  });
  it("only an open claim", () => {
    for (const status of ["disputed", "due", "charged", "failed", "closed"] as const) {
      expect(isAnswerable({ status, respondBy }, filed)).toBe(false);
      expect(isLapsed({ status, respondBy }, new Date(respondBy.getTime() + 1))).toBe(false);
    }
  });
});

describe("the states in words", () => {
  it("each side reads where the claim stands", () => {
    expect(claimStateWords({ status: "open", outcome: null }, "guest")).toBe("Waiting for your answer");
    expect(claimStateWords({ status: "open", outcome: null }, "owner")).toBe(
      "Waiting for the traveller's answer",
    );
    expect(claimStateWords({ status: "disputed", outcome: null }, "operator")).toMatch(/your decision/);
    expect(claimStateWords({ status: "charged", outcome: "unanswered" }, "owner")).toMatch(/72 hours/);
    expect(claimStateWords({ status: "charged", outcome: "decided" }, "guest")).toMatch(/Decided/);
    expect(claimStateWords({ status: "closed", outcome: "decided" }, "guest")).toMatch(/nothing charged/);
  });
  it("in the reader's language (issue 38)", () => {
    expect(claimStateWords({ status: "open", outcome: null }, "guest", "es")).toBe("Esperando tu respuesta");
    expect(claimStateWords({ status: "charged", outcome: "unanswered" }, "owner", "ar")).toBe(
      "خُصمت: لم يصل ردّ خلال ٧٢ ساعة",
    );
    expect(claimStateWords({ status: "closed", outcome: "decided" }, "operator", "fr")).toBe(
      "Close : rien n’a été débité",
    );
    // The rules' refusals go through the formErrors table, numbers in the language's digits.
    const late = claimability(stay, new Date(checkOutAt.getTime() + FILE_WITHIN_MS + 1));
    expect(late.ok ? null : localizeMessage("ar", late.reason)).toBe(
      "لا يمكن تقديم المطالبات إلا خلال ١٤ يومًا بعد المغادرة.",
    );
    expect(localizeMessage("es", "Enter an amount in EUR, like 120 or 120.50.")).toBe(
      "Introduce un importe en EUR, como 120 o 120.50.",
    );
  });
  it("the timeline lists the steps in time order", () => {
    const createdAt = new Date("2026-06-12T09:00:00Z");
    const events = claimEvents(
      {
        status: "charged",
        outcome: "decided",
        amountCents: 15_000,
        chargeCents: 7_500,
        createdAt,
        answeredAt: new Date("2026-06-12T10:00:00Z"),
        decidedAt: new Date("2026-06-13T10:00:00Z"),
        chargedAt: new Date("2026-06-13T10:00:01Z"),
        paidOutAt: new Date("2026-06-13T10:00:02Z"),
        guestNote: "Torn before.",
        decisionReason: "Half.",
        failure: null,
      },
      (cents) => `$${cents / 100}`,
      translatorFor("en", "claims.events"),
    );
    expect(events.map((e) => e.what)).toEqual([
      "Pet damage claim filed: $150",
      "Claim disputed by the traveller",
      "Claim decided: $75 to charge",
      "Claim charged: $75",
      "Claim paid to the owner",
    ]);
  });
});
