import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createBooking, type NewBooking } from "../../app/modules/bookings/bookings.server.ts";
import { acceptRequest } from "../../app/modules/bookings/owner-answers.server.ts";
import {
  checkoutOfGuest,
  completeBookingCheckout,
  savedCardOf,
  startBookingCheckout,
} from "../../app/modules/bookings/stripe-booking.server.ts";
import {
  stripeCheckoutHook,
  stripeCheckoutUrl,
  toStripeCheckout,
} from "../../app/modules/bookings/stripe-booking-route.server.ts";
import { startNewCardCheckout } from "../../app/modules/bookings/new-card.server.ts";
import { sweepBookings } from "../../app/modules/bookings/sweeps.server.ts";
import { chargeClaim } from "../../app/modules/claims/claims-money.server.ts";
import { answerClaim, fileClaim } from "../../app/modules/claims/claims.server.ts";
import { ledgerOf } from "../../app/modules/payments/ledger.server.ts";
import {
  payDuePayouts,
  refundBooking,
  type PaymentsContext,
} from "../../app/modules/payments/money.server.ts";
import { reconcileAll } from "../../app/modules/payments/reconcile.server.ts";
import { createStripeClient } from "../../app/modules/payments/stripe-client.server.ts";
import { ownerAccount } from "../../app/modules/payments/stripe-connect.server.ts";
import { createStripeProcessor } from "../../app/modules/payments/stripe-processor.server.ts";
import {
  STRIPE_WEBHOOK_PATH,
  stripeWebhookRouter,
} from "../../app/modules/payments/stripe-webhook-route.server.ts";
import type { Database } from "../../app/platform/db.server.ts";
import type { MailMessage } from "../../app/platform/mail.server.ts";
import type { Platform } from "../../app/platform/runtime.server.ts";
import {
  bookingCards,
  bookings,
  instalments,
  notifications,
  owners,
  payouts,
  stripeAccounts,
  stripeCheckouts,
} from "../../db/schema/index.ts";
import { describeEachDatabase } from "../helpers/database.ts";
import { addAccount, addHostedHome, addListing } from "../helpers/factories.ts";
import { startStripeFake, type StripeFake } from "../helpers/stripe-fake.ts";

/**
 * PAYMENTS_MODE=stripe through the booking flow (decision 3520), against the local fake of
 * Stripe's API: booking → 303 to Checkout → the return page or the webhook (either first, any
 * number of times) → confirmed once; an abandoned checkout expired at Stripe; a saved card charged
 * at acceptance, and refused; a refund after the owner was paid taken back by a transfer reversal.
 */

let fake: StripeFake;
beforeAll(async () => {
  fake = await startStripeFake();
});
afterAll(async () => {
  await fake.stop();
});

const APP = "http://site.test";

function mailbox() {
  const sent: MailMessage[] = [];
  return { sent, mailer: { send: async (m: MailMessage) => void sent.push(m) } };
}

