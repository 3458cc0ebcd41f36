import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { cancelBooking, createBooking } from "../../app/modules/bookings/bookings.server.ts";
import { acceptRequest, declineRequest } from "../../app/modules/bookings/owner-answers.server.ts";
import { ledgerOf } from "../../app/modules/payments/ledger.server.ts";
import {
  chargeBooking,
  payDuePayouts,
  type PaymentsContext,
} from "../../app/modules/payments/money.server.ts";
import { paymentKey } from "../../app/modules/payments/processor.ts";
import { reconcileAll } from "../../app/modules/payments/reconcile.server.ts";
import { applyCompletedCheckout, startCheckout } from "../../app/modules/payments/stripe-checkout.server.ts";
import { createStripeClient } from "../../app/modules/payments/stripe-client.server.ts";
import {
  applyAccountState,
  onboardingLink,
  ownerAccount,
  travellerCustomer,
} from "../../app/modules/payments/stripe-connect.server.ts";
import { createStripeProcessor } from "../../app/modules/payments/stripe-processor.server.ts";
import type { Database } from "../../app/platform/db.server.ts";
import type { MailMessage } from "../../app/platform/mail.server.ts";
import { bookings, listings, payouts, stripeCheckouts } from "../../db/schema/index.ts";
import { describeEachDatabase } from "../helpers/database.ts";
import { addAccount, addHostedHome } from "../helpers/factories.ts";
import { startStripeFake, type StripeFake } from "../helpers/stripe-fake.ts";

const NOW = new Date("2027-01-10T12:00:00Z");
const mail = { mailer: { send: async (_m: MailMessage) => {} }, appUrl: "http://localhost:3999" };

let fake: StripeFake;
beforeAll(async () => {
  fake = await startStripeFake();
});
afterAll(async () => {
  await fake.stop();
});

const client = (retries = 2) =>
  createStripeClient({
    secretKey: fake.secretKey,
    webhookSecret: fake.webhookSecret,
    apiUrl: fake.url,
    maxNetworkRetries: retries,
  });

let homes = 0;
/** A home of its own ($100 a night, $50 cleaning, moderate policy) and a 3-night stay on it. */
async function stay(db: Database, instantBook: boolean) {
  const tag = `${homes++}-${Math.random().toString(16).slice(2, 8)}`;
  const host = `stripe-host-${tag}`;
  const guest = `stripe-guest-${tag}`;
  await addAccount(db, guest);
  const slug = `stripe-home-${tag}`;
  const { listingId } = await addHostedHome(db, host, slug, { instantBook, cleaningFeeCents: 5_000 });
  await db.update(listings).set({ cancellationPolicy: "moderate" }).where(eq(listings.id, listingId));
  const day = (d: number) =>
    new Date(Date.UTC(2027, 2, 1 + d) + homes * 7 * 86_400_000).toISOString().slice(0, 10);
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
    },
    mail,
  );
  if (!made.ok) throw new Error(JSON.stringify(made));
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, made.bookingId));
  const checkIn = booking!.stay.slice(1, 11);
  return {
    host,
    guest,
    booking: booking!,
    amount: { cents: booking!.totalCents, currency: booking!.currency },
    payoutDueAt: new Date(new Date(`${checkIn}T15:00:00Z`).getTime() + 86_400_000),
  };
}

const kinds = async (db: Database, id: string) =>
  (await ledgerOf(db, id)).map((r) => `${r.kind} ${r.amountCents}`);
const urls = (bookingId: string) => ({
  successUrl: `http://localhost:3999/hotels/checkout?booking=${bookingId}&session={CHECKOUT_SESSION_ID}`,
  cancelUrl: `http://localhost:3999/hotels/checkout?booking=${bookingId}`,
});

