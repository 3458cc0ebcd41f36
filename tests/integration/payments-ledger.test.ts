import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { paymentKey, feeKey } from "../../app/modules/payments/processor.ts";
import {
  LedgerKeyReusedError,
  ledgerOf,
  recordMovement,
  totalsOf,
} from "../../app/modules/payments/ledger.server.ts";
import { reconcileAll } from "../../app/modules/payments/reconcile.server.ts";
import type { Database } from "../../app/platform/db.server.ts";
import { bookings, payouts } from "../../db/schema/index.ts";
import { describeEachDatabase } from "../helpers/database.ts";
import { addAccount, addHostedHome, createBooking } from "../helpers/factories.ts";

let week = 0;
/** A confirmed stay of 3 nights in a week of its own, on a home of its own. */
async function stay(db: Database, tag: string, status: "confirmed" | "cancelled" | "declined" = "confirmed") {
  const guest = `pay-guest-${tag}`;
  await addAccount(db, guest);
  await addHostedHome(db, `pay-host-${tag}`, `pay-home-${tag}`);
  const start = new Date(Date.UTC(2027, 4, 1) + week++ * 7 * 86_400_000);
  const day = (offset: number) => new Date(start.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const { id } = await createBooking(db, guest, {
    listing: `pay-home-${tag}`,
    checkIn: day(0),
    checkOut: day(3),
    status,
  });
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

describeEachDatabase("the payments ledger", (database) => {
  it("records each movement once, whatever the number of retries with its key", async () => {
    const db = database().db;
    const booking = await stay(db, "once");
    const charge = {
      bookingId: booking.id,
      kind: "charge" as const,
      amountCents: booking.totalCents,
      currency: booking.currency,
      idempotencyKey: paymentKey(booking.id, "charge"),
      processor: "demo" as const,
      processorRef: "demo_ch_1",
    };
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => recordMovement(db, charge)));
    expect(answers.filter((a) => a.recorded)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.row.id)).size).toBe(1);
    expect(await ledgerOf(db, booking.id)).toHaveLength(1);
    expect(await totalsOf(db, booking.id)).toEqual({ charge: booking.totalCents });
  });

  it("refuses the same key for another movement, and amounts a currency cannot move", async () => {
    const db = database().db;
    const booking = await stay(db, "reuse");
    const key = paymentKey(booking.id, "refund");
    const base = {
      bookingId: booking.id,
      kind: "refund" as const,
      currency: "USD",
      processor: "demo" as const,
    };
    await recordMovement(db, { ...base, amountCents: 1_000, idempotencyKey: key });
    await expect(recordMovement(db, { ...base, amountCents: 2_000, idempotencyKey: key })).rejects.toThrow(
      LedgerKeyReusedError,
    );
    await expect(recordMovement(db, { ...base, amountCents: 0, idempotencyKey: `${key}-0` })).rejects.toThrow(
      RangeError,
    );
    await expect(
      recordMovement(db, { ...base, currency: "JPY", amountCents: 1_050, idempotencyKey: `${key}-jpy` }),
    ).rejects.toThrow(RangeError);
  });

  it("reconciles every booking with money on it and names each mismatch", async () => {
    const db = database().db;
    // A paid stay whose payout waits: adds up.
    const waiting = await stay(db, "waiting");
    await recordMovement(db, {
      bookingId: waiting.id,
      kind: "charge",
      amountCents: 50_000,
      currency: "USD",
      idempotencyKey: paymentKey(waiting.id, "charge"),
      processor: "demo",
    });
    await db.insert(payouts).values({
      bookingId: waiting.id,
      amountCents: 45_000,
      commissionCents: 5_000,
      currency: "USD",
      dueAt: new Date("2027-05-02T16:00:00Z"),
    });
    let report = await reconcileAll(db);
    expect(report.mismatches.filter((m) => m.bookingId === waiting.id)).toEqual([]);

    // Paid out: the payout and its commission in the ledger, the payout marked paid.
    await recordMovement(db, {
      bookingId: waiting.id,
      kind: "payout",
      amountCents: 45_000,
      currency: "USD",
      idempotencyKey: paymentKey(waiting.id, "payout"),
      processor: "demo",
    });
    await recordMovement(db, {
      bookingId: waiting.id,
      kind: "fee",
      amountCents: 5_000,
      currency: "USD",
      idempotencyKey: feeKey(paymentKey(waiting.id, "payout")),
      processor: "demo",
    });
    await db
      .update(payouts)
      .set({ status: "paid", paidAt: new Date() })
      .where(eq(payouts.bookingId, waiting.id));
    report = await reconcileAll(db);
    expect(report.mismatches.filter((m) => m.bookingId === waiting.id)).toEqual([]);

    // A cancellation refunded half but left the payout as it was: a mismatch, named.
    const refunded = await stay(db, "refunded", "cancelled");
    for (const [kind, cents] of [
      ["charge", 40_000],
      ["refund", 20_000],
    ] as const)
      await recordMovement(db, {
        bookingId: refunded.id,
        kind,
        amountCents: cents,
        currency: "USD",
        idempotencyKey: paymentKey(refunded.id, kind),
        processor: "demo",
      });
    await db.insert(payouts).values({
      bookingId: refunded.id,
      amountCents: 40_000,
      currency: "USD",
      dueAt: new Date("2027-05-09T16:00:00Z"),
    });
    // A declined request whose hold was never let go.
    const declined = await stay(db, "declined", "declined");
    await recordMovement(db, {
      bookingId: declined.id,
      kind: "hold",
      amountCents: 30_000,
      currency: "USD",
      idempotencyKey: paymentKey(declined.id, "hold"),
      processor: "demo",
    });

    // (The tests above left money on two bookings of their own: checked too.)
    const ours = new Set([waiting.id, refunded.id, declined.id]);
    const mine = (r: Awaited<ReturnType<typeof reconcileAll>>) =>
      r.mismatches
        .filter((m) => ours.has(m.bookingId))
        .map((m) => [m.bookingId, m.problem])
        .sort((a, b) => a[1]!.localeCompare(b[1]!));
    report = await reconcileAll(db);
    expect(report.checked).toBe(5);
    expect(mine(report)).toEqual([
      [declined.id, "a hold of 30000 is still open on a declined booking"],
      [refunded.id, "paid in 40000 ≠ refunded 20000 + paid out 0 + commission 0 + still held 40000"],
    ]);

    // Put right (the waiting payout lowered by the refund, the hold let go): nothing left to report.
    await db.update(payouts).set({ amountCents: 20_000 }).where(eq(payouts.bookingId, refunded.id));
    await recordMovement(db, {
      bookingId: declined.id,
      kind: "release",
      amountCents: 30_000,
      currency: "USD",
      idempotencyKey: paymentKey(declined.id, "release"),
      processor: "demo",
    });
    expect(mine(await reconcileAll(db))).toEqual([]);
  });

  it("keeps money records: a booking with ledger rows cannot be deleted", async () => {
    const db = database().db;
    const booking = await stay(db, "kept");
    await recordMovement(db, {
      bookingId: booking.id,
      kind: "charge",
      amountCents: 10_000,
      currency: "USD",
      idempotencyKey: paymentKey(booking.id, "charge"),
      processor: "demo",
    });
    await expect(db.delete(bookings).where(eq(bookings.id, booking.id))).rejects.toThrow();
  });
});
