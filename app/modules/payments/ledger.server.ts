import { asc, eq, sql } from "drizzle-orm";
import { paymentLedger, type LedgerKind, type PaymentProcessorName } from "../../../db/schema/payments.ts";
import type { Executor } from "../../platform/db.server.ts";
import { isMovable } from "./amounts.ts";

/**
 * The ledger (decision 3500): every movement of money, one row, written with the idempotency
 * key of the processor call that made it. Recording the same key again changes nothing and
 * answers the first row: a retry of a step records it once. The same key for a different
 * movement is a bug in the caller, never a silent overwrite: it throws.
 */

export type LedgerRow = typeof paymentLedger.$inferSelect;

export interface Movement {
  bookingId: string;
  kind: LedgerKind;
  amountCents: number;
  currency: string;
  idempotencyKey: string;
  processor: PaymentProcessorName;
  processorRef?: string;
  note?: string;
  at?: Date;
}

export class LedgerKeyReusedError extends Error {}

export async function recordMovement(
  db: Executor,
  movement: Movement,
): Promise<{ row: LedgerRow; recorded: boolean }> {
  if (!isMovable(movement.amountCents, movement.currency) || movement.amountCents === 0)
    throw new RangeError(`${movement.amountCents} cents of ${movement.currency} cannot move`);
  const [inserted] = await db
    .insert(paymentLedger)
    .values({ ...movement, processorRef: movement.processorRef ?? "", note: movement.note ?? "" })
    .onConflictDoNothing({ target: paymentLedger.idempotencyKey })
    .returning();
  if (inserted) return { row: inserted, recorded: true };
  const [first] = await db
    .select()
    .from(paymentLedger)
    .where(eq(paymentLedger.idempotencyKey, movement.idempotencyKey));
  if (
    !first ||
    first.bookingId !== movement.bookingId ||
    first.kind !== movement.kind ||
    first.amountCents !== movement.amountCents ||
    first.currency !== movement.currency
  )
    throw new LedgerKeyReusedError(
      `idempotency key ${movement.idempotencyKey} was used for another movement`,
    );
  return { row: first, recorded: false };
}

/** A booking's movements, oldest first. */
export function ledgerOf(db: Executor, bookingId: string): Promise<LedgerRow[]> {
  return db
    .select()
    .from(paymentLedger)
    .where(eq(paymentLedger.bookingId, bookingId))
    .orderBy(asc(paymentLedger.id));
}

/** A booking's totals by kind (only kinds with rows). */
export async function totalsOf(
  db: Executor,
  bookingId: string,
): Promise<Partial<Record<LedgerKind, number>>> {
  const rows = await db
    .select({ kind: paymentLedger.kind, cents: sql<string>`sum(${paymentLedger.amountCents})` })
    .from(paymentLedger)
    .where(eq(paymentLedger.bookingId, bookingId))
    .groupBy(paymentLedger.kind);
  return Object.fromEntries(rows.map((row) => [row.kind, Number(row.cents)]));
}
