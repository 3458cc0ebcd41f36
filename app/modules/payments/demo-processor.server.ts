import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { demoPayments } from "../../../db/schema/payments.ts";
import type { Database, Executor } from "../../platform/db.server.ts";
import { isMovable } from "./amounts.ts";
import { demoCardOf, normaliseCardNumber } from "./demo-cards.ts";
import type {
  Money,
  Moved,
  PaymentProcessor,
  PaymentSource,
  ProcessorAnswer,
  RefusalCode,
} from "./processor.ts";

/**
 * The demo processor (PAYMENTS_MODE=demo): a card network built into the site, with no real
 * money. Its records are the `demo_payments` table, with a real processor's states: a hold is
 * authorised, then captured, released or expired (after 7 days); a charge succeeds; refunds never
 * exceed what was taken; a saved card can be charged later without the traveller; payouts are
 * paid. The test cards (demo-cards.ts) decide the answers.
 *
 * Idempotency: a call with a key already used answers the first call's result and moves nothing
 * (the key is unique in the table; two racing calls with one key make one row). A refusal moves
 * nothing and is not remembered: the same step may be tried again with another card. Capture
 * and release are idempotent by the hold's state. Calls on one hold or charge are serialised by a
 * row lock, so concurrent refunds can never give back more than was taken.
 */

/** How long a card hold lasts before the bank lets it go. */
export const DEMO_HOLD_DAYS = 7;

const MESSAGES: Record<RefusalCode, string> = {
  declined: "Your card was declined. Try another card.",
  insufficient_funds: "Your card has insufficient funds. Try another card.",
  authentication_required: "Your bank asks you to confirm this payment.",
  expired_hold: "The hold on the card has expired: the card must be charged again.",
  unavailable: "The payment could not be made.",
};

const refuse = (code: RefusalCode, message = MESSAGES[code]): ProcessorAnswer<Moved> => ({
  ok: false,
  code,
  message,
});
const moved = (ref: string): ProcessorAnswer<Moved> => ({ ok: true, ref });
const newId = (prefix: "hold" | "ch" | "re" | "card" | "po" | "rv") =>
  `demo_${prefix}_${crypto.randomBytes(12).toString("hex")}`;

type Row = typeof demoPayments.$inferSelect;

export interface DemoProcessorOptions {
  /** The bank's clock (tests move it). */
  now?: () => Date;
}

