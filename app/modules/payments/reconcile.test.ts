import { describe, expect, it } from "vitest";
import { balanceOf, reconcileBooking, type BookingMoney } from "./reconcile.ts";

const money = (over: Partial<BookingMoney>): BookingMoney => ({
  bookingId: "b1",
  status: "confirmed",
  currency: "USD",
  ledger: [],
  payouts: [],
  ...over,
});
const row = (kind: BookingMoney["ledger"][number]["kind"], cents: number, currency = "USD") => ({
  kind,
  currency,
  cents,
});
const payout = (
  status: "scheduled" | "paid" | "failed",
  amountCents: number,
  commissionCents = 0,
  currency = "USD",
) => ({
  status,
  currency,
  amountCents,
  commissionCents,
});
const problems = (m: BookingMoney) => reconcileBooking(m).map((x) => x.problem);

describe("reconciling a booking's money", () => {
  it("adds up for a paid stay whose payout waits, and once it is paid with its commission", () => {
    expect(
      problems(money({ ledger: [row("charge", 50_000)], payouts: [payout("scheduled", 45_000, 5_000)] })),
    ).toEqual([]);
    const paid = money({
      status: "completed",
      ledger: [row("charge", 50_000), row("payout", 45_000), row("fee", 5_000)],
      payouts: [payout("paid", 45_000, 5_000)],
    });
    expect(problems(paid)).toEqual([]);
    expect(balanceOf(paid)).toMatchObject({
      paidIn: 50_000,
      paidOut: 45_000,
      commission: 5_000,
      stillHeld: 0,
    });
  });

  it("adds up for a request held, then captured at acceptance", () => {
    expect(problems(money({ status: "pending", ledger: [row("hold", 30_000)] }))).toEqual([]);
    expect(
      problems(
        money({
          ledger: [row("hold", 30_000), row("capture", 30_000)],
          payouts: [payout("scheduled", 30_000)],
        }),
      ),
    ).toEqual([]);
  });

  it("adds up for a declined request whose hold was let go, and a partial refund on cancellation", () => {
    expect(
      problems(money({ status: "declined", ledger: [row("hold", 30_000), row("release", 30_000)] })),
    ).toEqual([]);
    expect(
      problems(
        money({
          status: "cancelled",
          ledger: [row("charge", 50_000), row("refund", 25_000)],
          payouts: [payout("scheduled", 25_000)],
        }),
      ),
    ).toEqual([]);
  });

  it("finds a refund that did not lower the waiting payout", () => {
    expect(
      problems(
        money({
          status: "cancelled",
          ledger: [row("charge", 50_000), row("refund", 25_000)],
          payouts: [payout("scheduled", 50_000)],
        }),
      ),
    ).toEqual(["paid in 50000 ≠ refunded 25000 + paid out 0 + commission 0 + still held 50000"]);
  });

  it("finds money taken with no payout scheduled for it", () => {
    expect(problems(money({ ledger: [row("charge", 50_000)] }))).toEqual([
      "paid in 50000 ≠ refunded 0 + paid out 0 + commission 0 + still held 0",
    ]);
  });

  it("finds a payout marked paid without its ledger row, and a fee without its commission", () => {
    expect(problems(money({ ledger: [row("charge", 50_000)], payouts: [payout("paid", 50_000)] }))).toContain(
      "ledger payouts 0 ≠ payouts marked paid 50000",
    );
    expect(
      problems(
        money({
          ledger: [row("charge", 50_000), row("payout", 45_000), row("fee", 5_000)],
          payouts: [payout("paid", 50_000)],
        }),
      ),
    ).toContain("ledger commission 5000 ≠ commission of payouts marked paid 0");
  });

  it("finds a hold left open on a booking that moved on, and more taken than held", () => {
    expect(problems(money({ status: "expired", ledger: [row("hold", 30_000)] }))).toEqual([
      "a hold of 30000 is still open on a expired booking",
    ]);
    expect(
      problems(
        money({
          status: "pending",
          ledger: [row("hold", 30_000), row("capture", 30_000), row("release", 30_000)],
        }),
      ),
    ).toContain("more taken or let go than was held (30000)");
  });

  it("finds a stay that never happened keeping money, and a refund beyond what came in", () => {
    expect(
      problems(
        money({
          status: "declined",
          ledger: [row("charge", 10_000)],
          payouts: [payout("scheduled", 10_000)],
        }),
      ),
    ).toEqual(["a declined booking kept 10000"]);
    expect(
      problems(money({ status: "cancelled", ledger: [row("charge", 10_000), row("refund", 20_000)] })),
    ).toContain("refunded 20000 is more than paid in 10000");
  });

  it("finds rows in another currency than the booking's", () => {
    expect(
      problems(money({ ledger: [row("charge", 50_000, "EUR")], payouts: [payout("scheduled", 50_000)] })),
    ).toEqual(["rows in EUR, the booking is in USD"]);
  });

  it("counts a failed payout as money still held", () => {
    expect(problems(money({ ledger: [row("charge", 50_000)], payouts: [payout("failed", 50_000)] }))).toEqual(
      [],
    );
  });

  it("adds up a pet damage claim charged, then paid to the owner whole (decision 3550)", () => {
    const stay = { status: "completed", payouts: [payout("paid", 45_000, 5_000)] };
    const paidStay = [row("charge", 50_000), row("payout", 45_000), row("fee", 5_000)];
    // Charged, the owner not yet paid: the platform still holds it.
    const charged = money({
      ...stay,
      ledger: [...paidStay, row("claim", 12_000)],
      claims: { chargedCents: 12_000, paidOutCents: 0 },
    });
    expect(problems(charged)).toEqual([]);
    expect(balanceOf(charged).stillHeld).toBe(12_000);
    const paid = money({
      ...stay,
      ledger: [...paidStay, row("claim", 12_000), row("payout", 57_000 - 45_000)],
      claims: { chargedCents: 12_000, paidOutCents: 12_000 },
    });
    expect(problems(paid)).toEqual([]);
  });

  it("finds a claim charged without its claims row, and a claim payout without its ledger row", () => {
    const base = { status: "completed", payouts: [payout("paid", 45_000, 5_000)] };
    const paidStay = [row("charge", 50_000), row("payout", 45_000), row("fee", 5_000)];
    expect(problems(money({ ...base, ledger: [...paidStay, row("claim", 12_000)] }))).toEqual(
      expect.arrayContaining(["ledger claims 12000 ≠ claims marked charged 0"]),
    );
    expect(
      problems(
        money({
          ...base,
          ledger: [...paidStay, row("claim", 12_000)],
          claims: { chargedCents: 12_000, paidOutCents: 12_000 },
        }),
      ),
    ).toEqual(
      expect.arrayContaining(["ledger payouts 45000 ≠ payouts marked paid 45000 + claims paid out 12000"]),
    );
  });
});
