import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { stripeEvents, type StripeEventOutcome } from "../../../db/schema/stripe.ts";
import type { Database, Executor } from "../../platform/db.server.ts";
import { log } from "../../platform/log.server.ts";
import { applyCheckoutEvent, checkoutOf, type StripeCheckout } from "./stripe-checkout.server.ts";
import { WEBHOOK_TOLERANCE_SECONDS } from "./stripe-client.server.ts";
import { applyAccountState } from "./stripe-connect.server.ts";

/**
 * Stripe's webhooks (decision 3540). The signature is checked by the SDK on the raw body, as
 * sent, with a 300-second tolerance; anything that fails it is answered 400 and read no further.
 * Each event is applied once: its id is recorded (stripe_events, unique) in the same transaction
 * as its change, so a repeated delivery changes nothing, and two racing ones make one change.
 * Order: a state only moves forward in Stripe's time (the event's `created`), a completed
 * checkout is final; an event older than the state is recorded as `stale`. Events the site has
 * no use for are acknowledged (200), logged and recorded as `ignored`, so Stripe stops sending them.
 */

export interface WebhookDeps {
  db: Database;
  stripe: Stripe;
  webhookSecret: string;
  /**
   * What a completed checkout does to its booking (confirm it, or record the hold), after the
   * event's commit. Called again for a repeated delivery of a completed checkout, so it must be
   * idempotent (the money steps are: each carries the booking's key); a throw answers 500 and
   * Stripe delivers the event again.
   */
  onCheckoutComplete?: (checkout: StripeCheckout) => Promise<void>;
  /** Stripe's clock, for the tolerance (tests). */
  now?: () => Date;
}

export interface WebhookAnswer {
  status: 200 | 400 | 500;
  body: { received: true; duplicate?: boolean; outcome?: StripeEventOutcome } | { error: string };
}

/** Events acknowledged without a change of the site's, but about money at risk: a warning in the log. */
const NEEDS_A_PERSON = new Set([
  "charge.dispute.created",
  "payment_intent.payment_failed",
  "transfer.reversed",
  "payout.failed",
  "account.application.deauthorized",
]);

const bad = (error: string): WebhookAnswer => ({ status: 400, body: { error } });

/** What an event changes, in its transaction: the outcome recorded for it, and a checkout now complete. */
async function apply(
  tx: Executor,
  event: Stripe.Event,
): Promise<{ outcome: StripeEventOutcome; note: string; checkout?: StripeCheckout }> {
  const created = new Date(event.created * 1000);
  if (!objectIdOf(event)) return { outcome: "ignored", note: "an event without its object's id" };
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.expired": {
      const session = event.data.object;
      const row = await applyCheckoutEvent(
        tx,
        session,
        event.type === "checkout.session.expired" ? "expired" : "completed",
        created,
      );
      if (!row) return { outcome: "ignored", note: "a session the site did not make" };
      if (event.type === "checkout.session.expired" && row.status === "complete")
        return { outcome: "stale", note: "the session was completed" };
      return {
        outcome: "applied",
        note: row.status,
        ...(row.status === "complete" ? { checkout: row } : {}),
      };
    }
    case "account.updated": {
      const changed = await applyAccountState(tx, event.data.object, created);
      return changed
        ? { outcome: "applied", note: "" }
        : { outcome: "stale", note: "an older state, or an account the site did not make" };
    }
    default:
      return { outcome: "ignored", note: "" };
  }
}

/** What the code reads of an event, checked before it is read (a signed body is still only JSON). */
function isEventShaped(event: unknown): event is Stripe.Event {
  const e = event as Partial<Stripe.Event> | null;
  return (
    typeof e === "object" &&
    e !== null &&
    typeof e.id === "string" &&
    /^evt_[A-Za-z0-9_]{1,200}$/.test(e.id) &&
    typeof e.type === "string" &&
    e.type.length > 0 &&
    Number.isSafeInteger(e.created) &&
    (e.created as number) > 0 &&
    (e.created as number) < 4_102_444_800 &&
    typeof e.data === "object" &&
    e.data !== null &&
    typeof e.data.object === "object" &&
    e.data.object !== null
  );
}

const objectIdOf = (event: Stripe.Event) => {
  const id = (event.data.object as { id?: unknown }).id;
  return typeof id === "string" ? id.slice(0, 255) : "";
};

export async function receiveStripeWebhook(
  deps: WebhookDeps,
  rawBody: Buffer | string,
  signature: string | undefined,
): Promise<WebhookAnswer> {
  if (!signature) return bad("Missing Stripe-Signature header.");
  if (rawBody.length === 0) return bad("Empty body.");
  let event: Stripe.Event;
  try {
    event = deps.stripe.webhooks.constructEvent(
      rawBody,
      signature,
      deps.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      deps.now ? Math.floor(deps.now().getTime() / 1000) : undefined,
    );
  } catch (error) {
    // A bad or old signature, or a body that is not an event: never the site's failure.
    log.warn("stripe webhook refused", { reason: (error as Error).message.slice(0, 200) });
    return bad("The signature does not match this body (or is too old).");
  }
  if (!isEventShaped(event)) return bad("Not a Stripe event.");

  const result = await deps.db.transaction(async (tx) => {
    const [first] = await tx
      .insert(stripeEvents)
      .values({
        id: event.id,
        type: event.type.slice(0, 100),
        objectId: objectIdOf(event),
        createdAt: new Date(event.created * 1000),
        outcome: "ignored",
      })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!first) return null;
    const applied = await apply(tx, event);
    await tx
      .update(stripeEvents)
      .set({ outcome: applied.outcome, note: applied.note.slice(0, 500) })
      .where(eq(stripeEvents.id, event.id));
    return applied;
  });

  let checkout = result?.checkout;
  if (!result) {
    // A repeated delivery: nothing changes; a completed checkout's booking step is offered again.
    if (event.type.startsWith("checkout.session.")) {
      const row = await checkoutOf(deps.db, objectIdOf(event));
      if (row?.status === "complete") checkout = row;
    }
  } else if (result.outcome === "ignored") {
    // Events about money the site does not handle by itself yet are logged for a person to look at.
    if (NEEDS_A_PERSON.has(event.type))
      log.warn("stripe event needs attention", { id: event.id, type: event.type, object: objectIdOf(event) });
    else log.info("stripe event ignored", { id: event.id, type: event.type, note: result.note });
  }
  if (checkout && deps.onCheckoutComplete) {
    try {
      await deps.onCheckoutComplete(checkout);
    } catch (error) {
      log.error("stripe checkout not applied to its booking", {
        session: checkout.sessionId,
        booking: checkout.bookingId,
        error: String(error),
      });
      return { status: 500, body: { error: "The payment is recorded; its booking is not updated yet." } };
    }
  }
  return result
    ? { status: 200, body: { received: true, outcome: result.outcome } }
    : { status: 200, body: { received: true, duplicate: true } };
}
