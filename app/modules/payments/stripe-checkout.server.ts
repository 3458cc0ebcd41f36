import { and, eq, gt } from "drizzle-orm";
import type Stripe from "stripe";
import { stripeCheckouts, type StripeCheckoutPurpose } from "../../../db/schema/stripe.ts";
import type { Database, Executor } from "../../platform/db.server.ts";
import { toProcessorMinor } from "./amounts.ts";
import { chargeBooking, holdBooking, type PaymentsContext } from "./money.server.ts";
import { paymentKey, type Money, type Moved, type ProcessorAnswer } from "./processor.ts";
import { nextCheckoutStatus } from "./stripe-refusals.ts";

/**
 * Stripe Checkout for a booking's step (decision 3540): the traveller pays on Stripe's page.
 * `charge` takes the amount (instant book, automatic capture), `hold` authorises it (a request:
 * manual capture, taken when the owner accepts), `save-card` only keeps the card (a request the
 * owner may answer after a hold would expire: the card is charged at acceptance). A session is
 * made once per booking and purpose while it is open (a traveller coming back gets the same one).
 *
 * What was done on the page is then applied with the money steps (money.server.ts) given the
 * session as the source: `{ customer, paymentMethod: session id }`; the adapter checks it there.
 */

export type StripeCheckout = typeof stripeCheckouts.$inferSelect;

/** Where Stripe Checkout's pages are (the sessions' `url`): the CSP lets forms lead there in this mode. */
export const STRIPE_CHECKOUT_URL = "https://checkout.stripe.com";

/** Stripe's shortest session life; the site lets an unpaid checkout go sooner and expires it then. */
export const CHECKOUT_MINUTES = 30;

export interface CheckoutRequest {
  bookingId: string;
  purpose: StripeCheckoutPurpose;
  amount: Money;
  customerId: string;
  /** What the traveller sees on Stripe's page ("3 nights at Seaside cottage"). */
  description: string;
  /** Where Stripe sends the traveller after paying; `{CHECKOUT_SESSION_ID}` is replaced by Stripe. */
  successUrl: string;
  /** Where the traveller goes back to from Stripe's page without paying. */
  cancelUrl: string;
  /** Keep the card for later charges without the traveller (long stays, the pet damage deposit). */
  saveCard?: boolean;
  /** The session's key when a booking may have several of the purpose (`new-card`); else by purpose. */
  key?: string;
  now?: Date;
}

export const checkoutKey = (bookingId: string, purpose: StripeCheckoutPurpose) =>
  `booking:${bookingId}:checkout:${purpose}`;

function sessionParams(input: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  const now = input.now ?? new Date();
  const currency = input.amount.currency.toLowerCase();
  const common = {
    customer: input.customerId,
    client_reference_id: input.bookingId,
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    expires_at: Math.floor(now.getTime() / 1000) + CHECKOUT_MINUTES * 60,
    metadata: { booking: input.bookingId, purpose: input.purpose },
  };
  // Only the card is kept: a request answered later than a hold lasts, or a traveller's new card.
  if (input.purpose === "save-card" || input.purpose === "new-card")
    return {
      ...common,
      mode: "setup",
      currency,
      setup_intent_data: { metadata: { booking: input.bookingId } },
    };
  return {
    ...common,
    mode: "payment",
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency,
          unit_amount: toProcessorMinor(input.amount.cents, input.amount.currency),
          product_data: { name: input.description.slice(0, 250) },
        },
      },
    ],
    payment_intent_data: {
      capture_method: input.purpose === "hold" ? "manual" : "automatic",
      transfer_group: `booking:${input.bookingId}`,
      metadata: { booking: input.bookingId, purpose: input.purpose },
      ...(input.saveCard ? { setup_future_usage: "off_session" as const } : {}),
    },
  };
}

/** The booking's open Checkout Session for the purpose, made when there is none yet. */
export async function startCheckout(
  db: Database,
  stripe: Stripe,
  input: CheckoutRequest,
): Promise<StripeCheckout> {
  const now = input.now ?? new Date();
  const [open] = await db
    .select()
    .from(stripeCheckouts)
    .where(
      and(
        eq(stripeCheckouts.bookingId, input.bookingId),
        eq(stripeCheckouts.purpose, input.purpose),
        eq(stripeCheckouts.status, "open"),
        // Past its life, Stripe let it go even if its `expired` event has not come yet.
        gt(stripeCheckouts.createdAt, new Date(now.getTime() - CHECKOUT_MINUTES * 60_000)),
      ),
    );
  if (open) return open;
  const key = input.key ?? checkoutKey(input.bookingId, input.purpose);
  const session = await stripe.checkout.sessions.create(sessionParams(input), { idempotencyKey: key });
  await db
    .insert(stripeCheckouts)
    .values({
      sessionId: session.id,
      bookingId: input.bookingId,
      purpose: input.purpose,
      amountCents: input.amount.cents,
      currency: input.amount.currency,
      customerId: input.customerId,
      url: session.url ?? "",
      idempotencyKey: key,
      createdAt: now,
    })
    .onConflictDoNothing();
  return (await checkoutOf(db, session.id))!;
}

