import { describe, expect, it } from "vitest";
import type { CancellationPolicy } from "../stays/listing-features.ts";
import { cardRefundOnCancellation } from "./card-refund.ts";
import { refundFor } from "./cancellation.ts";

// 4 nights at $100 and a $60 cleaning fee: $460, paid in full at booking three weeks ahead.
const checkInAt = new Date("2027-03-01T16:00:00Z");
const bookedAt = new Date("2027-02-08T12:00:00Z");
const stay = { totalCents: 46_000, cleaningFeeCents: 6_000, nights: 4, checkInAt, bookedAt, timeZone: "UTC" };
const daysBefore = (days: number) => new Date(checkInAt.getTime() - days * 86_400_000);

function refundOnCard(policy: CancellationPolicy, cancelledAt: Date, by: "guest" | "owner" = "guest") {
  return cardRefundOnCancellation({
    policy: refundFor({ ...stay, policy, cancelledAt }),
    paidCents: stay.totalCents,
    currency: "USD",
    by,
  });
}

describe("refunds to the card by each cancellation policy", () => {
  it("flexible: all of it a day ahead; the next night kept within 24 hours", () => {
    expect(refundOnCard("flexible", daysBefore(2))).toBe(46_000);
    // $100 a night of the $400 lodging is kept; 3 nights and the cleaning fee come back.
    expect(refundOnCard("flexible", daysBefore(0.5))).toBe(36_000);
  });

  it("moderate: all of it 5 days ahead; half the nights after that", () => {
    expect(refundOnCard("moderate", daysBefore(6))).toBe(46_000);
    expect(refundOnCard("moderate", daysBefore(2))).toBe(26_000);
  });

  it("strict: half 7 days ahead, nothing after", () => {
    expect(refundOnCard("strict", daysBefore(10))).toBe(23_000);
    expect(refundOnCard("strict", daysBefore(3))).toBe(0);
  });

  it("long stays: the first month kept (a short stay keeps all of it)", () => {
    expect(refundOnCard("long_term", daysBefore(20))).toBe(0);
  });

  it("in full when the owner cancels, whatever the policy says", () => {
    expect(refundOnCard("strict", daysBefore(1), "owner")).toBe(46_000);
  });

  it("never more than was paid: a partly paid stay gets back what was paid beyond what is kept", () => {
    const policy = refundFor({ ...stay, policy: "moderate", cancelledAt: daysBefore(2) }); // keeps $200
    expect(cardRefundOnCancellation({ policy, paidCents: 30_000, currency: "USD", by: "guest" })).toBe(
      10_000,
    );
    expect(cardRefundOnCancellation({ policy, paidCents: 15_000, currency: "USD", by: "guest" })).toBe(0);
  });

  it("in an amount a currency without cents can move", () => {
    // ¥4,601.23 paid as ¥4,601 (rounded at the charge); moderate late keeps half the nights: ¥2,000.005.
    const policy = refundFor({
      ...stay,
      totalCents: 460_123,
      cleaningFeeCents: 60_122,
      policy: "moderate",
      cancelledAt: daysBefore(2),
    });
    const back = cardRefundOnCancellation({ policy, paidCents: 460_100, currency: "JPY", by: "guest" });
    expect(back % 100).toBe(0);
    expect(back).toBe(460_100 - 200_000);
  });
});
