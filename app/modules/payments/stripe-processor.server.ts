import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { stripeAccounts } from "../../../db/schema/stripe.ts";
import type { Database } from "../../platform/db.server.ts";
import { log } from "../../platform/log.server.ts";
import { toProcessorMinor } from "./amounts.ts";
import { ledgerOf } from "./ledger.server.ts";
import { paymentRefForPayout } from "./refund-legs.ts";
import type { Money, Moved, PaymentProcessor, PaymentSource, ProcessorAnswer } from "./processor.ts";
import {
  bookingOfKey,
  intentAnswer,
  refusalCodeOf,
  refusalOf,
  type StripeErrorFacts,
} from "./stripe-refusals.ts";

/**
 * The Stripe adapter (PAYMENTS_MODE=stripe, decision 3540): separate charges and transfers on
 * the platform's account. A charge or a hold is a PaymentIntent of the platform (automatic or
 * manual capture), paid either on Stripe Checkout (the source is then the completed Checkout
 * Session, `cs_…`, and this only checks what the traveller did there) or with a card saved
 * before, charged without the traveller (`pm_…`, off-session). Refunds come from the platform's
 * charge. The owner's payout is a Transfer to their Express account (stripe_accounts), tied to
 * the booking's charge (`source_transaction`), of what is owed less the commission: the platform
 * keeps the commission by transferring less.
 *
 * Every create call carries the step's idempotency key as Stripe's Idempotency-Key, so a retry
 * (ours or the SDK's after a 503) is answered with the first call's result and moves no money twice.
 */

type Answer = ProcessorAnswer<Moved>;

const minor = (amount: Money) => toProcessorMinor(amount.cents, amount.currency);
const moved = (ref: string): Answer => ({ ok: true, ref });

/** Stripe's answer to a refused call as a refusal, or the error thrown again (a bug of ours). */
function refusedBy(error: unknown, what: string): Answer {
  const code = refusalCodeOf(error as StripeErrorFacts);
  if (!code) throw error;
  if (code === "unavailable") log.warn("stripe unavailable", { call: what, error: String(error) });
  return refusalOf(code);
}

async function attempt(what: string, call: () => Promise<Answer>): Promise<Answer> {
  try {
    return await call();
  } catch (error) {
    return refusedBy(error, what);
  }
}

export interface StripeProcessorOptions {
  db: Database;
  /** The SDK's client, or its loading (stripe-client.server.ts). */
  stripe: Stripe | Promise<Stripe>;
}