let homes = 0;
async function setUp(db: Database, instantBook: boolean, pet: { petDepositCents?: number } = {}) {
  const tag = `${homes++}-${Math.random().toString(16).slice(2, 8)}`;
  const host = `sflow-host-${tag}`;
  const guest = `sflow-guest-${tag}`;
  const slug = `sflow-home-${tag}`;
  if (pet.petDepositCents) {
    // A home whose pet policy carries a refundable pet damage deposit (decision 3550).
    await addAccount(db, host);
    const [owner] = await db
      .insert(owners)
      .values({ name: "Maya", userId: host })
      .returning({ id: owners.id });
    await addListing(db, { slug, ownerId: owner!.id, city: "Bend", instantBook }, pet);
  } else await addHostedHome(db, host, slug, { instantBook });
  await addAccount(db, guest);
  const { sent, mailer } = mailbox();
  const env = {
    PAYMENTS_MODE: "stripe",
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_URL: fake.url,
    APP_URL: APP,
    COMMISSION_PERCENT: 10,
  };
  const platform = { env, database: { db }, mailer } as unknown as Platform;
  const stripe = await createStripeClient({
    secretKey: fake.secretKey,
    webhookSecret: "x",
    apiUrl: fake.url,
  });
  const payments: PaymentsContext = {
    processor: createStripeProcessor({ db, stripe }),
    commissionPercent: 10,
    stripe: Promise.resolve(stripe),
  };
  const book = async (over: Partial<NewBooking> = {}) => {
    const made = await createBooking(
      db,
      {
        guestId: guest,
        listingSlug: slug,
        request: { checkIn: "2027-09-01", checkOut: "2027-09-04", adults: 2, children: 0, pets: [] },
        message: "Hello!",
        contactPhone: "+14155550100",
        idempotencyKey: `key-${tag}-${Math.random()}`,
        checkout: true,
        ...over,
      },
      { mailer, appUrl: APP },
    );
    if (!made.ok || made.status !== "awaiting_payment")
      throw new Error(`not at the checkout: ${JSON.stringify(made)}`);
    return made.bookingId;
  };
  return { host, guest, platform, payments, stripe, sent, book, mail: { mailer, appUrl: APP } };
}

const sessionOfUrl = (url: string) => url.slice(url.lastIndexOf("/") + 1);
const kinds = async (db: Database, id: string) =>
  (await ledgerOf(db, id)).map((r) => `${r.kind} ${r.amountCents}`);
