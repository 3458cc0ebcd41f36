import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { cancelBooking, createBooking, type NewBooking } from "../../app/modules/bookings/bookings.server.ts";
import { payCheckout } from "../../app/modules/bookings/checkout.server.ts";
import { chargeDueInstalments } from "../../app/modules/bookings/instalments.server.ts";
import { sweepBookings } from "../../app/modules/bookings/sweeps.server.ts";
import { createDemoProcessor } from "../../app/modules/payments/demo-processor.server.ts";
import { ledgerOf } from "../../app/modules/payments/ledger.server.ts";
import type { PaymentsContext } from "../../app/modules/payments/money.server.ts";
import { reconcileAll } from "../../app/modules/payments/reconcile.server.ts";
import type { Database } from "../../app/platform/db.server.ts";
import type { MailMessage } from "../../app/platform/mail.server.ts";
import {
  bookingCards,
  bookings,
  instalments,
  notifications,
  payouts,
  profiles,
} from "../../db/schema/index.ts";
import { describeEachDatabase } from "../helpers/database.ts";
import { addAccount, addHostedHome } from "../helpers/factories.ts";

/**
 * A long stay paid month by month (decision 3530): 75 nights from 1 March 2027 in a home on UTC
 * time checking in at 15:00, so months of 30, 30 and 15 nights, the second charged at 15:00 on
 * 28 March (3 days before it starts on 31 March), the third at 15:00 on 27 April.
 */
const NOW = new Date("2027-01-10T12:00:00Z");
const MONTH2_DUE = new Date("2027-03-28T15:00:00Z");
const MONTH3_DUE = new Date("2027-04-27T15:00:00Z");
const DAY = 86_400_000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
const PAYS = { number: "4242 4242 4242 4242", authenticated: false };
// Pays at the checkout once the traveller confirms with their bank; saved, it cannot be charged without them.
const ASKS_BANK = { number: "4000 0027 6000 3184", authenticated: true };

let homes = 0;
async function longStay(db: Database, payments: PaymentsContext, policy: string, card = PAYS) {
  const tag = `${homes++}-${Math.random().toString(16).slice(2, 8)}`;
  const host = `instal-host-${tag}`;
  const guest = `instal-guest-${tag}`;
  const slug = `instal-home-${tag}`;
  await addHostedHome(db, host, slug, {
    instantBook: true,
    cleaningFeeCents: 5_000,
    cancellationPolicy: policy,
  });
  await addAccount(db, guest);
  const request: NewBooking = {
    guestId: guest,
    listingSlug: slug,
    request: { checkIn: "2027-03-01", checkOut: "2027-05-15", adults: 2, children: 0, pets: [] },
    message: "A long stay",
    contactPhone: "+14155550100",
    idempotencyKey: `key-${guest}`,
    checkout: true,
    now: NOW,
  };
  const made = await createBooking(db, request, mail);
  if (!made.ok) throw new Error(`booking refused: ${JSON.stringify(made)}`);
  const paid = await payCheckout(db, payments, {
    guestId: guest,
    bookingId: made.bookingId,
    card,
    mail,
    now: NOW,
  });
  expect(paid).toEqual({ ok: true, value: { paid: true, status: "confirmed" } });
  return { host, guest, id: made.bookingId };
}

const sent: MailMessage[] = [];
const mail = { mailer: { send: async (m: MailMessage) => void sent.push(m) }, appUrl: "http://x" };
const ledger = async (db: Database, id: string) =>
  (await ledgerOf(db, id)).map(
    (r) => `${r.kind} ${r.amountCents} ${r.idempotencyKey.split(":").slice(2).join(":")}`,
  );
const months = (db: Database, id: string) =>
  db.select().from(instalments).where(eq(instalments.bookingId, id)).orderBy(asc(instalments.part));
const payoutsOf = (db: Database, id: string) =>
  db.select().from(payouts).where(eq(payouts.bookingId, id)).orderBy(asc(payouts.part));
const titles = async (db: Database, userId: string) =>
  (await db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.title);