export function createStripeProcessor({ db, stripe: client }: StripeProcessorOptions): PaymentProcessor {
  // Every Stripe call below goes through `sdk()`: the client once loaded.
  const loaded = Promise.resolve(client);
  loaded.catch(() => {});
  const sdk = () => loaded;
  /** The Checkout Session the traveller completed, with its PaymentIntent or SetupIntent. */
  const sessionOf = async (id: string) =>
    (await sdk()).checkout.sessions.retrieve(id, { expand: ["payment_intent", "setup_intent"] });

  /** What the traveller paid on Checkout, checked against what the step expects. */
  async function paidOnCheckout(
    sessionId: string,
    amount: Money,
    wanted: "succeeded" | "requires_capture",
  ): Promise<Answer> {
    const session = await sessionOf(sessionId);
    const intent = session.payment_intent;
    if (session.status !== "complete" || !intent || typeof intent === "string")
      return refusalOf("declined", "The payment on Stripe's page was not completed.");
    if (intent.amount !== minor(amount) || intent.currency !== amount.currency.toLowerCase())
      throw new Error(
        `stripe: checkout ${sessionId} paid ${intent.amount} ${intent.currency}, not the booking's amount`,
      );
    return intentAnswer(intent, wanted);
  }

  /** A PaymentIntent on a saved card, confirmed at once without the traveller. */
  async function offSession(
    key: string,
    amount: Money,
    source: PaymentSource,
    capture: "automatic" | "manual",
  ) {
    const booking = bookingOfKey(key);
    const intent = await (
      await sdk()
    ).paymentIntents.create(
      {
        amount: minor(amount),
        currency: amount.currency.toLowerCase(),
        customer: source.customer,
        payment_method: source.paymentMethod,
        capture_method: capture,
        confirm: true,
        off_session: true,
        ...(booking
          ? { transfer_group: `booking:${booking}`, metadata: { booking, key } }
          : { metadata: { key } }),
      },
      { idempotencyKey: key },
    );
    return intentAnswer(intent, capture === "manual" ? "requires_capture" : "succeeded");
  }

  /**
   * The charge a payout draws on (source_transaction): a month's payout on that month's own charge,
   * a claim's payout on the claim's charge, any other on the booking's first payment.
   */
  async function chargeOfBooking(key: string): Promise<string | undefined> {
    const booking = bookingOfKey(key);
    if (!booking) return undefined;
    const paymentRef = paymentRefForPayout(await ledgerOf(db, booking), key);
    if (!paymentRef?.startsWith("pi_")) return undefined;
    const intent = await (await sdk()).paymentIntents.retrieve(paymentRef);
    const charge = intent.latest_charge;
    return typeof charge === "string" ? charge : charge?.id;
  }

  return {
    name: "stripe",

    hold: ({ key, amount, source }) =>
      attempt("hold", () =>
        source.paymentMethod.startsWith("cs_")
          ? paidOnCheckout(source.paymentMethod, amount, "requires_capture")
          : offSession(key, amount, source, "manual"),
      ),

    charge: ({ key, amount, source }) =>
      attempt("charge", () =>
        source.paymentMethod.startsWith("cs_")
          ? paidOnCheckout(source.paymentMethod, amount, "succeeded")
          : offSession(key, amount, source, "automatic"),
      ),

    capture: ({ key, holdRef, amount }) =>
      attempt("capture", async () => {
        try {
          const intent = await (
            await sdk()
          ).paymentIntents.capture(holdRef, { amount_to_capture: minor(amount) }, { idempotencyKey: key });
          return intentAnswer(intent, "succeeded");
        } catch (error) {
          // Taken already (by another key) or let go: the intent's state says which.
          if ((error as StripeErrorFacts).code !== "payment_intent_unexpected_state") throw error;
          const intent = await (await sdk()).paymentIntents.retrieve(holdRef);
          if (intent.status === "succeeded") return moved(intent.id);
          return refusalOf("expired_hold");
        }
      }),

    release: ({ key, holdRef }) =>
      attempt("release", async () => {
        try {
          const intent = await (await sdk()).paymentIntents.cancel(holdRef, {}, { idempotencyKey: key });
          return moved(intent.id);
        } catch (error) {
          if ((error as StripeErrorFacts).code !== "payment_intent_unexpected_state") throw error;
          // Let go already (Stripe cancels a hold after 7 days): nothing is held.
          const intent = await (await sdk()).paymentIntents.retrieve(holdRef);
          if (intent.status === "canceled") return moved(intent.id);
          throw error;
        }
      }),

    refund: ({ key, paymentRef, amount }) =>
      attempt("refund", async () => {
        const refund = await (
          await sdk()
        ).refunds.create(
          { payment_intent: paymentRef, amount: minor(amount), metadata: { key } },
          { idempotencyKey: key },
        );
        if (refund.status === "failed" || refund.status === "canceled")
          return refusalOf("unavailable", "The refund failed.");
        return moved(refund.id);
      }),

    saveCard: ({ key, customer, paymentMethod }) =>
      attempt("save-card", async () => {
        if (paymentMethod.startsWith("cs_")) {
          const session = await sessionOf(paymentMethod);
          const notSaved = refusalOf<Moved>("declined", "The card was not saved on Stripe's page.");
          if (session.status !== "complete") return notSaved;
          // A setup session (save-card, new-card) saved it with a SetupIntent; a payment session
          // made with `setup_future_usage` (a long stay, a pet damage deposit) kept the card it
          // paid with on the traveller's customer.
          const setup = session.setup_intent;
          const intent = session.payment_intent;
          const method =
            setup && typeof setup !== "string"
              ? setup.status === "succeeded"
                ? setup.payment_method
                : null
              : intent && typeof intent !== "string" && intent.setup_future_usage === "off_session"
                ? intent.status === "succeeded" || intent.status === "requires_capture"
                  ? intent.payment_method
                  : null
                : null;
          if (!method) return notSaved;
          return moved(typeof method === "string" ? method : method.id);
        }
        const method = await (
          await sdk()
        ).paymentMethods.attach(paymentMethod, { customer }, { idempotencyKey: key });
        return moved(method.id);
      }),

    payout: ({ key, account, amount }) =>
      attempt("payout", async () => {
        const [owner] = await db.select().from(stripeAccounts).where(eq(stripeAccounts.userId, account));
        if (!owner || !owner.payoutsEnabled)
          return refusalOf("unavailable", "The owner has not finished setting up payouts with Stripe.");
        const sourceTransaction = await chargeOfBooking(key);
        const booking = bookingOfKey(key);
        const transfer = await (
          await sdk()
        ).transfers.create(
          {
            amount: minor(amount),
            currency: amount.currency.toLowerCase(),
            destination: owner.accountId,
            ...(sourceTransaction ? { source_transaction: sourceTransaction } : {}),
            ...(booking ? { transfer_group: `booking:${booking}` } : {}),
            metadata: { key },
          },
          { idempotencyKey: key },
        );
        return moved(transfer.id);
      }),

    // The owner gives back part of a transfer (a refund after they were paid): Stripe takes it
    // from their account's balance.
    reversePayout: ({ key, payoutRef, amount }) =>
      attempt("reverse-payout", async () => {
        const reversal = await (
          await sdk()
        ).transfers.createReversal(
          payoutRef,
          { amount: minor(amount), metadata: { key } },
          { idempotencyKey: key },
        );
        return moved(reversal.id);
      }),
  };
}
