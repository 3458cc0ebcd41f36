import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { cancelBooking, createBooking, type NewBooking } from "../../app/modules/bookings/bookings.server.ts";
import {
  acceptRequest,
  cancelAsHost,
  declineRequest,
} from "../../app/modules/bookings/owner-answers.server.ts";
import { applyTransition } from "../../app/modules/bookings/process.server.ts";
import { sweepBookings } from "../../app/modules/bookings/sweeps.server.ts";
import { createDemoProcessor } from "../../app/modules/payments/demo-processor.server.ts";
import { ledgerOf } from "../../app/modules/payments/ledger.server.ts";
import { chargeBooking, holdBooking, type PaymentsContext } from "../../app/modules/payments/money.server.ts";
import { reconcileAll } from "../../app/modules/payments/reconcile.server.ts";
import type { Database } from "../../app/platform/db.server.ts";
import type { MailMessage } from "../../app/platform/mail.server.ts";
import { bookings, demoPayments, listings, payouts } from "../../db/schema/index.ts";
import { describeEachDatabase } from "../helpers/database.ts";
import { addAccount, addHostedHome } from "../helpers/factories.ts";

const NOW = new Date("2027-01-10T12:00:00Z");
const mail = { mailer: { send: async (_m: MailMessage) => {} }, appUrl: "http://localhost:3999" };
const PAYS = { customer: "guest", paymentMethod: "4242 4242 4242 4242" };

let nextWeek = 0;
let homes = 0;
/** A home of its own (moderate policy, $100 a night, a $50 cleaning fee) and a 3-night stay on it. */
async function stay(db: Database, instantBook: boolean, over: Partial<NewBooking> = {}) {
  const tag = `${homes++}-${Math.random().toString(16).slice(2, 8)}`;
  const host = `money-host-${tag}`;
  const guest = `money-guest-${tag}`;
  await addAccount(db, guest);
  const slug = `money-home-${tag}`;
  const { listingId } = await addHostedHome(db, host, slug, { instantBook, cleaningFeeCents: 5_000 });
  await db.update(listings).set({ cancellationPolicy: "moderate" }).where(eq(listings.id, listingId));
  const week = nextWeek++;
  const day = (d: number) =>
    new Date(Date.UTC(2027, 2, 1 + d) + week * 7 * 86_400_000).toISOString().slice(0, 10);
  const made = await createBooking(
    db,
    {
      guestId: guest,
      listingSlug: slug,
      request: { checkIn: day(0), checkOut: day(3), adults: 2, children: 0, pets: [] },
      message: "Hello!",
      contactPhone: "+14155550100",
      idempotencyKey: `key-${tag}`,
      now: NOW,
      ...over,
    },
    mail,
  );
  if (!made.ok) throw new Error(JSON.stringify(made));
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, made.bookingId));
  return {
    host,
    guest,
    booking: booking!,
    amount: { cents: booking!.totalCents, currency: booking!.currency },
  };
}

const kinds = async (db: Database, id: string) =>
  (await ledgerOf(db, id)).map((r) => `${r.kind} ${r.amountCents}`);
const payoutOf = async (db: Database, id: string) =>
  (await db.select().from(payouts).where(eq(payouts.bookingId, id)))[0];
const demoRow = async (db: Database, ref: string) =>
  (await db.select().from(demoPayments).where(eq(demoPayments.id, ref)))[0]!;
async function expectBooksBalance(db: Database) {
  expect((await reconcileAll(db)).mismatches).toEqual([]);
}