describeEachDatabase("long stays paid month by month", (database) => {
  const payments = (): PaymentsContext => ({
    processor: createDemoProcessor(database().db, { now: () => NOW }),
    commissionPercent: 10,
  });

  it("charges the second month to the saved card when due, once, and pays the owner after it starts", async () => {
    const db = database().db;
    const { host, guest, id } = await longStay(db, payments(), "moderate");
    const total = (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!.totalCents;
    const planned = await months(db, id);
    expect(planned.map((m) => [m.part, m.nights, m.startsOn, m.dueAt.toISOString(), m.status])).toEqual([
      [2, 30, "2027-03-31", MONTH2_DUE.toISOString(), "scheduled"],
      [3, 15, "2027-04-30", MONTH3_DUE.toISOString(), "scheduled"],
    ]);
    const [first] = await ledgerOf(db, id);
    expect(first!.amountCents + planned[0]!.amountCents + planned[1]!.amountCents).toBe(total);
    expect((await db.select().from(bookingCards).where(eq(bookingCards.bookingId, id)))[0]).toMatchObject({
      processor: "demo",
      customer: guest,
    });

    // A minute early: nothing; another booking's clock moves nothing of this one.
    expect((await sweepBookings(db, at(MONTH2_DUE, -60_000), payments(), id)).instalmentsCharged).toBe(0);
    expect(
      (await sweepBookings(db, at(MONTH2_DUE, DAY), payments(), crypto.randomUUID())).instalmentsCharged,
    ).toBe(0);

    const swept = await sweepBookings(db, MONTH2_DUE, payments(), id);
    expect(swept.instalmentsCharged).toBe(1);
    // Run again (another process, a reload of the clock): charged once.
    expect((await sweepBookings(db, at(MONTH2_DUE, 1_000), payments(), id)).instalmentsCharged).toBe(0);
    const rows = await ledger(db, id);
    expect(rows).toHaveLength(4);
    expect(rows).toEqual(
      expect.arrayContaining([
        `charge ${first!.amountCents} charge`,
        // The first month's payout was due 24 hours after check-in: paid by the same sweep.
        expect.stringMatching(/^payout \d+ payout$/),
        expect.stringMatching(/^fee \d+ payout:fee$/),
        `charge ${planned[0]!.amountCents} charge:2:1`,
      ]),
    );
    const [month2] = await months(db, id);
    expect(month2).toMatchObject({ status: "paid", tries: 1, failure: null });
    const owed = await payoutsOf(db, id);
    expect(owed.map((p) => [p.part, p.status, p.amountCents + p.commissionCents])).toEqual([
      [1, "paid", first!.amountCents],
      [2, "scheduled", planned[0]!.amountCents],
    ]);
    expect(owed[1]!.dueAt.toISOString()).toBe("2027-04-01T15:00:00.000Z");
    expect(owed[1]!.commissionCents).toBe(Math.round(planned[0]!.amountCents / 10));
    expect(await titles(db, guest)).toContain(
      "Month 2 of your stay at " + (await listingTitle(db, id)) + " is paid",
    );
    expect((await titles(db, host)).some((t) => t.startsWith("Month 2 paid:"))).toBe(true);

    // The month's payout after it starts; the books balance at every step.
    expect((await reconcileAll(db)).mismatches).toEqual([]);
    expect((await sweepBookings(db, new Date("2027-04-01T15:00:00Z"), payments(), id)).payoutsPaid).toBe(1);
    expect((await payoutsOf(db, id)).map((p) => p.status)).toEqual(["paid", "paid"]);
    const paidOut = (await ledger(db, id)).filter((row) => row.startsWith("payout"));
    expect(paidOut).toHaveLength(2);
    expect(paidOut).toEqual(
      expect.arrayContaining([expect.stringMatching(/ payout$/), expect.stringMatching(/ payout:2$/)]),
    );
    expect((await reconcileAll(db)).mismatches).toEqual([]);
  });

  it("a refused month is tried again 1 and 3 days later, then the stay is at risk and both sides are told", async () => {
    const db = database().db;
    const { host, guest, id } = await longStay(db, payments(), "moderate", ASKS_BANK);
    // The owner reads French (issue 38): each notice in the recipient's saved language.
    await db.insert(profiles).values({ id: host, language: "fr" });
    await chargeDueInstalments(db, payments(), MONTH2_DUE, id);
    let [month2] = await months(db, id);
    expect(month2).toMatchObject({ status: "retrying", tries: 1 });
    expect(month2!.nextTryAt!.toISOString()).toBe(at(MONTH2_DUE, DAY).toISOString());
    expect(month2!.failure).toContain("confirm");
    // Not yet time for the next try.
    await chargeDueInstalments(db, payments(), at(MONTH2_DUE, DAY - 1), id);
    expect((await months(db, id))[0]!.tries).toBe(1);
    await chargeDueInstalments(db, payments(), at(MONTH2_DUE, DAY), id);
    [month2] = await months(db, id);
    expect(month2).toMatchObject({ status: "retrying", tries: 2 });
    expect(month2!.nextTryAt!.toISOString()).toBe(at(MONTH2_DUE, 3 * DAY).toISOString());
    await chargeDueInstalments(db, payments(), at(MONTH2_DUE, 3 * DAY), id);
    [month2] = await months(db, id);
    expect(month2).toMatchObject({ status: "at_risk", tries: 3, nextTryAt: null });
    // Nothing more is tried by itself.
    await chargeDueInstalments(db, payments(), at(MONTH2_DUE, 20 * DAY), id);
    expect((await months(db, id))[0]!.tries).toBe(3);

    const guestTold = await titles(db, guest);
    expect(guestTold.filter((t) => t.startsWith("Your card was refused for month 2"))).toHaveLength(2);
    expect(guestTold.filter((t) => /is at risk: month 2 is unpaid$/.test(t))).toHaveLength(1);
    const hostTold = await db.select().from(notifications).where(eq(notifications.userId, host));
    expect(hostTold.filter((n) => n.title.startsWith("Paiement refusé : mois 2 de "))).toHaveLength(2);
    const atRisk = hostTold.filter((n) => n.title.startsWith("Séjour menacé : le mois 2 de "));
    expect(atRisk).toHaveLength(1);
    // Money and dates in French formats, the card's refusal said in French.
    expect(atRisk[0]!.body).toMatch(
      /^La carte du voyageur a été refusée 3 fois pour \d[\d\s]*(,\d\d)?\s\$US au titre du mois 2 /,
    );
    expect(atRisk[0]!.body).toContain("(à partir du 31 mars 2027)");
    // Only the first month moved; each try had its own key.
    expect((await ledger(db, id)).filter((r) => r.startsWith("charge"))).toEqual([
      expect.stringMatching(/ charge$/),
    ]);
    expect((await reconcileAll(db)).mismatches).toEqual([]);
  });

  it("a cancellation mid-stay gives back from the newest month first, taking back what the owner was paid for", async () => {
    const db = database().db;
    // Flexible: the policy gives back every night not begun but the next; the platform holds only
    // what it has not paid the owner yet.
    const a = await longStay(db, payments(), "flexible");
    await chargeDueInstalments(db, payments(), MONTH2_DUE, a.id);
    const [m1, m2] = (await ledgerOf(db, a.id)).filter((r) => r.kind === "charge");
    const dayOfMonth2Charge = at(MONTH2_DUE, 2 * 3_600_000);
    const cancelled = await cancelBooking(db, a.guest, a.id, {
      now: dayOfMonth2Charge,
      payments: payments(),
    });
    expect(cancelled.ok).toBe(true);
    const refunds = (await ledgerOf(db, a.id)).filter((r) => r.kind === "refund");
    // Month 2 given back whole, then part of month 1 (its payout was not paid yet).
    expect(refunds.map((r) => [r.idempotencyKey.split(":").slice(2).join(":"), r.amountCents])).toEqual([
      ["refund:2", m2!.amountCents],
      ["refund", expect.any(Number)],
    ]);
    expect(refunds[1]!.amountCents).toBeLessThan(m1!.amountCents);
    const owed = await payoutsOf(db, a.id);
    expect(owed.map((p) => [p.part, p.amountCents + p.commissionCents])).toEqual([
      [1, m1!.amountCents - refunds[1]!.amountCents],
      [2, 0],
    ]);
    // The third month of a cancelled stay is never charged.
    expect((await sweepBookings(db, MONTH3_DUE, payments(), a.id)).instalmentsCharged).toBe(0);

    // The same, once the first month's payout was paid: the traveller gets what the policy gives all
    // the same, and the part of month 1 the owner was already paid for is taken back from their
    // payout (decision 3520).
    const b = await longStay(db, payments(), "flexible");
    await sweepBookings(db, MONTH2_DUE, payments(), b.id);
    const paidOutFirst = (await payoutsOf(db, b.id))[0]!;
    expect(paidOutFirst.status).toBe("paid");
    const [, b2] = (await ledgerOf(db, b.id)).filter((r) => r.kind === "charge");
    expect(
      (await cancelBooking(db, b.guest, b.id, { now: dayOfMonth2Charge, payments: payments() })).ok,
    ).toBe(true);
    const bLedger = await ledgerOf(db, b.id);
    expect(bLedger.filter((r) => r.kind === "refund").map((r) => r.amountCents)).toEqual([
      b2!.amountCents,
      refunds[1]!.amountCents,
    ]);
    // Taken back: the owner's share and the commission's, together the part of month 1 refunded.
    const takenBack = bLedger
      .filter((r) => r.kind === "reversal" || r.kind === "fee_reversal")
      .reduce((total, r) => total + r.amountCents, 0);
    expect(takenBack).toBe(refunds[1]!.amountCents);
    const afterFirst = (await payoutsOf(db, b.id))[0]!;
    expect(afterFirst.amountCents + afterFirst.commissionCents).toBe(
      paidOutFirst.amountCents + paidOutFirst.commissionCents - refunds[1]!.amountCents,
    );

    // Long-term policy: the first month and 30 days of notice are kept: a little of month 2 comes back.
    const c = await longStay(db, payments(), "long_term");
    await chargeDueInstalments(db, payments(), MONTH2_DUE, c.id);
    const [, c2] = (await ledgerOf(db, c.id)).filter((r) => r.kind === "charge");
    expect(
      (await cancelBooking(db, c.guest, c.id, { now: dayOfMonth2Charge, payments: payments() })).ok,
    ).toBe(true);
    const cRefunds = (await ledgerOf(db, c.id)).filter((r) => r.kind === "refund");
    expect(cRefunds).toHaveLength(1);
    expect(cRefunds[0]!.idempotencyKey.endsWith(":refund:2")).toBe(true);
    expect(cRefunds[0]!.amountCents).toBeGreaterThan(0);
    expect(cRefunds[0]!.amountCents).toBeLessThan(c2!.amountCents);

    // Every booking's books balance, and the demo bank agrees nothing was given back twice.
    expect((await reconcileAll(db)).mismatches).toEqual([]);
  });
});

async function listingTitle(db: Database, bookingId: string) {
  const { listings } = await import("../../db/schema/index.ts");
  const [row] = await db
    .select({ title: listings.title })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(eq(bookings.id, bookingId));
  return row!.title;
}
