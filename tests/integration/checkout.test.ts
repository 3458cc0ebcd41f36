import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createBooking, type NewBooking } from "../../app/modules/bookings/bookings.server.ts";
import { payCheckout } from "../../app/modules/bookings/checkout.server.ts";
import { CHECKOUT_EXPIRED } from "../../app/modules/bookings/checkout.ts";
import { acceptRequest } from "../../app/modules/bookings/owner-answers.server.ts";
import { sweepBookings } from "../../app/modules/bookings/sweeps.server.ts";
import { createDemoProcessor } from "../../app/modules/payments/demo-processor.server.ts";
import { ledgerOf } from "../../app/modules/payments/ledger.server.ts";
import type { PaymentsContext } from "../../app/modules/payments/money.server.ts";
import { reconcileAll } from "../../app/modules/payments/reconcile.server.ts";
import type { Database } from "../../app/platform/db.server.ts";
import type { MailMessage } from "../../app/platform/mail.server.ts";
import { bookings, demoPayments, notifications, payouts } from "../../db/schema/index.ts";
import { describeEachDatabase } from "../helpers/database.ts";
import { addAccount, addHostedHome } from "../helpers/factories.ts";

const NOW = new Date("2027-01-10T12:00:00Z");
const PAYS = { number: "4242 4242 4242 4242", authenticated: false };
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

let homes = 0;
/** A home of its own and the booking request of `guest` for 3 of its nights, made at the checkout. */
async function home(db: Database, instantBook: boolean) {
  const tag = `${homes++}-${Math.random().toString(16).slice(2, 8)}`;
  const host = `checkout-host-${tag}`;
  const slug = `checkout-home-${tag}`;
  await addHostedHome(db, host, slug, { instantBook, cleaningFeeCents: 5_000 });
  return { host, slug, tag };
}

function booking(guestId: string, slug: string, over: Partial<NewBooking> = {}): NewBooking {
  return {
    guestId,
    listingSlug: slug,
    request: { checkIn: "2027-03-01", checkOut: "2027-03-04", adults: 2, children: 0, pets: [] },
    message: "Hello!",
    contactPhone: "+14155550100",
    idempotencyKey: `key-${guestId}`,
    checkout: true,
    now: NOW,
    ...over,
  };
}

function mailbox() {
  const sent: MailMessage[] = [];
  return {
    sent,
    mail: { mailer: { send: async (m: MailMessage) => void sent.push(m) }, appUrl: "http://x" },
  };
}

const kinds = async (db: Database, id: string) =>
  (await ledgerOf(db, id)).map((r) => `${r.kind} ${r.amountCents}`);