describeEachDatabase("the Stripe adapter against a local fake of Stripe's API", (database) => {
  const payments = (percent = 0, retries = 2): PaymentsContext => ({
    processor: createStripeProcessor({ db: database().db, stripe: client(retries) }),
    commissionPercent: percent,
  });

  it("instant book on Stripe Checkout: one session per booking, paid once, the charge in the ledger", async () => {
    const db = database().db;
    const { guest, booking, amount, payoutDueAt } = await stay(db, true);
    const stripe = await client();
    const customer = await travellerCustomer(db, stripe, { userId: guest, email: `${guest}@example.com` });
    expect(await travellerCustomer(db, stripe, { userId: guest, email: `${guest}@example.com` })).toBe(
      customer,
    );
    const request = {
      bookingId: booking.id,
      purpose: "charge" as const,
      amount,
      customerId: customer,
      description: "3 nights",
      ...urls(booking.id),
      now: new Date(),
    };
    const checkout = await startCheckout(db, stripe, request);
    expect(checkout.url).toBe(`${fake.url}/c/pay/${checkout.sessionId}`);
    // The traveller comes back to the page before paying: the same session.
    expect((await startCheckout(db, stripe, request)).sessionId).toBe(checkout.sessionId);
    const session = fake.get(checkout.sessionId);
    expect(session).toMatchObject({
      mode: "payment",
      amount_total: amount.cents,
      currency: "usd",
      client_reference_id: booking.id,
    });
    expect(session.payment_intent_data).toMatchObject({
      capture_method: "automatic",
      transfer_group: `booking:${booking.id}`,
    });

    // Not paid yet: nothing is taken or recorded.
    const source = { customer, paymentMethod: checkout.sessionId };
    const early = await chargeBooking(db, payments(), { bookingId: booking.id, amount, source, payoutDueAt });
    expect(early).toMatchObject({ ok: false, code: "declined" });
    expect(await kinds(db, booking.id)).toEqual([]);

    expect(fake.payCheckout(checkout.sessionId).ok).toBe(true);
    const paid = await chargeBooking(db, payments(), { bookingId: booking.id, amount, source, payoutDueAt });
    const again = await chargeBooking(db, payments(), { bookingId: booking.id, amount, source, payoutDueAt });
    expect(paid).toEqual(again);
    expect(paid.ok && paid.ref).toMatch(/^pi_/);
    expect(fake.all("payment_intent").filter((i) => i.customer === customer)).toHaveLength(1);
    expect(fake.get(paid.ok ? paid.ref : "")).toMatchObject({
      status: "succeeded",
      amount_received: amount.cents,
    });
    expect(await kinds(db, booking.id)).toEqual([`charge ${amount.cents}`]);
    expect((await reconcileAll(db)).mismatches).toEqual([]);
  });

  it("request to book: authorised on Checkout (manual capture), captured when the owner accepts; a decline lets it go", async () => {
    const db = database().db;
    const stripe = await client();
    for (const answer of ["accept", "decline"] as const) {
      const { host, guest, booking, amount } = await stay(db, false);
      const customer = await travellerCustomer(db, stripe, { userId: guest, email: `${guest}@example.com` });
      const checkout = await startCheckout(db, stripe, {
        bookingId: booking.id,
        purpose: "hold",
        amount,
        customerId: customer,
        description: "3 nights",
        ...urls(booking.id),
        now: new Date(),
      });
      expect(fake.get(checkout.sessionId).payment_intent_data).toMatchObject({ capture_method: "manual" });
      fake.payCheckout(checkout.sessionId);
      const held = await applyCompletedCheckout(db, payments(), checkout, { payoutDueAt: new Date() });
      const intent = held.ok ? held.ref : "";
      expect(fake.get(intent)).toMatchObject({ status: "requires_capture", amount_capturable: amount.cents });
      if (answer === "accept") {
        expect(await acceptRequest(db, host, booking.id, { mail, now: NOW, payments: payments(10) })).toEqual(
          { ok: true },
        );
        expect(fake.get(intent)).toMatchObject({ status: "succeeded", amount_received: amount.cents });
        expect(await kinds(db, booking.id)).toEqual([`hold ${amount.cents}`, `capture ${amount.cents}`]);
      } else {
        expect(
          await declineRequest(db, host, booking.id, { reason: "dates", note: "" }, NOW, payments()),
        ).toEqual({ ok: true });
        expect(fake.get(intent)).toMatchObject({ status: "canceled" });
        expect(await kinds(db, booking.id)).toEqual([`hold ${amount.cents}`, `release ${amount.cents}`]);
      }
    }
    expect((await reconcileAll(db)).mismatches).toEqual([]);
  });

  it("a saved card (Checkout in setup mode) charged later without the traveller; declines, no funds and 3-D Secure are refusals", async () => {
    const db = database().db;
    const stripe = await client();
    const { guest, booking, amount, payoutDueAt } = await stay(db, false);
    const customer = await travellerCustomer(db, stripe, { userId: guest, email: `${guest}@example.com` });
    const checkout = await startCheckout(db, stripe, {
      bookingId: booking.id,
      purpose: "save-card",
      amount,
      customerId: customer,
      description: "3 nights",
      ...urls(booking.id),
      now: new Date(),
    });
    expect(fake.get(checkout.sessionId)).toMatchObject({ mode: "setup", currency: "usd" });
    // Not saved yet on Stripe's page: refused, nothing kept.
    expect(await applyCompletedCheckout(db, payments(), checkout, { payoutDueAt })).toMatchObject({
      ok: false,
      code: "declined",
    });
    fake.payCheckout(checkout.sessionId);
    const saved = await applyCompletedCheckout(db, payments(), checkout, { payoutDueAt });
    expect(saved).toEqual({ ok: true, ref: "pm_card_visa" });
    expect(
      (await db.select().from(stripeCheckouts).where(eq(stripeCheckouts.sessionId, checkout.sessionId)))[0],
    ).toMatchObject({
      paymentMethod: "pm_card_visa",
    });
    const processor = payments().processor;

    const offSession = (paymentMethod: string, part: number) =>
      processor.charge({
        key: paymentKey(booking.id, "charge", part),
        amount,
        source: { customer, paymentMethod },
      });
    expect(await offSession("pm_card_chargeDeclined", 2)).toEqual({
      ok: false,
      code: "declined",
      message: "Your card was declined. Try another card.",
    });
    expect(await offSession("pm_card_chargeDeclinedInsufficientFunds", 3)).toMatchObject({
      ok: false,
      code: "insufficient_funds",
    });
    expect(await offSession("pm_card_authenticationRequired", 4)).toMatchObject({
      ok: false,
      code: "authentication_required",
    });
    expect(
      fake.all("payment_intent").filter((i) => i.status === "succeeded" && i.customer === customer),
    ).toHaveLength(0);

    // At acceptance, the saved card is charged off-session through the money step.
    const charged = await chargeBooking(db, payments(), {
      bookingId: booking.id,
      amount,
      source: { customer, paymentMethod: saved.ok ? saved.ref : "" },
      payoutDueAt,
    });
    expect(charged.ok).toBe(true);
    expect(fake.get(charged.ok ? charged.ref : "")).toMatchObject({
      status: "succeeded",
      customer,
      payment_method: "pm_card_visa",
      transfer_group: `booking:${booking.id}`,
    });
  });

  it("a 503 after Stripe did the work: the SDK retries with the same key and the card is charged once", async () => {
    const db = database().db;
    const stripe = await client();
    const { guest, booking, amount, payoutDueAt } = await stay(db, true);
    const customer = await travellerCustomer(db, stripe, { userId: guest, email: `${guest}@example.com` });
    const before = fake.all("payment_intent").length;
    fake.failNext({ method: "POST", path: /^\/v1\/payment_intents$/, status: 503, when: "after" });
    const charged = await chargeBooking(db, payments(), {
      bookingId: booking.id,
      amount,
      source: { customer, paymentMethod: "pm_card_visa" },
      payoutDueAt,
    });
    expect(charged.ok).toBe(true);
    expect(fake.all("payment_intent").length).toBe(before + 1);
    const calls = fake.requests.filter((r) => r.key === paymentKey(booking.id, "charge"));
    expect(calls.map((c) => [c.status, c.replayed])).toEqual([
      [503, false],
      [200, true],
    ]);

    // A 503 with no retry left: a refusal the page can show, nothing recorded, nothing charged.
    const other = await stay(db, true);
    fake.failNext({ method: "POST", path: /^\/v1\/payment_intents$/, status: 503, when: "before" });
    const refused = await chargeBooking(db, payments(0, 0), {
      bookingId: other.booking.id,
      amount: other.amount,
      source: { customer, paymentMethod: "pm_card_visa" },
      payoutDueAt: other.payoutDueAt,
    });
    expect(refused).toMatchObject({ ok: false, code: "unavailable" });
    expect(await kinds(db, other.booking.id)).toEqual([]);
    expect(fake.all("payment_intent").length).toBe(before + 1);
  });

  it("a cancellation refunds by the policy; the owner onboards on Stripe and is paid by a transfer from the booking's charge, less the commission", async () => {
    const db = database().db;
    const stripe = await client();
    const { host, guest, booking, amount, payoutDueAt } = await stay(db, true);
    const customer = await travellerCustomer(db, stripe, { userId: guest, email: `${guest}@example.com` });
    const charged = await chargeBooking(db, payments(10), {
      bookingId: booking.id,
      amount,
      source: { customer, paymentMethod: "pm_card_visa" },
      payoutDueAt,
    });
    const intent = fake.get(charged.ok ? charged.ref : "");

    // Two days before check-in the moderate policy keeps half the nights.
    const checkIn = booking.stay.slice(1, 11);
    const late = new Date(new Date(`${checkIn}T15:00:00Z`).getTime() - 2 * 86_400_000);
    const cancelled = await cancelBooking(db, guest, booking.id, { now: late, payments: payments(10) });
    const kept = cancelled.ok ? cancelled.value.refund.keptCents : -1;
    expect(kept).toBeGreaterThan(0);
    const [refund] = fake.all("refund").filter((r) => r.payment_intent === intent.id);
    expect(refund).toMatchObject({ amount: amount.cents - kept, status: "succeeded" });

    // The owner has no Stripe account yet: the payout fails and waits.
    expect(await payDuePayouts(db, payments(10), new Date(payoutDueAt.getTime() + 1000))).toBe(0);
    expect((await db.select().from(payouts).where(eq(payouts.bookingId, booking.id)))[0]).toMatchObject({
      status: "failed",
      failure: "The owner has not finished setting up payouts with Stripe.",
    });

    // Onboarding on Stripe's hosted pages (an Express account and its link), then account.updated.
    const account = await ownerAccount(db, stripe, { userId: host, email: `${host}@example.com` });
    expect((await ownerAccount(db, stripe, { userId: host, email: `${host}@example.com` })).accountId).toBe(
      account.accountId,
    );
    expect(fake.get(account.accountId)).toMatchObject({
      type: "express",
      capabilities: { transfers: "inactive" },
    });
    const link = await onboardingLink(stripe, account.accountId, {
      refreshUrl: "http://localhost:3999/host/payouts",
      returnUrl: "http://localhost:3999/host/payouts?back=1",
    });
    expect(link).toBe(`${fake.url}/setup/e/${account.accountId}`);
    const finished = fake.finishOnboarding(account.accountId);
    expect(await applyAccountState(db, finished as never, new Date())).toBe(true);

    expect(await payDuePayouts(db, payments(10), new Date(payoutDueAt.getTime() + 1000))).toBe(1);
    const commission = Math.round(kept / 10);
    const [transfer] = fake.all("transfer").filter((t) => t.transfer_group === `booking:${booking.id}`);
    expect(transfer).toMatchObject({
      amount: kept - commission,
      destination: account.accountId,
      source_transaction: intent.latest_charge,
    });
    expect(await kinds(db, booking.id)).toEqual([
      `charge ${amount.cents}`,
      `refund ${amount.cents - kept}`,
      `payout ${kept - commission}`,
      `fee ${commission}`,
    ]);
    // Paid once: the sweep again moves nothing.
    expect(await payDuePayouts(db, payments(10), new Date(payoutDueAt.getTime() + 2000))).toBe(0);
    expect(fake.all("transfer").filter((t) => t.transfer_group === `booking:${booking.id}`)).toHaveLength(1);
    expect((await reconcileAll(db)).mismatches).toEqual([]);
  });

  it("a hold Stripe let go after seven days cannot be taken: the owner's acceptance is told the card must be charged again", async () => {
    const processor = payments().processor;
    const key = `test:${Math.random().toString(16).slice(2)}`;
    const held = await processor.hold({
      key: `${key}:hold`,
      amount: { cents: 12_345, currency: "EUR" },
      source: { customer: "cus_anyone", paymentMethod: "pm_card_visa" },
    });
    const ref = held.ok ? held.ref : "";
    expect(fake.get(ref)).toMatchObject({ status: "requires_capture", amount: 12_345, currency: "eur" });
    fake.expireHold(ref);
    expect(
      await processor.capture({
        key: `${key}:capture`,
        holdRef: ref,
        amount: { cents: 12_345, currency: "EUR" },
      }),
    ).toEqual({
      ok: false,
      code: "expired_hold",
      message: "The hold on the card has expired: the card must be charged again.",
    });
    // Letting it go is then a no-op that succeeds.
    expect(await processor.release({ key: `${key}:release`, holdRef: ref })).toEqual({ ok: true, ref });
  });

  it("hands Stripe the currency's own minor units (yen are whole, cents are hundredths)", async () => {
    const processor = payments().processor;
    const key = `test:${Math.random().toString(16).slice(2)}`;
    const source = { customer: "cus_anyone", paymentMethod: "pm_card_visa" };
    const yen = await processor.charge({
      key: `${key}:jpy`,
      amount: { cents: 1_500_000, currency: "JPY" },
      source,
    });
    expect(fake.get(yen.ok ? yen.ref : "")).toMatchObject({ amount: 15_000, currency: "jpy" });
    const dollars = await processor.charge({
      key: `${key}:usd`,
      amount: { cents: 15_000, currency: "USD" },
      source,
    });
    expect(fake.get(dollars.ok ? dollars.ref : "")).toMatchObject({ amount: 15_000, currency: "usd" });
    const refund = await processor.refund({
      key: `${key}:jpy:refund`,
      paymentRef: yen.ok ? yen.ref : "",
      amount: { cents: 500_000, currency: "JPY" },
    });
    expect(fake.get(refund.ok ? refund.ref : "")).toMatchObject({ amount: 5_000 });
  });

  it("keeps what it made: a checkout row per booking step", async () => {
    const rows = await database().db.select().from(stripeCheckouts);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((r) => r.idempotencyKey)).size).toBe(rows.length);
  });
});