const bookingOf = async (db: Database, id: string) =>
  (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
async function balanced(db: Database, id: string) {
  const { mismatches } = await reconcileAll(db);
  expect(mismatches.filter((m) => m.bookingId === id)).toEqual([]);
}

async function serveWebhooks(db: Database, platform: Platform) {
  const app = express();
  app.use(
    stripeWebhookRouter(
      {
        PAYMENTS_MODE: "stripe",
        stripe: { secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiUrl: fake.url },
      },
      db,
      { onCheckoutComplete: stripeCheckoutHook(platform) },
    ),
  );
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${STRIPE_WEBHOOK_PATH}`;
  const deliver = async (event: object) => {
    const { payload, signature } = fake.signed(event);
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    });
    return { status: res.status, body: await res.json() };
  };
  return { deliver, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describeEachDatabase("the booking flow in stripe mode", (database) => {
  it("instant book: a 303 to Stripe Checkout, paid, the return page confirms; the webhook after it, twice, changes nothing", async () => {
    const db = database().db;
    const { guest, platform, payments, sent, book, mail } = await setUp(db, true);
    const id = await book();
    const answer = await toStripeCheckout(platform, guest, id);
    expect(answer.status).toBe(303);
    const url = answer.headers.get("Location")!;
    expect(url.startsWith(`${fake.url}/c/pay/cs_`)).toBe(true);
    // Coming back to pay: the same open session, not a second one.
    expect(await stripeCheckoutUrl(platform, guest, id)).toEqual({ ok: true, value: url });
    const sessionId = sessionOfUrl(url);
    expect(fake.get(sessionId)).toMatchObject({
      mode: "payment",
      client_reference_id: id,
      success_url: `${APP}/hotels/checkout/return?session_id={CHECKOUT_SESSION_ID}`,
    });
    // Someone else: nothing of theirs.
    await addAccount(db, `${guest}-other`);
    expect(await checkoutOfGuest(db, `${guest}-other`, sessionId)).toBeNull();
    expect(await stripeCheckoutUrl(platform, `${guest}-other`, id)).toMatchObject({ ok: false, status: 404 });

    // Back from Stripe's page without paying: not paid, the booking still waits.
    const row = (await checkoutOfGuest(db, guest, sessionId))!;
    expect(await completeBookingCheckout(db, payments, row, { mail })).toMatchObject({
      ok: true,
      value: { paid: false },
    });
    expect((await bookingOf(db, id)).status).toBe("awaiting_payment");

    const paid = fake.payCheckout(sessionId);
    if (!paid.ok) throw new Error("not paid");
    expect(await completeBookingCheckout(db, payments, row, { mail })).toEqual({
      ok: true,
      value: { paid: true, status: "confirmed" },
    });
    const booking = await bookingOf(db, id);
    expect(booking.status).toBe("confirmed");
    expect(await kinds(db, id)).toEqual([`charge ${booking.totalCents}`]);
    expect(sent.map((m) => m.subject.split(":")[0])).toEqual(["Booked", "Receipt"]);

    // The webhook comes after, and again: applied once, nothing more sent or charged.
    const site = await serveWebhooks(db, platform);
    const completed = fake.event("checkout.session.completed", paid.session);
    expect(await site.deliver(completed)).toEqual({
      status: 200,
      body: { received: true, outcome: "applied" },
    });
    expect(await site.deliver(completed)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    await site.close();
    expect(await kinds(db, id)).toEqual([`charge ${booking.totalCents}`]);
    expect(sent).toHaveLength(2);
    expect(
      (await db.select().from(stripeCheckouts).where(eq(stripeCheckouts.sessionId, sessionId)))[0],
    ).toMatchObject({
      status: "complete",
    });
    await balanced(db, id);
  });

  it("a request: the webhook first, then the return page; held once, captured at acceptance with a receipt email", async () => {
    const db = database().db;
    const { host, guest, platform, payments, sent, book, mail, stripe } = await setUp(db, false);
    const id = await book();
    const started = await startBookingCheckout(db, stripe, { guestId: guest, bookingId: id, appUrl: APP });
    expect(started).toMatchObject({ ok: true, value: { purpose: "hold" } });
    const sessionId = sessionOfUrl(started.ok ? started.value.url : "");
    const paid = fake.payCheckout(sessionId);
    if (!paid.ok) throw new Error("not paid");

    const site = await serveWebhooks(db, platform);
    expect((await site.deliver(fake.event("checkout.session.completed", paid.session))).status).toBe(200);
    await site.close();
    const booking = await bookingOf(db, id);
    expect(booking.status).toBe("pending");
    // The return page after it: the same answer, nothing twice.
    const row = (await checkoutOfGuest(db, guest, sessionId))!;
    expect(await completeBookingCheckout(db, payments, row, { mail })).toEqual({
      ok: true,
      value: { paid: true, status: "pending" },
    });
    expect(await kinds(db, id)).toEqual([`hold ${booking.totalCents}`]);
    expect(sent.map((m) => m.subject.split(":")[0])).toEqual(["Request sent"]);

    expect(await acceptRequest(db, host, id, { mail, payments })).toMatchObject({ ok: true });
    expect(await kinds(db, id)).toEqual([`hold ${booking.totalCents}`, `capture ${booking.totalCents}`]);
    expect(sent.map((m) => m.subject.split(":")[0])).toEqual(["Request sent", "Booked", "Receipt"]);
    await balanced(db, id);
  });

  it("an abandoned checkout is expired at Stripe when the sweep lets its nights go; a last-moment payment is given back", async () => {
    const db = database().db;
    const { guest, platform, payments, book, mail } = await setUp(db, true);
    const id = await book();
    const url = await stripeCheckoutUrl(platform, guest, id);
    const sessionId = sessionOfUrl(url.ok ? url.value : "");
    const later = new Date(Date.now() + 16 * 60_000);
    const swept = await sweepBookings(db, later, payments, id);
    expect(swept).toMatchObject({ abandoned: 1, stripeCheckoutsExpired: 1 });
    expect((await bookingOf(db, id)).status).toBe("expired");
    expect(fake.get(sessionId).status).toBe("expired");
    expect(() => fake.payCheckout(sessionId)).toThrow(/expired/);
    // Swept again: nothing more is asked of Stripe.
    expect(await sweepBookings(db, later, payments, id)).toMatchObject({ stripeCheckoutsExpired: 0 });

    // Paid on Stripe's page just as the nights went: the sweep leaves the session, the webhook gives it back.
    const late = await book({
      request: { checkIn: "2027-10-01", checkOut: "2027-10-04", adults: 2, children: 0, pets: [] },
    });
    const lateUrl = await stripeCheckoutUrl(platform, guest, late);
    const lateSession = sessionOfUrl(lateUrl.ok ? lateUrl.value : "");
    const paid = fake.payCheckout(lateSession);
    if (!paid.ok) throw new Error("not paid");
    expect(await sweepBookings(db, later, payments, late)).toMatchObject({
      abandoned: 1,
      stripeCheckoutsExpired: 0,
    });
    const site = await serveWebhooks(db, platform);
    expect((await site.deliver(fake.event("checkout.session.completed", paid.session))).status).toBe(200);
    await site.close();
    const booking = await bookingOf(db, late);
    expect(booking.status).toBe("expired");
    expect(await kinds(db, late)).toEqual([`charge ${booking.totalCents}`, `refund ${booking.totalCents}`]);
    // The return page then says so (409), and gives nothing back twice.
    const row = (await checkoutOfGuest(db, guest, lateSession))!;
    expect(await completeBookingCheckout(db, payments, row, { mail })).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await kinds(db, late)).toHaveLength(2);
    await balanced(db, late);
  });

  it("a save-card request is charged at acceptance; a refused off-session charge accepts nothing and tells both sides", async () => {
    const db = database().db;
    const { host, guest, payments, sent, book, mail, stripe } = await setUp(db, false);
    const saveCard = async (card: string, checkIn: string, checkOut: string, traveller = guest) => {
      await addAccount(db, traveller);
      const id = await book({
        guestId: traveller,
        request: { checkIn, checkOut, adults: 2, children: 0, pets: [] },
      });
      const started = await startBookingCheckout(db, stripe, {
        guestId: traveller,
        bookingId: id,
        appUrl: APP,
        purpose: "save-card",
      });
      const sessionId = sessionOfUrl(started.ok ? started.value.url : "");
      expect(fake.get(sessionId).mode).toBe("setup");
      if (!fake.payCheckout(sessionId, card).ok) throw new Error("not saved");
      const row = (await checkoutOfGuest(db, traveller, sessionId))!;
      expect(await completeBookingCheckout(db, payments, row, { mail })).toEqual({
        ok: true,
        value: { paid: true, status: "pending" },
      });
      return id;
    };

    // A card that asks for the bank's check cannot be charged without the traveller.
    const refused = await saveCard("pm_card_authenticationRequired", "2027-06-01", "2027-06-04");
    expect(await kinds(db, refused)).toEqual([]);
    expect((await savedCardOf(db, refused))?.paymentMethod).toBe("pm_card_authenticationRequired");
    const answer = await acceptRequest(db, host, refused, { mail, payments });
    expect(answer).toMatchObject({ ok: false, status: 402 });
    expect(answer.ok ? "" : answer.formError).toMatch(/saved card was refused.*stays open until/);
    expect((await bookingOf(db, refused)).status).toBe("pending");
    expect(await kinds(db, refused)).toEqual([]);
    const told = await db.select().from(notifications).where(eq(notifications.userId, guest));
    expect(told.find((n) => n.title.startsWith("Your card was refused"))?.body).toMatch(
      /booking's details are kept.*If it is not paid by then, the request expires/,
    );
    // The owner tries again: a new try, under a key of its own (Stripe remembers the refused one).
    expect(await acceptRequest(db, host, refused, { mail, payments })).toMatchObject({ status: 402 });
    const keys = fake.requests
      .filter((r) => r.path === "/v1/payment_intents" && r.key?.startsWith(`booking:${refused}:charge`))
      .map((r) => r.key);
    expect(keys).toEqual([`booking:${refused}:charge`, `booking:${refused}:charge:2`]);

    // A card that works: charged off-session at acceptance, then confirmed, with a receipt.
    const charged = await saveCard("pm_card_visa", "2027-07-01", "2027-07-04", `${guest}-2`);
    const requested = sent.find(
      (m) => m.to === `${guest}-2@example.com` && m.subject.startsWith("Request sent"),
    );
    expect(requested?.text).toMatch(/Your card is saved: .* is charged to it only if the owner accepts/);
    const before = sent.length;
    expect(await acceptRequest(db, host, charged, { mail, payments })).toEqual({
      ok: true,
      value: undefined,
    });
    const booking = await bookingOf(db, charged);
    expect(booking.status).toBe("confirmed");
    expect(await kinds(db, charged)).toEqual([`charge ${booking.totalCents}`]);
    expect(sent.slice(before).map((m) => m.subject.split(":")[0])).toEqual(["Booked", "Receipt"]);
    expect((await db.select().from(payouts).where(eq(payouts.bookingId, charged)))[0]).toMatchObject({
      status: "scheduled",
    });
    await balanced(db, charged);
    await balanced(db, refused);
  });

  it("a refund after the owner was paid takes their share back by a transfer reversal; the ledger reconciles", async () => {
    const db = database().db;
    const { host, guest, platform, payments, book, mail, stripe } = await setUp(db, true);
    const id = await book();
    const url = await stripeCheckoutUrl(platform, guest, id);
    const sessionId = sessionOfUrl(url.ok ? url.value : "");
    if (!fake.payCheckout(sessionId).ok) throw new Error("not paid");
    await completeBookingCheckout(db, payments, (await checkoutOfGuest(db, guest, sessionId))!, { mail });
    const account = await ownerAccount(db, stripe, { userId: host, email: `${host}@example.com` });
    fake.finishOnboarding(account.accountId);
    await db.update(stripeAccounts).set({ payoutsEnabled: true }).where(eq(stripeAccounts.userId, host));
    expect(await payDuePayouts(db, payments, new Date("2027-09-03T00:00:00Z"), id)).toBe(1);
    const { totalCents } = await bookingOf(db, id);
    const [paidOut] = await db.select().from(payouts).where(eq(payouts.bookingId, id));
    expect(paidOut).toMatchObject({
      status: "paid",
      amountCents: totalCents * 0.9,
      commissionCents: totalCents * 0.1,
    });

    // Half comes back to the traveller: the owner gives back 90% of it, the platform its 10%.
    const half = totalCents / 2;
    expect(await refundBooking(db, payments, { bookingId: id, refundCents: () => half })).toMatchObject({
      ok: true,
    });
    expect(await kinds(db, id)).toEqual([
      `charge ${totalCents}`,
      `payout ${totalCents * 0.9}`,
      `fee ${totalCents * 0.1}`,
      `refund ${half}`,
      `reversal ${half * 0.9}`,
      `fee_reversal ${half * 0.1}`,
    ]);
    const [after] = await db.select().from(payouts).where(eq(payouts.bookingId, id));
    expect(after).toMatchObject({ status: "paid", amountCents: half * 0.9, commissionCents: half * 0.1 });
    const transfer = fake.all("transfer").find((t) => t.destination === account.accountId)!;
    expect(transfer.amount_reversed).toBe(half * 0.9);
    expect(fake.all("transfer_reversal").filter((r) => r.transfer === transfer.id)).toHaveLength(1);
    await balanced(db, id);
  });
  /*
   * A long stay (decision 3530) on Stripe: 75 nights from 1 March 2027 in a home on UTC time
   * checking in at 15:00, so months of 30, 30 and 15 nights, the second charged at 15:00 on 28
   * March, its payout 24 hours after it starts (1 April), the third charged on 27 April.
   */
  const LONG = { checkIn: "2027-03-01", checkOut: "2027-05-15", adults: 2, children: 0, pets: [] };
  const MONTH2_DUE = new Date("2027-03-28T15:00:00Z");
  const MONTH3_DUE = new Date("2027-04-27T15:00:00Z");
  const DAY = 86_400_000;

  /** A long stay booked and paid on Stripe Checkout with `card`, applied by the return page. */
  async function longStayOnStripe(db: Database, card: string) {
    const flow = await setUp(db, true);
    const id = await flow.book({ request: LONG });
    const url = await stripeCheckoutUrl(flow.platform, flow.guest, id);
    const sessionId = sessionOfUrl(url.ok ? url.value : "");
    if (!fake.payCheckout(sessionId, card).ok) throw new Error("not paid");
    const row = (await checkoutOfGuest(db, flow.guest, sessionId))!;
    expect(await completeBookingCheckout(db, flow.payments, row, { mail: flow.mail })).toEqual({
      ok: true,
      value: { paid: true, status: "confirmed" },
    });
    return { ...flow, id, sessionId, customer: row.customerId };
  }
  const charges = async (db: Database, id: string) =>
    (await ledgerOf(db, id))
      .filter((r) => r.kind === "charge")
      .map((r) => r.idempotencyKey.split(":").slice(2).join(":"));
  const monthsOf = async (db: Database, id: string) =>
    (await db.select().from(instalments).where(eq(instalments.bookingId, id))).sort(
      (a, b) => a.part - b.part,
    );
  async function onboard(db: Database, stripe: Awaited<ReturnType<typeof createStripeClient>>, host: string) {
    const account = await ownerAccount(db, stripe, { userId: host, email: `${host}@example.com` });
    fake.finishOnboarding(account.accountId);
    await db.update(stripeAccounts).set({ payoutsEnabled: true }).where(eq(stripeAccounts.userId, host));
    return account.accountId;
  }
  /** The Stripe charge behind the ledger's row of `key` (a PaymentIntent's latest charge). */
  const chargeOfKey = async (db: Database, id: string, key: string) => {
    const row = (await ledgerOf(db, id)).find((r) => r.idempotencyKey === key)!;
    return fake.get(row.processorRef).latest_charge;
  };
  const transferOfKey = (key: string) =>
    fake.all("transfer").find((t) => (t.metadata as { key?: string }).key === key)!;

  it("a long stay paid on Stripe Checkout keeps the card: month 2 is charged off-session to it, and each month's transfer draws on that month's own charge", async () => {
    const db = database().db;
    const { id, sessionId, customer, host, payments, stripe } = await longStayOnStripe(db, "pm_card_visa");
    // The session kept the card on the traveller's customer; the booking's card is that one.
    expect(fake.get(sessionId).payment_intent_data).toMatchObject({ setup_future_usage: "off_session" });
    const [card] = await db.select().from(bookingCards).where(eq(bookingCards.bookingId, id));
    expect(card).toMatchObject({ processor: "stripe", customer });
    expect(card!.paymentMethod).toMatch(/^pm_/);
    expect(fake.get(card!.paymentMethod)).toMatchObject({ object: "payment_method", customer });
    expect((await monthsOf(db, id)).map((m) => [m.part, m.dueAt.toISOString(), m.status])).toEqual([
      [2, MONTH2_DUE.toISOString(), "scheduled"],
      [3, MONTH3_DUE.toISOString(), "scheduled"],
    ]);
    await onboard(db, stripe, host);

    // Month 2 when due: off-session on the saved card, under the month's key; the first month's
    // payout (due 2 March) paid by the same sweep. Swept again: nothing more.
    const swept = await sweepBookings(db, MONTH2_DUE, payments, id);
    expect(swept).toMatchObject({ instalmentsCharged: 1, payoutsPaid: 1 });
    expect(
      (await sweepBookings(db, new Date(MONTH2_DUE.getTime() + 1_000), payments, id)).instalmentsCharged,
    ).toBe(0);
    expect(await charges(db, id)).toEqual(["charge", "charge:2:1"]);
    const month2 = fake.requests.filter(
      (r) => r.path === "/v1/payment_intents" && r.key === `booking:${id}:charge:2:1`,
    );
    expect(month2.map((r) => r.status)).toEqual([200]);
    const intent = fake
      .all("payment_intent")
      .find((i) => (i.metadata as { key?: string }).key === `booking:${id}:charge:2:1`)!;
    expect(intent).toMatchObject({ customer, payment_method: card!.paymentMethod, status: "succeeded" });

    // Month 2's payout after it starts: its transfer draws on month 2's charge, the first on the first's.
    expect((await sweepBookings(db, new Date("2027-04-01T15:00:00Z"), payments, id)).payoutsPaid).toBe(1);
    expect(transferOfKey(`booking:${id}:payout`).source_transaction).toBe(
      await chargeOfKey(db, id, `booking:${id}:charge`),
    );
    expect(transferOfKey(`booking:${id}:payout:2`).source_transaction).toBe(
      await chargeOfKey(db, id, `booking:${id}:charge:2:1`),
    );
    expect(transferOfKey(`booking:${id}:payout:2`).source_transaction).not.toBe(
      transferOfKey(`booking:${id}:payout`).source_transaction,
    );
    await balanced(db, id);
  });

  it("a refused month: the traveller gives a new card in a Stripe setup session; the month is charged at once under a new key and the stay leaves at risk", async () => {
    const db = database().db;
    // Paid on Stripe's page with the bank's check; charged without the traveller, it is refused.
    const { id, guest, host, platform, payments, stripe, mail } = await longStayOnStripe(
      db,
      "pm_card_authenticationRequired",
    );
    for (const after of [0, DAY, 3 * DAY])
      await sweepBookings(db, new Date(MONTH2_DUE.getTime() + after), payments, id);
    expect((await monthsOf(db, id))[0]).toMatchObject({ status: "at_risk", tries: 3 });
    expect(
      fake.requests
        .filter((r) => r.path === "/v1/payment_intents" && r.key?.startsWith(`booking:${id}:charge:2:`))
        .map((r) => [r.key!.split(":").slice(-1)[0], r.status]),
    ).toEqual([
      ["1", 402],
      ["2", 402],
      ["3", 402],
    ]);

    // Someone else's or the owner's: nothing of theirs.
    await addAccount(db, `${guest}-other`);
    for (const who of [`${guest}-other`, host])
      expect(
        await startNewCardCheckout(db, stripe, { guestId: who, bookingId: id, appUrl: APP }),
      ).toMatchObject({
        ok: false,
        status: 404,
      });
    const started = await startNewCardCheckout(db, stripe, { guestId: guest, bookingId: id, appUrl: APP });
    const sessionId = sessionOfUrl(started.ok ? started.value.url : "");
    expect(fake.get(sessionId)).toMatchObject({
      mode: "setup",
      success_url: `${APP}/hotels/checkout/return?session_id={CHECKOUT_SESSION_ID}`,
    });
    // Coming back to it: the same open session; the sweep leaves it open (the booking is confirmed).
    expect(await startNewCardCheckout(db, stripe, { guestId: guest, bookingId: id, appUrl: APP })).toEqual(
      started,
    );
    await sweepBookings(db, new Date(MONTH2_DUE.getTime() + 4 * DAY), payments, id);
    expect(fake.get(sessionId).status).toBe("open");

    const saved = fake.payCheckout(sessionId, "pm_card_visa");
    if (!saved.ok) throw new Error("not saved");
    const row = (await checkoutOfGuest(db, guest, sessionId))!;
    expect(await completeBookingCheckout(db, payments, row, { mail })).toEqual({
      ok: true,
      value: { paid: true, status: "confirmed" },
    });
    expect((await monthsOf(db, id))[0]).toMatchObject({ status: "paid", tries: 4, failure: null });
    expect(await charges(db, id)).toEqual(["charge", "charge:2:4"]);
    expect(
      (await db.select().from(bookingCards).where(eq(bookingCards.bookingId, id)))[0]!.paymentMethod,
    ).toBe("pm_card_visa");
    const told = await db.select().from(notifications).where(eq(notifications.userId, guest));
    expect(told.find((n) => n.title.startsWith("Month 2 of your stay"))?.body).toMatch(
      /new card.*no longer at risk/,
    );
    const ownerTold = await db.select().from(notifications).where(eq(notifications.userId, host));
    expect(ownerTold.find((n) => n.title.startsWith("Month 2 paid:"))?.body).toMatch(/gave a new card/);

    // The webhook after the return page, twice: nothing more charged.
    const site = await serveWebhooks(db, platform);
    const completed = fake.event("checkout.session.completed", saved.session);
    expect((await site.deliver(completed)).status).toBe(200);
    expect((await site.deliver(completed)).status).toBe(200);
    await site.close();
    expect(await charges(db, id)).toEqual(["charge", "charge:2:4"]);

    // Month 3 is charged to the new card.
    expect((await sweepBookings(db, MONTH3_DUE, payments, id)).instalmentsCharged).toBe(1);
    expect(await charges(db, id)).toEqual(["charge", "charge:2:4", "charge:3:1"]);
    await balanced(db, id);
  });

  it("a pet damage claim on a stay paid on Stripe Checkout is charged to the card Stripe kept, and paid to the owner from that charge", async () => {
    const db = database().db;
    const { host, guest, platform, payments, stripe, book, mail } = await setUp(db, true, {
      petDepositCents: 20_000,
    });
    const id = await book({
      request: {
        checkIn: "2027-08-01",
        checkOut: "2027-08-04",
        adults: 2,
        children: 0,
        pets: [{ name: "Rex", species: "dog", breed: "", weightLb: 30, serviceAnimal: false }],
      },
    });
    const url = await stripeCheckoutUrl(platform, guest, id);
    const sessionId = sessionOfUrl(url.ok ? url.value : "");
    expect(fake.get(sessionId).payment_intent_data).toMatchObject({ setup_future_usage: "off_session" });
    if (!fake.payCheckout(sessionId).ok) throw new Error("not paid");
    const row = (await checkoutOfGuest(db, guest, sessionId))!;
    expect(await completeBookingCheckout(db, payments, row, { mail })).toMatchObject({
      ok: true,
      value: { paid: true },
    });
    const [card] = await db.select().from(bookingCards).where(eq(bookingCards.bookingId, id));
    expect(card).toMatchObject({ processor: "stripe", customer: row.customerId });

    // The stay happened and ended yesterday; the owner claims, the traveller accepts.
    const ended = new Date(Date.now() - DAY).toISOString().slice(0, 10);
    const began = new Date(Date.now() - 4 * DAY).toISOString().slice(0, 10);
    await db
      .update(bookings)
      .set({ status: "completed", stay: `[${began},${ended})` })
      .where(eq(bookings.id, id));
    const accountId = await onboard(db, stripe, host);
    const filed = await fileClaim(db, host, id, {
      amountCents: 8_500,
      description: "A chewed rug.",
      photos: [],
    });
    if (!filed.ok) throw new Error(`not filed: ${JSON.stringify(filed)}`);
    expect(await answerClaim(db, guest, id, { answer: "accept", note: "" })).toMatchObject({ ok: true });
    expect(await chargeClaim(db, payments, filed.value.claimId)).toBe(true);
    // Again: charged once.
    expect(await chargeClaim(db, payments, filed.value.claimId)).toBe(true);

    const claimIntent = fake
      .all("payment_intent")
      .find((i) => (i.metadata as { key?: string }).key === `booking:${id}:claim`)!;
    expect(claimIntent).toMatchObject({
      amount: 8_500,
      customer: row.customerId,
      payment_method: card!.paymentMethod,
    });
    expect((await ledgerOf(db, id)).filter((r) => r.kind === "claim").map((r) => r.amountCents)).toEqual([
      8_500,
    ]);
    const transfer = transferOfKey(`booking:${id}:claim:payout`);
    expect(transfer).toMatchObject({
      amount: 8_500,
      destination: accountId,
      source_transaction: claimIntent.latest_charge,
    });
    await balanced(db, id);
  });
});
