import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ledgerOf } from "../../app/modules/payments/ledger.server.ts";
import {
  applyCompletedCheckout,
  startCheckout,
  type StripeCheckout,
} from "../../app/modules/payments/stripe-checkout.server.ts";
import { createStripeClient, type StripeSettings } from "../../app/modules/payments/stripe-client.server.ts";
import { ownerAccount, travellerCustomer } from "../../app/modules/payments/stripe-connect.server.ts";
import { createStripeProcessor } from "../../app/modules/payments/stripe-processor.server.ts";
import {
  STRIPE_WEBHOOK_PATH,
  stripeWebhookRouter,
} from "../../app/modules/payments/stripe-webhook-route.server.ts";
import type { Database } from "../../app/platform/db.server.ts";
import { bookings, stripeAccounts, stripeCheckouts, stripeEvents } from "../../db/schema/index.ts";
import { generateCase } from "../fuzz/cases.ts";
import { describeEachDatabase } from "../helpers/database.ts";
import { addAccount, addHostedHome, createBooking } from "../helpers/factories.ts";
import { startStripeFake, type StripeFake } from "../helpers/stripe-fake.ts";

let fake: StripeFake;
beforeAll(async () => {
  fake = await startStripeFake();
});
afterAll(async () => {
  await fake.stop();
});

const settings = (): StripeSettings => ({
  secretKey: fake.secretKey,
  webhookSecret: fake.webhookSecret,
  apiUrl: fake.url,
});