export function createDemoProcessor(db: Database, options: DemoProcessorOptions = {}): PaymentProcessor {
  const now = options.now ?? (() => new Date());

  const byKey = async (tx: Executor, key: string) =>
    (await tx.select().from(demoPayments).where(eq(demoPayments.idempotencyKey, key)))[0];

  /** The row made by this key before, checked to be the same kind of call (else a caller's bug). */
  function replay(row: Row, kind: Row["kind"], amount?: Money) {
    if (
      row.kind !== kind ||
      (amount && (row.amountCents !== amount.cents || row.currency !== amount.currency))
    )
      throw new Error(`demo processor: idempotency key ${row.idempotencyKey} was used for another call`);
    return moved(row.id);
  }

  /** Inserts the row unless the key is taken; a racing call with the same key answers the winner's row. */
  async function insertOnce(values: typeof demoPayments.$inferInsert, amount?: Money) {
    const [row] = await db
      .insert(demoPayments)
      .values(values)
      .onConflictDoNothing({ target: demoPayments.idempotencyKey })
      .returning();
    if (row) return moved(row.id);
    return replay((await byKey(db, values.idempotencyKey))!, values.kind, amount);
  }

  /** The card behind a source: a test card's number, or a card saved before. Null: not a card the demo knows. */
  async function cardOf(source: PaymentSource) {
    if (source.paymentMethod.startsWith("demo_card_")) {
      const [saved] = await db.select().from(demoPayments).where(eq(demoPayments.id, source.paymentMethod));
      if (!saved || saved.kind !== "card" || saved.customer !== source.customer) return null;
      return { number: saved.card!, saved: true };
    }
    const number = normaliseCardNumber(source.paymentMethod);
    return number && demoCardOf(number) ? { number, saved: false } : null;
  }

  /** How the card network answers a card for a payment: null when it pays. */
  async function cardRefusal(source: PaymentSource): Promise<{ card: string } | ProcessorAnswer<Moved>> {
    const card = await cardOf(source);
    if (!card) return refuse("declined", "This card is not one of the demo's test cards.");
    switch (demoCardOf(card.number)!.behaviour) {
      case "succeeds":
        return { card: card.number };
      case "declined":
        return refuse("declined");
      case "insufficient_funds":
        return refuse("insufficient_funds");
      case "needs_authentication":
        // Always asks, as a real bank may: a saved card charged without the traveller cannot be confirmed.
        return source.authenticated && !card.saved
          ? { card: card.number }
          : refuse("authentication_required");
    }
  }

  const checkAmount = (amount: Money) => {
    if (!isMovable(amount.cents, amount.currency) || amount.cents === 0)
      throw new RangeError(`demo processor: ${amount.cents} cents of ${amount.currency} cannot move`);
  };

  /** Runs `work` on one hold or charge, locked: calls on it queue, and each sees the last one's result. */
  function onLocked<T>(ref: string, work: (tx: Executor, row: Row | undefined) => Promise<T>) {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(demoPayments).where(eq(demoPayments.id, ref)).for("update");
      return work(tx, row);
    });
  }

  return {
    name: "demo",

    async hold({ key, amount, source }) {
      checkAmount(amount);
      const earlier = await byKey(db, key);
      if (earlier) return replay(earlier, "hold", amount);
      const answer = await cardRefusal(source);
      if ("ok" in answer) return answer;
      return insertOnce(
        {
          id: newId("hold"),
          kind: "hold",
          status: "authorised",
          amountCents: amount.cents,
          currency: amount.currency,
          customer: source.customer,
          card: answer.card,
          idempotencyKey: key,
          expiresAt: new Date(now().getTime() + DEMO_HOLD_DAYS * 86_400_000),
          createdAt: now(),
        },
        amount,
      );
    },

    capture({ holdRef, amount }) {
      checkAmount(amount);
      return onLocked(holdRef, async (tx, hold) => {
        if (!hold || hold.kind !== "hold") return refuse("unavailable", "No such hold.");
        if (hold.status === "captured")
          return hold.capturedCents === amount.cents
            ? moved(hold.id)
            : refuse("unavailable", "The hold was already taken.");
        if (hold.status === "authorised" && hold.expiresAt && hold.expiresAt <= now()) {
          await tx.update(demoPayments).set({ status: "expired" }).where(eq(demoPayments.id, hold.id));
          return refuse("expired_hold");
        }
        if (hold.status !== "authorised")
          return refuse(
            hold.status === "expired" ? "expired_hold" : "unavailable",
            hold.status === "expired" ? MESSAGES.expired_hold : "The hold was let go.",
          );
        if (amount.currency !== hold.currency || amount.cents > hold.amountCents)
          return refuse("unavailable", "More than the hold cannot be taken.");
        await tx
          .update(demoPayments)
          .set({ status: "captured", capturedCents: amount.cents })
          .where(eq(demoPayments.id, hold.id));
        return moved(hold.id);
      });
    },

    release({ holdRef }) {
      return onLocked(holdRef, async (tx, hold) => {
        if (!hold || hold.kind !== "hold") return refuse("unavailable", "No such hold.");
        if (hold.status === "released" || hold.status === "expired") return moved(hold.id);
        if (hold.status !== "authorised")
          return refuse("unavailable", "The hold was already taken: refund it instead.");
        await tx.update(demoPayments).set({ status: "released" }).where(eq(demoPayments.id, hold.id));
        return moved(hold.id);
      });
    },

    async charge({ key, amount, source }) {
      checkAmount(amount);
      const earlier = await byKey(db, key);
      if (earlier) return replay(earlier, "charge", amount);
      const answer = await cardRefusal(source);
      if ("ok" in answer) return answer;
      return insertOnce(
        {
          id: newId("ch"),
          kind: "charge",
          status: "succeeded",
          amountCents: amount.cents,
          currency: amount.currency,
          customer: source.customer,
          card: answer.card,
          idempotencyKey: key,
          createdAt: now(),
        },
        amount,
      );
    },

    refund({ key, paymentRef, amount }) {
      checkAmount(amount);
      return onLocked(paymentRef, async (tx, paid) => {
        // After the lock: a racing refund with this key has committed, and is answered as the first.
        const earlier = await byKey(tx, key);
        if (earlier) return replay(earlier, "refund", amount);
        if (!paid || !(paid.kind === "charge" || (paid.kind === "hold" && paid.status === "captured")))
          return refuse("unavailable", "Nothing was taken to give back.");
        const taken = paid.kind === "charge" ? paid.amountCents : paid.capturedCents;
        if (amount.currency !== paid.currency || paid.refundedCents + amount.cents > taken)
          return refuse("unavailable", "More than was taken cannot be given back.");
        await tx
          .update(demoPayments)
          .set({ refundedCents: sql`${demoPayments.refundedCents} + ${amount.cents}` })
          .where(eq(demoPayments.id, paid.id));
        const [row] = await tx
          .insert(demoPayments)
          .values({
            id: newId("re"),
            kind: "refund",
            status: "succeeded",
            amountCents: amount.cents,
            currency: amount.currency,
            parent: paid.id,
            customer: paid.customer,
            idempotencyKey: key,
            createdAt: now(),
          })
          .returning();
        return moved(row!.id);
      });
    },

    async saveCard({ key, customer, paymentMethod }) {
      const earlier = await byKey(db, key);
      if (earlier) return replay(earlier, "card");
      const number = normaliseCardNumber(paymentMethod);
      const card = number ? demoCardOf(number) : null;
      // Saving checks the card is real and open; what it answers later depends on its kind.
      if (!card) return refuse("declined", "This card is not one of the demo's test cards.");
      if (card.behaviour === "declined") return refuse("declined");
      return insertOnce({
        id: newId("card"),
        kind: "card",
        status: "saved",
        customer,
        card: card.number,
        idempotencyKey: key,
        createdAt: now(),
      });
    },

    async payout({ key, account, amount }) {
      checkAmount(amount);
      const earlier = await byKey(db, key);
      if (earlier) return replay(earlier, "payout", amount);
      if (!account) return refuse("unavailable", "The owner has no account to be paid into.");
      return insertOnce(
        {
          id: newId("po"),
          kind: "payout",
          status: "paid",
          amountCents: amount.cents,
          currency: amount.currency,
          account,
          idempotencyKey: key,
          createdAt: now(),
        },
        amount,
      );
    },

    async reversePayout({ key, payoutRef, amount }) {
      checkAmount(amount);
      const earlier = await byKey(db, key);
      if (earlier) return replay(earlier, "reversal", amount);
      const [payout] = await db.select().from(demoPayments).where(eq(demoPayments.id, payoutRef));
      if (!payout || payout.kind !== "payout")
        throw new Error(`demo processor: ${payoutRef} is not a payout to take back`);
      if (payout.currency !== amount.currency || amount.cents > payout.amountCents)
        throw new RangeError(`demo processor: cannot take back ${amount.cents} of payout ${payoutRef}`);
      return insertOnce(
        {
          id: newId("rv"),
          kind: "reversal",
          status: "succeeded",
          amountCents: amount.cents,
          currency: amount.currency,
          parent: payout.id,
          account: payout.account,
          idempotencyKey: key,
          createdAt: now(),
        },
        amount,
      );
    },
  };
}