export const checkoutOf = async (db: Executor, sessionId: string) =>
  (await db.select().from(stripeCheckouts).where(eq(stripeCheckouts.sessionId, sessionId)))[0];

/**
 * Lets an open session go at Stripe (the site released the booking's nights first): the
 * traveller can no longer pay on it. A session already complete or expired is left as it is.
 * Answers the session's state at Stripe now (null: not an open session of the site's).
 */
export async function expireCheckout(
  db: Database,
  stripe: Stripe,
  sessionId: string,
): Promise<Stripe.Checkout.Session.Status | null> {
  const row = await checkoutOf(db, sessionId);
  if (!row || row.status !== "open") return null;
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  if (session.status !== "open") return session.status;
  return (await stripe.checkout.sessions.expire(sessionId)).status;
}

/**
 * What a `checkout.session.completed` or `.expired` event says of a session, applied in the
 * event's transaction. Complete is final whatever order the events come in. Answers the row as
 * it now is, or null for a session the site did not make.
 */
export async function applyCheckoutEvent(
  tx: Executor,
  session: Pick<Stripe.Checkout.Session, "id" | "payment_intent" | "setup_intent">,
  event: "completed" | "expired",
  eventCreated: Date,
): Promise<StripeCheckout | null> {
  const row = await checkoutOf(tx, session.id);
  if (!row) return null;
  const status = nextCheckoutStatus(row.status, event);
  const idOf = (v: string | { id: string } | null) => (v === null ? null : typeof v === "string" ? v : v.id);
  const [updated] = await tx
    .update(stripeCheckouts)
    .set({
      status,
      stateAt: eventCreated,
      ...(event === "completed"
        ? { paymentIntent: idOf(session.payment_intent), setupIntent: idOf(session.setup_intent) }
        : {}),
    })
    .where(eq(stripeCheckouts.sessionId, session.id))
    .returning();
  return updated!;
}

/**
 * What a completed session means for its booking's money, through the money steps (each once,
 * whatever the repetition): `charge` records the charge and schedules the owner's payout due at
 * `payoutDueAt`; `hold` records the card hold (taken at acceptance); `save-card` answers the saved
 * card's id (`pm_…`), kept on the session's row for the charge at acceptance. The caller (the
 * booking's checkout: its return page and the webhook's `onCheckoutComplete`) then moves the
 * booking (`pay` or `authorise`) when the answer is ok. A session not complete is refused.
 */
export async function applyCompletedCheckout(
  db: Database,
  payments: PaymentsContext,
  checkout: StripeCheckout,
  input: { payoutDueAt: Date },
): Promise<ProcessorAnswer<Moved>> {
  const amount = { cents: checkout.amountCents, currency: checkout.currency.trim() };
  const source = { customer: checkout.customerId, paymentMethod: checkout.sessionId };
  switch (checkout.purpose) {
    case "charge":
      return chargeBooking(db, payments, {
        bookingId: checkout.bookingId,
        amount,
        source,
        payoutDueAt: input.payoutDueAt,
      });
    case "hold":
      return holdBooking(db, payments, { bookingId: checkout.bookingId, amount, source });
    case "save-card": {
      const saved = await payments.processor.saveCard({
        key: paymentKey(checkout.bookingId, "save-card"),
        customer: checkout.customerId,
        paymentMethod: checkout.sessionId,
      });
      if (saved.ok)
        await db
          .update(stripeCheckouts)
          .set({ paymentMethod: saved.ref })
          .where(eq(stripeCheckouts.sessionId, checkout.sessionId));
      return saved;
    }
    case "new-card":
      // A traveller's new card after a refused month is applied by the bookings module
      // (`payWithNewCard`), which charges the month with it; nothing is recorded here.
      throw new Error(`checkout ${checkout.sessionId}: a new card's session is not a booking's payment`);
  }
}
