import { and, eq, lte, ne, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { payouts } from "../../../db/schema/payments.ts";
import { queryRows, type Database, type Executor } from "../../platform/db.server.ts";
import { log } from "../../platform/log.server.ts";
import { payoutSplit } from "./amounts.ts";
import { reclaimPaidPayout } from "./payout-reversal.server.ts";
import { ledgerOf, recordMovement, type LedgerRow } from "./ledger.server.ts";
import { lowerWaitingPayouts, refundKeyOf, refundLegs, takenParts } from "./refund-legs.ts";
import {
  feeKey,
  paymentKey,
  type Money,
  type PaymentProcessor,
  type PaymentSource,
  type ProcessorAnswer,
  type Moved,
} from "./processor.ts";

/**
 * A booking's money steps (decision 3500): each asks the processor with the key of the booking's
 * step, then writes what moved to the ledger and, in the same transaction, what the owner is now
 * owed (the payouts table), so the books add up after every commit (reconcile.ts). The booking
 * process calls them; they know bookings only by id and the facts they are given.
 */

export interface PaymentsContext {
  processor: PaymentProcessor;
  /** COMMISSION_PERCENT. */
  commissionPercent: number;
  /** The Stripe client in PAYMENTS_MODE=stripe (Checkout sessions, owners' accounts; decision 3520). */
  stripe?: Promise<Stripe>;
}

/** What the ledger says of a booking's money: the card hold still open and what was taken. */
export interface BookingPayments {
  currency: string | null;
  /** The open hold's processor id and amount (authorised, neither taken nor let go). */
  hold: { ref: string; cents: number } | null;
  /** The charge or captured hold money was taken by, for refunds. */
  paymentRef: string | null;
  /** Taken (charges and captures) less refunded. */
  keptCents: number;
  takenCents: number;
  /** Refunds recorded so far: the next refund is the next part of the `refund` step (its own key). */
  refunds: number;
}

export function paymentsOf(rows: LedgerRow[]): BookingPayments {
  const sum = (kind: LedgerRow["kind"]) =>
    rows.filter((r) => r.kind === kind).reduce((t, r) => t + r.amountCents, 0);
  const hold = rows.find((r) => r.kind === "hold");
  const open = hold ? sum("hold") - sum("capture") - sum("release") : 0;
  const taken = sum("charge") + sum("capture");
  const payment = rows.find((r) => r.kind === "charge" || r.kind === "capture");
  return {
    currency: rows[0]?.currency ?? null,
    hold: hold && open > 0 ? { ref: hold.processorRef, cents: open } : null,
    paymentRef: payment?.processorRef ?? null,
    takenCents: taken,
    keptCents: taken - sum("refund"),
    refunds: rows.filter((r) => r.kind === "refund").length,
  };
}

export const bookingPayments = async (db: Executor, bookingId: string) =>
  paymentsOf(await ledgerOf(db, bookingId));

/**
 * What the owner is owed for a booking's first payment, set to the split of what is kept (payout +
 * commission = kept), due at `dueAt` (kept when it was already scheduled). A payout already paid
 * is never changed. (A refund lowers the waiting payouts: `lowerWaitingPayouts`.)
 */
async function owe(
  tx: Executor,
  input: { bookingId: string; keptCents: number; currency: string; percent: number; dueAt: Date },
) {
  const split = payoutSplit(input.keptCents, input.percent, input.currency);
  await tx
    .insert(payouts)
    .values({
      bookingId: input.bookingId,
      amountCents: split.payoutCents,
      commissionCents: split.commissionCents,
      currency: input.currency,
      dueAt: input.dueAt,
    })
    .onConflictDoUpdate({
      target: [payouts.bookingId, payouts.part],
      set: { amountCents: split.payoutCents, commissionCents: split.commissionCents },
      setWhere: ne(payouts.status, "paid"),
    });
}

/** Takes a payment at once (an instant booking): the charge, and the owner's payout scheduled. */
export async function chargeBooking(
  db: Database,
  payments: PaymentsContext,
  input: { bookingId: string; amount: Money; source: PaymentSource; payoutDueAt: Date; part?: number },
): Promise<ProcessorAnswer<Moved>> {
  // A retried charge of a saved card (a new try after a refusal) has a part number of its own.
  const key = paymentKey(input.bookingId, "charge", input.part);
  const answer = await payments.processor.charge({ key, amount: input.amount, source: input.source });
  if (!answer.ok) return answer;
  await db.transaction(async (tx) => {
    const { recorded } = await recordMovement(tx, {
      bookingId: input.bookingId,
      kind: "charge",
      amountCents: input.amount.cents,
      currency: input.amount.currency,
      idempotencyKey: key,
      processor: payments.processor.name,
      processorRef: answer.ref,
    });
    if (recorded)
      await owe(tx, {
        bookingId: input.bookingId,
        keptCents: input.amount.cents,
        currency: input.amount.currency,
        percent: payments.commissionPercent,
        dueAt: input.payoutDueAt,
      });
  });
  return answer;
}

/** Authorises the card for a request: nothing taken until the owner accepts. */
export async function holdBooking(
  db: Database,
  payments: PaymentsContext,
  input: { bookingId: string; amount: Money; source: PaymentSource },
): Promise<ProcessorAnswer<Moved>> {
  const key = paymentKey(input.bookingId, "hold");
  const answer = await payments.processor.hold({ key, amount: input.amount, source: input.source });
  if (!answer.ok) return answer;
  await recordMovement(db, {
    bookingId: input.bookingId,
    kind: "hold",
    amountCents: input.amount.cents,
    currency: input.amount.currency,
    idempotencyKey: key,
    processor: payments.processor.name,
    processorRef: answer.ref,
  });
  return answer;
}

/** Takes the open hold (the owner accepted) and schedules the owner's payout. Null: no hold to take. */
export async function captureBooking(
  db: Database,
  payments: PaymentsContext,
  input: { bookingId: string; payoutDueAt: Date },
): Promise<ProcessorAnswer<Moved> | null> {
  const { hold, currency } = await bookingPayments(db, input.bookingId);
  if (!hold || !currency) return null;
  const key = paymentKey(input.bookingId, "capture");
  const amount = { cents: hold.cents, currency };
  const answer = await payments.processor.capture({ key, holdRef: hold.ref, amount });
  if (!answer.ok) return answer;
  await db.transaction(async (tx) => {
    const { recorded } = await recordMovement(tx, {
      bookingId: input.bookingId,
      kind: "capture",
      amountCents: hold.cents,
      currency,
      idempotencyKey: key,
      processor: payments.processor.name,
      processorRef: answer.ref,
    });
    if (recorded)
      await owe(tx, {
        bookingId: input.bookingId,
        keptCents: hold.cents,
        currency,
        percent: payments.commissionPercent,
        dueAt: input.payoutDueAt,
      });
  });
  return answer;
}

/** Lets the open hold go (declined, withdrawn, expired). Null: no hold to let go. */
export async function releaseBooking(
  db: Database,
  payments: PaymentsContext,
  bookingId: string,
): Promise<ProcessorAnswer<Moved> | null> {
  const { hold, currency } = await bookingPayments(db, bookingId);
  if (!hold || !currency) return null;
  const key = paymentKey(bookingId, "release");
  const answer = await payments.processor.release({ key, holdRef: hold.ref });
  if (!answer.ok) return answer;
  await recordMovement(db, {
    bookingId,
    kind: "release",
    amountCents: hold.cents,
    currency,
    idempotencyKey: key,
    processor: payments.processor.name,
    processorRef: answer.ref,
  });
  return answer;
}

/**
 * Gives back `refundCents(kept)` of what was taken and kept (a cancellation: the caller applies
 * the policy to what was paid), never more than was kept. A long stay paid month by month
 * (decision 3530) is refunded from its newest month's charge first (refund-legs.ts), a leg per
 * charge, each with its own key; the owner's waiting payouts are lowered by as much, newest first.
 * What the waiting payouts cannot cover was paid to the owner already: it is taken back from the
 * paid payout (decision 3520, payout-reversal.server.ts), so the traveller always gets what the
 * policy gives. Null: nothing was taken, or nothing comes back.
 */
export async function refundBooking(
  db: Database,
  payments: PaymentsContext,
  input: { bookingId: string; refundCents: (paidCents: number) => number },
): Promise<ProcessorAnswer<Moved> | null> {
  const rows = await ledgerOf(db, input.bookingId);
  const { paymentRef, keptCents, currency } = paymentsOf(rows);
  if (!paymentRef || !currency || keptCents === 0) return null;
  const cents = Math.min(keptCents, input.refundCents(keptCents));
  if (cents <= 0) return null;
  let answer: ProcessorAnswer<Moved> | null = null;
  for (const leg of refundLegs(takenParts(input.bookingId, rows), cents)) {
    const key = refundKeyOf(input.bookingId, leg.part, leg.nth);
    const moved = await payments.processor.refund({
      key,
      paymentRef: leg.ref,
      amount: { cents: leg.cents, currency },
    });
    if (!moved.ok) return moved;
    answer = moved;
    await db.transaction(async (tx) => {
      const { recorded } = await recordMovement(tx, {
        bookingId: input.bookingId,
        kind: "refund",
        amountCents: leg.cents,
        currency,
        idempotencyKey: key,
        processor: payments.processor.name,
        processorRef: moved.ref,
      });
      if (!recorded) return;
      const waiting = await tx
        .select()
        .from(payouts)
        .where(and(eq(payouts.bookingId, input.bookingId), ne(payouts.status, "paid")));
      for (const payout of lowerWaitingPayouts(waiting, leg.cents, payments.commissionPercent, currency))
        await tx
          .update(payouts)
          .set({ amountCents: payout.amountCents, commissionCents: payout.commissionCents })
          .where(and(eq(payouts.id, payout.id), ne(payouts.status, "paid")));
    });
  }
  // What the waiting payouts could not give up was paid to the owner already: taken back from the
  // first paid payout, by what the ledger now keeps (so a repeated refund takes nothing back twice)
  // less what the waiting payouts and the later paid months still hold.
  const after = await bookingPayments(db, input.bookingId);
  const [first, ...others] = (
    await db.select().from(payouts).where(eq(payouts.bookingId, input.bookingId))
  ).sort((a, b) => Number(b.status === "paid") - Number(a.status === "paid") || a.part - b.part);
  if (first?.status === "paid") {
    const heldElsewhere = others.reduce(
      (total, payout) => total + payout.amountCents + payout.commissionCents,
      0,
    );
    await reclaimPaidPayout(db, payments, {
      bookingId: input.bookingId,
      keptCents: Math.max(0, after.keptCents - heldElsewhere),
      currency,
    });
  }
  return answer;
}

/**
 * Pays every payout due by `now` (24 hours after check-in), to the account of the home's owner:
 * the processor's payout, then in one transaction its ledger row, the commission's row and the
 * payout marked paid. A refusal marks it failed (it is tried again at the next sweep); an empty
 * payout (everything refunded) is marked paid without moving anything. Returns how many were paid.
 */
export async function payDuePayouts(
  db: Database,
  payments: PaymentsContext,
  now = new Date(),
  only?: string,
): Promise<number> {
  const due = await queryRows<{
    id: number;
    bookingId: string;
    part: number;
    amountCents: number;
    commissionCents: number;
    currency: string;
    account: string | null;
  }>(
    db,
    sql`select p.id, p.booking_id as "bookingId", p.part, p.amount_cents as "amountCents",
        p.commission_cents as "commissionCents", p.currency,
        (select o.user_id from bookings b join listings l on l.id = b.listing_id join owners o on o.id = l.owner_id
          where b.id = p.booking_id) as account
      from payouts p where p.status <> 'paid' and p.due_at <= ${now.toISOString()}::timestamptz
        ${only ? sql`and p.booking_id = ${only}` : sql``}
      order by p.due_at limit 500`,
  );
  let paid = 0;
  for (const payout of due) {
    // Each month of a long stay is its own payout (decision 3530): the part keys it apart.
    const key = paymentKey(payout.bookingId, "payout", payout.part);
    let ref = "";
    if (payout.amountCents > 0) {
      const answer = await payments.processor.payout({
        key,
        account: payout.account ?? "",
        amount: { cents: payout.amountCents, currency: payout.currency.trim() },
      });
      if (!answer.ok) {
        await db
          .update(payouts)
          .set({ status: "failed", failure: answer.message.slice(0, 500) })
          .where(eq(payouts.id, payout.id));
        log.warn("payout failed", { bookingId: payout.bookingId, reason: answer.message });
        continue;
      }
      ref = answer.ref;
    }
    await db.transaction(async (tx) => {
      const base = {
        bookingId: payout.bookingId,
        currency: payout.currency.trim(),
        processor: payments.processor.name,
      };
      if (payout.amountCents > 0)
        await recordMovement(tx, {
          ...base,
          kind: "payout",
          amountCents: payout.amountCents,
          idempotencyKey: key,
          processorRef: ref,
        });
      if (payout.commissionCents > 0)
        await recordMovement(tx, {
          ...base,
          kind: "fee",
          amountCents: payout.commissionCents,
          idempotencyKey: feeKey(key),
        });
      await tx
        .update(payouts)
        .set({ status: "paid", paidAt: now, failure: null })
        .where(and(eq(payouts.id, payout.id), lte(payouts.dueAt, now)));
    });
    paid++;
  }
  return paid;
}

/**
 * Lets go every hold left open on a booking that has moved past its request (expired by the
 * sweep, or a release that failed when the owner declined): run with the booking sweeps.
 */
export async function releaseStaleHolds(db: Database, payments: PaymentsContext): Promise<number> {
  const stale = await queryRows<{ bookingId: string }>(
    db,
    sql`select m.booking_id as "bookingId" from payment_ledger m join bookings b on b.id = m.booking_id
      where b.status <> 'pending'
      group by m.booking_id
      having sum(case m.kind when 'hold' then m.amount_cents when 'capture' then -m.amount_cents
        when 'release' then -m.amount_cents else 0 end) > 0
      limit 500`,
  );
  let released = 0;
  for (const { bookingId } of stale) {
    const answer = await releaseBooking(db, payments, bookingId);
    if (answer?.ok) released++;
    else if (answer) log.warn("hold release refused", { bookingId, reason: answer.message });
  }
  return released;
}
