import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { afterAccountDeleted, deleteAccount } from "../../app/modules/account-closure/deletion.server.ts";
import { createBooking, type NewBooking } from "../../app/modules/bookings/bookings.server.ts";
import { payCheckout } from "../../app/modules/bookings/checkout.server.ts";
import { acceptRequest } from "../../app/modules/bookings/owner-answers.server.ts";
import { bookingMoney } from "../../app/modules/payments/booking-money.server.ts";
import { createDemoProcessor } from "../../app/modules/payments/demo-processor.server.ts";
import { ledgerOf } from "../../app/modules/payments/ledger.server.ts";
import {
  payDuePayouts,
  refundBooking,
  type PaymentsContext,
} from "../../app/modules/payments/money.server.ts";
import { reconcileAll } from "../../app/modules/payments/reconcile.server.ts";
import type { Database } from "../../app/platform/db.server.ts";
import type { MailMessage } from "../../app/platform/mail.server.ts";
import { bookings, demoPayments, payouts } from "../../db/schema/index.ts";
import { describeEachDatabase } from "../helpers/database.ts";
import { addAccount, addHostedHome } from "../helpers/factories.ts";

/**
 * Demo mode's side of decision 3520: a refund after the owner was paid (the payout taken back in
 * part, the commission with it, the books balanced), the receipt email of a request paid at
 * acceptance, and account deletion's cancellations moving their money (a refund by the policy, a
 * hold let go) after the deletion's commit.
 */

const PAYS = { number: "4242 4242 4242 4242", authenticated: false };

function mailbox() {
  const sent: MailMessage[] = [];
  return {
    sent,
    mail: { mailer: { send: async (m: MailMessage) => void sent.push(m) }, appUrl: "http://x" },
  };
}

let n = 0;
async function home(db: Database, instantBook: boolean, cancellationPolicy = "flexible") {
  const tag = `${n++}-${Math.random().toString(16).slice(2, 8)}`;
  const host = `after-host-${tag}`;
  const slug = `after-home-${tag}`;
  await addHostedHome(db, host, slug, { instantBook, cancellationPolicy } as never);
  return { host, slug, tag };
}

const request = (
  guestId: string,
  slug: string,
  checkIn = "2027-06-01",
  checkOut = "2027-06-04",
): NewBooking => ({
  guestId,
  listingSlug: slug,
  request: { checkIn, checkOut, adults: 2, children: 0, pets: [] },
  message: "Hello!",
  contactPhone: "+14155550100",
  idempotencyKey: `key-${guestId}-${checkIn}`,
  checkout: true,
});

const kinds = async (db: Database, id: string) =>
  (await ledgerOf(db, id)).map((r) => `${r.kind} ${r.amountCents}`);
async function balanced(db: Database, ids: string[]) {
  const { mismatches } = await reconcileAll(db);
  expect(mismatches.filter((m) => ids.includes(m.bookingId))).toEqual([]);
}