const statusOf = async (db: Database, id: string) =>
  (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const noticesOf = async (db: Database, userId: string) =>
  db.select().from(notifications).where(eq(notifications.userId, userId));

describeEachDatabase("the checkout (demo payments)", (database) => {
  const payments = (): PaymentsContext => ({
    processor: createDemoProcessor(database().db, { now: () => NOW }),
    commissionPercent: 0,
  });

  it("instant book waits for its payment, holds its nights, and is confirmed only once paid", async () => {
    const db = database().db;
    const { host, slug, tag } = await home(db, true);
    const guest = `checkout-guest-${tag}`;
    const other = `checkout-other-${tag}`;
    await addAccount(db, guest);
    await addAccount(db, other);
    const { sent, mail } = mailbox();
    const made = await createBooking(db, booking(guest, slug), mail);
    expect(made).toMatchObject({ ok: true, status: "awaiting_payment" });
    const id = made.ok ? made.bookingId : "";
    // Nobody told, no email, until it is paid; its nights are held.
    expect(sent).toEqual([]);
    expect(await noticesOf(db, host)).toEqual([]);
    expect(await createBooking(db, booking(other, slug), mail)).toMatchObject({ ok: false, status: 409 });

    // A declined card says why and changes nothing.
    const declined = await payCheckout(db, payments(), {
      guestId: guest,
      bookingId: id,
      card: { number: "4000 0000 0000 0002", authenticated: false },
      mail,
      now: minutes(1),
    });
    expect(declined).toMatchObject({ ok: true, value: { paid: false, code: "declined" } });
    const insufficient = await payCheckout(db, payments(), {
      guestId: guest,
      bookingId: id,
      card: { number: "4000000000009995", authenticated: false },
      mail,
      now: minutes(1),
    });
    expect(insufficient).toMatchObject({ ok: true, value: { paid: false, code: "insufficient_funds" } });
    expect((await statusOf(db, id)).status).toBe("awaiting_payment");
    expect(await kinds(db, id)).toEqual([]);

    // Someone else's booking: nothing of theirs.
    expect(
      await payCheckout(db, payments(), { guestId: other, bookingId: id, card: PAYS, mail, now: minutes(2) }),
    ).toMatchObject({ ok: false, status: 404 });

    const paid = await payCheckout(db, payments(), {
      guestId: guest,
      bookingId: id,
      card: PAYS,
      mail,
      now: minutes(2),
    });
    expect(paid).toEqual({ ok: true, value: { paid: true, status: "confirmed" } });
    const row = await statusOf(db, id);
    expect(row).toMatchObject({ status: "confirmed", expiresAt: null });
    expect(await kinds(db, id)).toEqual([`charge ${row.totalCents}`]);
    expect((await db.select().from(payouts).where(eq(payouts.bookingId, id)))[0]).toMatchObject({
      status: "scheduled",
      amountCents: row.totalCents,
    });
    // Now the booking's email and the owner's notice go.
    // The confirmation says what the card paid; the receipt follows, with its printable page.
    expect(sent.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Booked: /),
      expect.stringMatching(/^Receipt: \$3[,.]?50/),
    ]);
    expect(sent[0]!.text).toContain("was paid by card. Demo payments: no real money.");
    expect(sent[1]!.text).toContain(`/user/bookings/${id}/receipt`);
    expect((await noticesOf(db, host)).map((n) => n.type)).toEqual(["host_booking_received"]);
    expect((await reconcileAll(db)).mismatches).toEqual([]);
  });

  it("a card that asks for the bank's check pays once the traveller confirms", async () => {
    const db = database().db;
    const { slug, tag } = await home(db, true);
    const guest = `checkout-guest-${tag}`;
    await addAccount(db, guest);
    const { mail } = mailbox();
    const made = await createBooking(db, booking(guest, slug), mail);
    const id = made.ok ? made.bookingId : "";
    const card = { number: "4000002760003184", authenticated: false };
    expect(
      await payCheckout(db, payments(), { guestId: guest, bookingId: id, card, mail, now: minutes(1) }),
    ).toMatchObject({
      ok: true,
      value: { paid: false, code: "authentication_required" },
    });
    expect(
      await payCheckout(db, payments(), {
        guestId: guest,
        bookingId: id,
        card: { ...card, authenticated: true },
        mail,
        now: minutes(1),
      }),
    ).toEqual({ ok: true, value: { paid: true, status: "confirmed" } });
  });

  it("a request: the card authorised at the checkout, the owner's 24 hours start, captured at acceptance", async () => {
    const db = database().db;
    const { host, slug, tag } = await home(db, false);
    const guest = `checkout-guest-${tag}`;
    await addAccount(db, guest);
    const { mail } = mailbox();
    const made = await createBooking(db, booking(guest, slug), mail);
    expect(made).toMatchObject({ ok: true, status: "awaiting_payment" });
    const id = made.ok ? made.bookingId : "";
    expect(
      await payCheckout(db, payments(), { guestId: guest, bookingId: id, card: PAYS, mail, now: minutes(3) }),
    ).toEqual({
      ok: true,
      value: { paid: true, status: "pending" },
    });
    const row = await statusOf(db, id);
    expect(row.status).toBe("pending");
    expect(row.expiresAt!.toISOString()).toBe(new Date(minutes(3).getTime() + 24 * 3_600_000).toISOString());
    expect((await noticesOf(db, host)).map((n) => n.type)).toEqual(["host_request_received"]);
    expect(await kinds(db, id)).toEqual([`hold ${row.totalCents}`]);
    expect(await acceptRequest(db, host, id, { mail, now: minutes(60), payments: payments() })).toEqual({
      ok: true,
    });
    expect(await kinds(db, id)).toEqual([`hold ${row.totalCents}`, `capture ${row.totalCents}`]);
    expect((await reconcileAll(db)).mismatches).toEqual([]);
  });

  it("an unpaid checkout lets its nights go after 15 minutes; a payment made too late comes back", async () => {
    const db = database().db;
    const { slug, tag } = await home(db, true);
    const guest = `checkout-guest-${tag}`;
    const next = `checkout-next-${tag}`;
    await addAccount(db, guest);
    await addAccount(db, next);
    const { mail } = mailbox();
    const made = await createBooking(db, booking(guest, slug), mail);
    const id = made.ok ? made.bookingId : "";
    expect((await sweepBookings(db, minutes(14), payments())).abandoned).toBe(0);

    // Paid at minute 16, before the sweep ran: charged, then given back at once (the time had run out).
    const late = await payCheckout(db, payments(), {
      guestId: guest,
      bookingId: id,
      card: PAYS,
      mail,
      now: minutes(16),
    });
    expect(late).toMatchObject({ ok: false, status: 409, formError: CHECKOUT_EXPIRED });
    const row = await statusOf(db, id);
    expect(await kinds(db, id)).toEqual([`charge ${row.totalCents}`, `refund ${row.totalCents}`]);

    expect((await sweepBookings(db, minutes(16), payments())).abandoned).toBe(1);
    expect((await statusOf(db, id)).status).toBe("expired");
    // The nights are free for the next traveller; paying the expired checkout charges nothing.
    expect(await createBooking(db, booking(next, slug, { now: minutes(17) }), mail)).toMatchObject({
      ok: true,
    });
    expect(
      await payCheckout(db, payments(), {
        guestId: guest,
        bookingId: id,
        card: PAYS,
        mail,
        now: minutes(17),
      }),
    ).toMatchObject({ ok: false, status: 409 });
    expect(await kinds(db, id)).toEqual([`charge ${row.totalCents}`, `refund ${row.totalCents}`]);
    expect((await reconcileAll(db)).mismatches).toEqual([]);
  });

  it("50 travellers paying for the same nights at once: exactly one booking confirmed, one charge, the books balanced", async () => {
    const db = database().db;
    const { slug, tag } = await home(db, true);
    const guests = Array.from({ length: 50 }, (_, i) => `race-${tag}-${i}`);
    for (const guest of guests) await addAccount(db, guest);
    const { mail } = mailbox();
    const outcomes = await Promise.all(
      guests.map(async (guest) => {
        const made = await createBooking(db, booking(guest, slug), mail);
        if (!made.ok) return { made: made.status };
        // Each winner's double click: the same checkout paid twice at once.
        const [a, b] = await Promise.all(
          [1, 2].map(() =>
            payCheckout(db, payments(), {
              guestId: guest,
              bookingId: made.bookingId,
              card: PAYS,
              mail,
              now: minutes(1),
            }),
          ),
        );
        return { made: 200, a, b, id: made.bookingId, guest };
      }),
    );
    const winners = outcomes.filter((o) => o.made === 200);
    expect(winners).toHaveLength(1);
    expect(outcomes.filter((o) => o.made === 409)).toHaveLength(49);
    const winner = winners[0]!;
    expect(winner.a).toEqual({ ok: true, value: { paid: true, status: "confirmed" } });
    expect(winner.b).toEqual({ ok: true, value: { paid: true, status: "confirmed" } });
    // The bank took one payment for these nights, from the one traveller whose booking stands.
    const charges = await db.select().from(demoPayments).where(eq(demoPayments.kind, "charge"));
    const ours = charges.filter((c) => guests.includes(c.customer));
    expect(ours.map((c) => c.customer)).toEqual([winner.guest]);
    const row = await statusOf(db, winner.id!);
    expect(await kinds(db, row.id)).toEqual([`charge ${row.totalCents}`]);
    expect((await reconcileAll(db)).mismatches).toEqual([]);
  });
});