describeEachDatabase("money follows the booking process (demo processor)", (database) => {
  const clock = NOW;
  const payments = (percent = 0): PaymentsContext => ({
    processor: createDemoProcessor(database().db, { now: () => clock }),
    commissionPercent: percent,
  });

  it("a request: the card is held, then taken when the owner accepts, the payout due 24 hours after check-in", async () => {
    const db = database().db;
    const { host, booking, amount } = await stay(db, false);
    const held = await holdBooking(db, payments(), { bookingId: booking.id, amount, source: PAYS });
    expect(held.ok).toBe(true);
    expect(await acceptRequest(db, host, booking.id, { mail, now: NOW, payments: payments(10) })).toEqual({
      ok: true,
    });
    expect(await kinds(db, booking.id)).toEqual([`hold ${amount.cents}`, `capture ${amount.cents}`]);
    expect(await demoRow(db, held.ok ? held.ref : "")).toMatchObject({
      status: "captured",
      capturedCents: amount.cents,
    });
    const payout = await payoutOf(db, booking.id);
    const commission = Math.round(amount.cents / 10);
    expect(payout).toMatchObject({
      status: "scheduled",
      amountCents: amount.cents - commission,
      commissionCents: commission,
    });
    // Check-in at 15:00 where the home is (UTC in these homes), paid a day later.
    const checkIn = booking.stay.slice(1, 11);
    expect(payout!.dueAt.toISOString()).toBe(
      new Date(new Date(`${checkIn}T15:00:00Z`).getTime() + 86_400_000).toISOString(),
    );
    await expectBooksBalance(db);
  });

  it("a request declined or expired lets the hold go; nothing is kept", async () => {
    const db = database().db;
    const declined = await stay(db, false);
    const hold = await holdBooking(db, payments(), {
      bookingId: declined.booking.id,
      amount: declined.amount,
      source: PAYS,
    });
    expect(
      await declineRequest(
        db,
        declined.host,
        declined.booking.id,
        { reason: "dates", note: "" },
        NOW,
        payments(),
      ),
    ).toEqual({ ok: true });
    expect(await kinds(db, declined.booking.id)).toEqual([
      `hold ${declined.amount.cents}`,
      `release ${declined.amount.cents}`,
    ]);
    expect(await demoRow(db, hold.ok ? hold.ref : "")).toMatchObject({ status: "released" });

    const expiring = await stay(db, false);
    await holdBooking(db, payments(), {
      bookingId: expiring.booking.id,
      amount: expiring.amount,
      source: PAYS,
    });
    const later = new Date(NOW.getTime() + 25 * 3_600_000);
    const swept = await sweepBookings(db, later, payments());
    expect(swept).toMatchObject({ expired: 1, holdsReleased: 1 });
    expect(await kinds(db, expiring.booking.id)).toEqual([
      `hold ${expiring.amount.cents}`,
      `release ${expiring.amount.cents}`,
    ]);
    // Swept again: nothing more to let go.
    expect(await sweepBookings(db, later, payments())).toMatchObject({ holdsReleased: 0 });
    await expectBooksBalance(db);
  });

  it("an instant booking paid, then cancelled by the guest: the policy's refund goes back, the payout lowered", async () => {
    const db = database().db;
    const { guest, booking, amount } = await stay(db, true);
    expect(booking.status).toBe("confirmed");
    const checkIn = booking.stay.slice(1, 11);
    const due = new Date(new Date(`${checkIn}T15:00:00Z`).getTime() + 86_400_000);
    expect(
      (await chargeBooking(db, payments(), { bookingId: booking.id, amount, source: PAYS, payoutDueAt: due }))
        .ok,
    ).toBe(true);
    // Two days before check-in: the moderate policy keeps half the nights ($150 of $300), the cleaning fee comes back.
    const late = new Date(new Date(`${checkIn}T15:00:00Z`).getTime() - 2 * 86_400_000);
    const cancelled = await cancelBooking(db, guest, booking.id, { now: late, payments: payments() });
    expect(cancelled.ok).toBe(true);
    const kept = cancelled.ok ? cancelled.value.refund.keptCents : -1;
    expect(kept).toBeGreaterThan(0);
    expect(await kinds(db, booking.id)).toEqual([`charge ${amount.cents}`, `refund ${amount.cents - kept}`]);
    expect(await payoutOf(db, booking.id)).toMatchObject({ status: "scheduled", amountCents: kept });
    await expectBooksBalance(db);
  });

  it("an owner's cancellation refunds everything; the payout comes to nothing", async () => {
    const db = database().db;
    const { host, booking, amount } = await stay(db, true);
    await chargeBooking(db, payments(5), {
      bookingId: booking.id,
      amount,
      source: PAYS,
      payoutDueAt: new Date("2027-04-01T00:00:00Z"),
    });
    expect(await cancelAsHost(db, host, booking.id, "A burst pipe.", NOW, payments(5))).toEqual({ ok: true });
    expect(await kinds(db, booking.id)).toEqual([`charge ${amount.cents}`, `refund ${amount.cents}`]);
    expect(await payoutOf(db, booking.id)).toMatchObject({ amountCents: 0, commissionCents: 0 });
    await expectBooksBalance(db);
  });

  it("a double submit of the payment charges once", async () => {
    const db = database().db;
    const { booking, amount } = await stay(db, true);
    const input = {
      bookingId: booking.id,
      amount,
      source: PAYS,
      payoutDueAt: new Date("2027-04-01T00:00:00Z"),
    };
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => chargeBooking(db, payments(), input)));
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(new Set(answers.map((a) => (a.ok ? a.ref : ""))).size).toBe(1);
    expect(await kinds(db, booking.id)).toEqual([`charge ${amount.cents}`]);
    const charges = await db
      .select()
      .from(demoPayments)
      .where(eq(demoPayments.idempotencyKey, `booking:${booking.id}:charge`));
    expect(charges).toHaveLength(1);
    await expectBooksBalance(db);
  });

  it("a declined card moves nothing and the booking's money stays as it was", async () => {
    const db = database().db;
    const { booking, amount } = await stay(db, true);
    const answer = await chargeBooking(db, payments(), {
      bookingId: booking.id,
      amount,
      source: { customer: "guest", paymentMethod: "4000 0000 0000 0002" },
      payoutDueAt: new Date("2027-04-01T00:00:00Z"),
    });
    expect(answer).toEqual({
      ok: false,
      code: "declined",
      message: "Your card was declined. Try another card.",
    });
    expect(await kinds(db, booking.id)).toEqual([]);
    expect(await payoutOf(db, booking.id)).toBeUndefined();
  });

  it("owners are paid by the sweep once due, less the commission, once", async () => {
    const db = database().db;
    const { booking, amount } = await stay(db, true);
    const due = new Date("2027-06-02T15:00:00Z");
    await chargeBooking(db, payments(12.5), {
      bookingId: booking.id,
      amount,
      source: PAYS,
      payoutDueAt: due,
    });
    // (The stays of the tests above are due earlier: this sweep pays theirs.)
    await sweepBookings(db, new Date(due.getTime() - 1), payments(12.5));
    expect(await payoutOf(db, booking.id)).toMatchObject({ status: "scheduled" });
    expect((await sweepBookings(db, due, payments(12.5))).payoutsPaid).toBe(1);
    const payout = await payoutOf(db, booking.id);
    expect(payout).toMatchObject({ status: "paid" });
    expect(payout!.amountCents + payout!.commissionCents).toBe(amount.cents);
    expect(await kinds(db, booking.id)).toEqual([
      `charge ${amount.cents}`,
      `payout ${payout!.amountCents}`,
      `fee ${payout!.commissionCents}`,
    ]);
    expect((await sweepBookings(db, due, payments(12.5))).payoutsPaid).toBe(0);
    await expectBooksBalance(db);
  });

  it("an accept racing the traveller's withdrawal and other accepts: one wins, the hold is taken or let go once", async () => {
    const db = database().db;
    for (let round = 0; round < 3; round++) {
      const { host, guest, booking, amount } = await stay(db, false);
      await holdBooking(db, payments(), { bookingId: booking.id, amount, source: PAYS });
      const answers = await Promise.all([
        ...Array.from({ length: 8 }, () =>
          acceptRequest(db, host, booking.id, { mail, now: NOW, payments: payments() }),
        ),
        // The withdrawal the traveller chose on the request they saw (cancelBooking picks it by the status).
        applyTransition(
          db,
          "withdraw",
          { bookingId: booking.id, actor: { as: "guest", userId: guest } },
          { now: NOW, refundCents: booking.totalCents, payments: payments() },
        ),
      ]);
      expect(answers.filter((a) => a.ok)).toHaveLength(1);
      const moved = await kinds(db, booking.id);
      expect([
        [`hold ${amount.cents}`, `capture ${amount.cents}`],
        [`hold ${amount.cents}`, `release ${amount.cents}`],
      ]).toContainEqual(moved);
      const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
      expect(row!.status).toBe(moved[1]!.startsWith("capture") ? "confirmed" : "cancelled");
    }
    await expectBooksBalance(db);
  });

  it("a request accepted, then cancelled by the guest a week ahead: the captured hold is refunded in full", async () => {
    const db = database().db;
    const { host, guest, booking, amount } = await stay(db, false);
    const hold = await holdBooking(db, payments(), { bookingId: booking.id, amount, source: PAYS });
    await acceptRequest(db, host, booking.id, { mail, now: NOW, payments: payments() });
    // Moderate: 5 days or more before check-in, nothing is kept.
    const cancelled = await cancelBooking(db, guest, booking.id, { now: NOW, payments: payments() });
    expect(cancelled.ok && cancelled.value.refund.keptCents).toBe(0);
    expect(await kinds(db, booking.id)).toEqual([
      `hold ${amount.cents}`,
      `capture ${amount.cents}`,
      `refund ${amount.cents}`,
    ]);
    expect(await demoRow(db, hold.ok ? hold.ref : "")).toMatchObject({ refundedCents: amount.cents });
    expect(await payoutOf(db, booking.id)).toMatchObject({ amountCents: 0, commissionCents: 0 });
    await expectBooksBalance(db);
  });
});