describeEachDatabase("money after the payout, at acceptance and at account deletion (demo)", (database) => {
  const payments = (percent = 10): PaymentsContext => ({
    processor: createDemoProcessor(database().db),
    commissionPercent: percent,
  });

  it("a refund after the owner was paid takes back their share and the commission's; both sides see it", async () => {
    const db = database().db;
    const { slug, tag } = await home(db, true);
    const guest = `after-guest-${tag}`;
    await addAccount(db, guest);
    const { mail } = mailbox();
    const made = await createBooking(db, request(guest, slug), mail);
    const id = made.ok ? made.bookingId : "";
    expect(
      await payCheckout(db, payments(), { guestId: guest, bookingId: id, card: PAYS, mail }),
    ).toMatchObject({ ok: true, value: { paid: true } });
    expect(await payDuePayouts(db, payments(), new Date("2027-06-03T00:00:00Z"), id)).toBe(1);
    const { totalCents } = (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
    const quarter = totalCents / 4;
    expect(await refundBooking(db, payments(), { bookingId: id, refundCents: () => quarter })).toMatchObject({
      ok: true,
    });
    expect(await kinds(db, id)).toEqual([
      `charge ${totalCents}`,
      `payout ${totalCents * 0.9}`,
      `fee ${totalCents * 0.1}`,
      `refund ${quarter}`,
      `reversal ${quarter * 0.9}`,
      `fee_reversal ${quarter * 0.1}`,
    ]);
    expect(
      (await db.select().from(demoPayments).where(eq(demoPayments.kind, "reversal"))).filter(
        (r) => r.amountCents === quarter * 0.9,
      ).length,
    ).toBeGreaterThan(0);
    const [payout] = await db.select().from(payouts).where(eq(payouts.bookingId, id));
    expect(payout).toMatchObject({
      status: "paid",
      amountCents: totalCents * 0.675,
      commissionCents: totalCents * 0.075,
    });
    const seen = await bookingMoney(db, { id, currency: "USD", totalCents, active: true }, "demo");
    expect(seen).toMatchObject({
      paidCents: totalCents,
      refundedCents: quarter,
      reclaimedCents: quarter * 0.9,
    });
    await balanced(db, [id]);

    // A second partial refund is a refund of its own: its own keys, the payout lowered again, and the
    // books still balance (nothing answered twice from the first refund's keys).
    await refundBooking(db, payments(), { bookingId: id, refundCents: () => quarter });
    expect((await kinds(db, id)).slice(6)).toEqual([
      `refund ${quarter}`,
      `reversal ${quarter * 0.9}`,
      `fee_reversal ${quarter * 0.1}`,
    ]);
    const [lowered] = await db.select().from(payouts).where(eq(payouts.bookingId, id));
    expect(lowered).toMatchObject({ amountCents: totalCents * 0.45, commissionCents: totalCents * 0.05 });
    await balanced(db, [id]);
  });

  it("a request paid at acceptance sends the receipt email", async () => {
    const db = database().db;
    const { host, slug, tag } = await home(db, false);
    const guest = `after-req-${tag}`;
    await addAccount(db, guest);
    const { sent, mail } = mailbox();
    const made = await createBooking(db, request(guest, slug), mail);
    const id = made.ok ? made.bookingId : "";
    await payCheckout(db, payments(0), { guestId: guest, bookingId: id, card: PAYS, mail });
    expect(await acceptRequest(db, host, id, { mail, payments: payments(0) })).toMatchObject({ ok: true });
    const receipt = sent.find((m) => m.subject.startsWith("Receipt:"));
    expect(receipt?.to).toBe(`${guest}@example.com`);
    expect(receipt?.text).toMatch(/paid by card.*Demo payments: no real money/s);
    await balanced(db, [id]);
  });

  it("account deletion refunds its cancelled stays by the policy and lets its requests' holds go", async () => {
    const db = database().db;
    const stay = await home(db, true, "flexible");
    const asked = await home(db, false);
    const guest = `after-leaving-${stay.tag}`;
    await addAccount(db, guest);
    const { mail } = mailbox();
    const paid = await createBooking(db, request(guest, stay.slug), mail);
    const held = await createBooking(db, request(guest, asked.slug, "2027-07-01", "2027-07-04"), mail);
    const paidId = paid.ok ? paid.bookingId : "";
    const heldId = held.ok ? held.bookingId : "";
    await payCheckout(db, payments(0), { guestId: guest, bookingId: paidId, card: PAYS, mail });
    await payCheckout(db, payments(0), { guestId: guest, bookingId: heldId, card: PAYS, mail });

    const deleted = await deleteAccount(db, guest);
    expect(deleted.cancelledBookingIds.sort()).toEqual([paidId, heldId].sort());
    await afterAccountDeleted(
      { storage: { removePrefixes: async () => {} } as never, mailer: mail.mailer, appUrl: "http://x" },
      { id: guest, email: `${guest}@example.com` },
      deleted,
      { db, payments: payments(0) },
    );
    const { totalCents, refundCents } = (await db.select().from(bookings).where(eq(bookings.id, paidId)))[0]!;
    expect(refundCents ?? 0).toBeGreaterThan(0);
    expect(await kinds(db, paidId)).toEqual([`charge ${totalCents}`, `refund ${refundCents}`]);
    const heldTotal = (await db.select().from(bookings).where(eq(bookings.id, heldId)))[0]!.totalCents;
    expect(await kinds(db, heldId)).toEqual([`hold ${heldTotal}`, `release ${heldTotal}`]);
    await balanced(db, [paidId, heldId]);
  });
});
