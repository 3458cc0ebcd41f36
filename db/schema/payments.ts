// Mirrors db/migrations/3500_payments.sql (the source of truth).
import { bigint, char, integer, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bookings } from "./stays.ts";

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export type LedgerKind = "hold" | "release" | "capture" | "charge" | "refund" | "fee" | "payout" | "claim";
export type PaymentProcessorName = "demo" | "stripe";
export type PayoutStatus = "scheduled" | "paid" | "failed";

/** Every movement of money, one row each (decision 3500). */
export const paymentLedger = pgTable("payment_ledger", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
  bookingId: uuid("booking_id")
    .notNull()
    .references(() => bookings.id, { onDelete: "restrict" }),
  kind: text("kind").$type<LedgerKind>().notNull(),
  amountCents: integer("amount_cents").notNull(),
  currency: char("currency", { length: 3 }).notNull(),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  processor: text("processor").$type<PaymentProcessorName>().notNull(),
  processorRef: text("processor_ref").notNull().default(""),
  note: text("note").notNull().default(""),
  at: stamp("at").notNull().defaultNow(),
});

/** What is owed to an owner for a booking, and when it is paid. */
export const payouts = pgTable("payouts", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
  bookingId: uuid("booking_id")
    .notNull()
    .references(() => bookings.id, { onDelete: "restrict" }),
  part: smallint("part").notNull().default(1),
  amountCents: integer("amount_cents").notNull(),
  commissionCents: integer("commission_cents").notNull().default(0),
  currency: char("currency", { length: 3 }).notNull(),
  dueAt: stamp("due_at").notNull(),
  status: text("status").$type<PayoutStatus>().notNull().default("scheduled"),
  paidAt: stamp("paid_at"),
  failure: text("failure"),
  createdAt: stamp("created_at").notNull().defaultNow(),
});