/** The site's webhook route on a port of its own, as server/app.ts mounts it. */
async function serve(
  db: Database,
  mode: "stripe" | "demo",
  onCheckoutComplete?: (c: StripeCheckout) => Promise<void>,
) {
  const app = express();
  app.use(
    stripeWebhookRouter({ PAYMENTS_MODE: mode, stripe: mode === "stripe" ? settings() : null }, db, {
      onCheckoutComplete,
    }),
  );
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${STRIPE_WEBHOOK_PATH}`;
  const post = async (body: string, signature?: string, contentType = "application/json") => {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": contentType, ...(signature ? { "stripe-signature": signature } : {}) },
      body,
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
  const deliver = (event: object, options: { timestamp?: number; secret?: string } = {}) => {
    const { payload, signature } = fake.signed(event, options);
    return post(payload, signature);
  };
  return { url, post, deliver, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let n = 0;
async function checkoutFor(db: Database) {
  const tag = `${n++}-${Math.random().toString(16).slice(2, 8)}`;
  const guest = `hook-guest-${tag}`;
  await addAccount(db, guest);
  await addHostedHome(db, `hook-host-${tag}`, `hook-home-${tag}`);
  const made = await createBooking(db, guest, {
    listing: `hook-home-${tag}`,
    checkIn: "2027-05-01",
    checkOut: "2027-05-04",
  });
  const [booking] = (await db.select().from(bookings).where(eq(bookings.id, made.id))) as [
    typeof bookings.$inferSelect,
  ];
  const stripe = await createStripeClient(settings());
  const customer = await travellerCustomer(db, stripe, { userId: guest, email: `${guest}@example.com` });
  const checkout = await startCheckout(db, stripe, {
    bookingId: booking.id,
    purpose: "charge",
    amount: { cents: booking.totalCents, currency: booking.currency },
    customerId: customer,
    description: "A stay",
    successUrl: "http://localhost:3999/ok?session={CHECKOUT_SESSION_ID}",
    cancelUrl: "http://localhost:3999/back",
    now: new Date(),
  });
  return { booking, checkout, customer, stripe };
}

describeEachDatabase("Stripe's webhooks", (database) => {
  it("refuses a missing, wrong, old or tampered signature with 400, and records nothing", async () => {
    const db = database().db;
    const site = await serve(db, "stripe");
    const event = fake.event("account.updated", { id: "acct_nobody", object: "account" });
    const { payload, signature } = fake.signed(event);
    expect(await site.post(payload)).toEqual({
      status: 400,
      body: { error: "Missing Stripe-Signature header." },
    });
    expect((await site.post(payload, "t=1,v1=abc")).status).toBe(400);
    expect((await site.post(payload.replace("acct_nobody", "acct_somebody"), signature)).status).toBe(400);
    expect((await site.deliver(event, { secret: "whsec_someoneelse" })).status).toBe(400);
    // Signed more than 300 seconds ago: refused; 250 seconds ago: taken.
    const now = Math.floor(Date.now() / 1000);
    expect((await site.deliver(event, { timestamp: now - 301 })).status).toBe(400);
    expect((await site.post("", signature)).status).toBe(400);
    // Signed, but not JSON (or not an event): still 400, never 5xx.
    for (const body of [
      "not json at all",
      "[]",
      '{"id":"evt_1"}',
      '{"id":"nope","type":"x","created":1}',
      '{"id":"evt_1","type":"x","created":"soon","data":{"object":{}}}',
      '{"id":"evt_1","type":"x","created":1}',
      '{"id":"evt_1","type":"x","created":1,"data":{"object":null}}',
    ]) {
      expect((await site.post(body, fake.signed(body).signature, "text/plain")).status, body).toBe(400);
    }
    expect(await db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toEqual([]);
    expect((await site.deliver(event, { timestamp: now - 250 })).status).toBe(200);
    await site.close();
  });

  it("applies each event once: a checkout completed twice confirms its booking's payment once", async () => {
    const db = database().db;
    const { booking, checkout, customer, stripe } = await checkoutFor(db);
    const processor = createStripeProcessor({ db, stripe });
    const applied: string[] = [];
    const site = await serve(db, "stripe", async (row) => {
      applied.push(row.sessionId);
      const answer = await applyCompletedCheckout(db, { processor, commissionPercent: 0 }, row, {
        payoutDueAt: new Date("2027-06-01T00:00:00Z"),
      });
      if (!answer.ok) throw new Error(answer.message);
    });
    const paid = fake.payCheckout(checkout.sessionId);
    if (!paid.ok) throw new Error("not paid");
    const completed = fake.event("checkout.session.completed", paid.session);
    expect(await site.deliver(completed)).toEqual({
      status: 200,
      body: { received: true, outcome: "applied" },
    });
    expect(await site.deliver(completed)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    // Two deliveries at once: one is applied, the other sees it.
    const racing = await Promise.all([site.deliver(completed), site.deliver(completed)]);
    expect(racing.map((r) => r.status)).toEqual([200, 200]);
    expect(await db.select().from(stripeEvents).where(eq(stripeEvents.id, completed.id))).toHaveLength(1);
    expect(applied.length).toBe(4);
    expect((await ledgerOf(db, booking.id)).map((r) => `${r.kind} ${r.amountCents}`)).toEqual([
      `charge ${booking.totalCents}`,
    ]);
    expect(fake.all("payment_intent").filter((i) => i.customer === customer)).toHaveLength(1);
    await site.close();
  });

  it("out of order: an expired event after completed, and an older account state after a newer one, change nothing", async () => {
    const db = database().db;
    const { checkout } = await checkoutFor(db);
    const site = await serve(db, "stripe");
    const paid = fake.payCheckout(checkout.sessionId);
    if (!paid.ok) throw new Error("not paid");
    const t = Math.floor(Date.now() / 1000);
    const completed = fake.event("checkout.session.completed", paid.session, t);
    const expired = fake.event("checkout.session.expired", { ...paid.session, status: "expired" }, t - 60);
    expect((await site.deliver(completed)).body).toEqual({ received: true, outcome: "applied" });
    expect((await site.deliver(expired)).body).toEqual({ received: true, outcome: "stale" });
    const [row] = await db
      .select()
      .from(stripeCheckouts)
      .where(eq(stripeCheckouts.sessionId, checkout.sessionId));
    expect(row).toMatchObject({ status: "complete", paymentIntent: paid.session.payment_intent });

    // An owner's account: the newer state (onboarded) arrives first, the older (not yet) second.
    const host = `hook-owner-${Math.random().toString(16).slice(2, 8)}`;
    await addAccount(db, host);
    const account = await ownerAccount(db, await createStripeClient(settings()), {
      userId: host,
      email: `${host}@example.com`,
    });
    const done = fake.finishOnboarding(account.accountId);
    const newer = fake.event("account.updated", done, t);
    const older = fake.event(
      "account.updated",
      { ...done, details_submitted: false, payouts_enabled: false },
      t - 120,
    );
    expect((await site.deliver(newer)).body).toEqual({ received: true, outcome: "applied" });
    expect((await site.deliver(older)).body).toEqual({ received: true, outcome: "stale" });
    expect((await db.select().from(stripeAccounts).where(eq(stripeAccounts.userId, host)))[0]).toMatchObject({
      detailsSubmitted: true,
      payoutsEnabled: true,
    });
    expect((await db.select().from(stripeEvents).where(eq(stripeEvents.id, older.id)))[0]).toMatchObject({
      type: "account.updated",
      objectId: account.accountId,
      outcome: "stale",
    });
    await site.close();
  });

  it("the fuzz catalogue's webhook cases, as sent and signed with the real secret: never a 5xx", async () => {
    const db = database().db;
    const site = await serve(db, "stripe");
    const origin = new URL(site.url).origin;
    const statuses = new Map<number, number>();
    for (let i = 0; i < 120; i++) {
      const c = generateCase(
        35,
        i,
        { listings: [], own: [], other: [], ownListings: [], otherListings: [] },
        origin,
        "stripe webhook",
      );
      const headers = { ...c.headers };
      // Every other case signed for its very body: what a holder of the secret could send.
      if (i % 2 === 1 && c.body) headers["stripe-signature"] = fake.signed(c.body.toString("utf8")).signature;
      const res = await fetch(`${origin}${c.path}`, {
        method: c.method,
        headers,
        ...(c.body && c.method !== "GET" && c.method !== "HEAD" ? { body: new Uint8Array(c.body) } : {}),
      });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      expect(res.status, `case ${i}: ${c.method} ${c.path} ${c.notes.join(", ")}`).toBeLessThan(500);
    }
    expect(statuses.get(400)).toBeGreaterThan(20);
    await site.close();
  });

  it("acknowledges and records an event it has no use for; answers 404 when the site does not run Stripe", async () => {
    const db = database().db;
    const site = await serve(db, "stripe");
    const unknown = fake.event("customer.tax_id.created", { id: "txi_123", object: "tax_id" });
    expect(await site.deliver(unknown)).toEqual({
      status: 200,
      body: { received: true, outcome: "ignored" },
    });
    expect((await db.select().from(stripeEvents).where(eq(stripeEvents.id, unknown.id)))[0]).toMatchObject({
      outcome: "ignored",
      objectId: "txi_123",
    });
    const demo = await serve(db, "demo");
    expect((await demo.deliver(fake.event("account.updated", { id: "acct_x" }))).status).toBe(404);
    expect((await fetch(demo.url)).status).toBe(404);
    expect((await fetch(site.url)).status).toBe(405);
    await demo.close();
    await site.close();
  });

  it("answers 500 (Stripe delivers again) when a completed checkout could not be applied to its booking, then applies it on the next delivery", async () => {
    const db = database().db;
    const { checkout } = await checkoutFor(db);
    let fail = true;
    const seen: string[] = [];
    const site = await serve(db, "stripe", async (row) => {
      if (fail) throw new Error("database busy");
      seen.push(row.sessionId);
    });
    const paid = fake.payCheckout(checkout.sessionId);
    if (!paid.ok) throw new Error("not paid");
    const completed = fake.event("checkout.session.completed", paid.session);
    expect((await site.deliver(completed)).status).toBe(500);
    fail = false;
    expect(await site.deliver(completed)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(seen).toEqual([checkout.sessionId]);
    await site.close();
  });
});
