// Mirrors db/migrations/3500_payments.sql and 3520_stripe_booking_flow.sql (the source of truth).
import {
  bigint,
  char,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { bookings } from "./stays.ts";

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export type LedgerKind =
  | "hold"
  | "release"
  | "capture"
  | "charge"
  | "refund"
  | "fee"
  | "payout"
  | "claim"
  // A refund after the payout was paid (migration 3520): what the owner gave back, and its commission.
  | "reversal"
  | "fee_reversal";
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

/** The demo processor's own records (db/migrations/3501_demo_processor.sql): what "the bank" knows. */
export const demoPayments = pgTable("demo_payments", {
  id: text("id").primaryKey(),
  kind: text("kind").$type<"hold" | "charge" | "refund" | "card" | "payout" | "reversal">().notNull(),
  status: text("status")
    .$type<"authorised" | "captured" | "released" | "expired" | "succeeded" | "saved" | "paid">()
    .notNull(),
  amountCents: integer("amount_cents").notNull().default(0),
  currency: char("currency", { length: 3 }),
  capturedCents: integer("captured_cents").notNull().default(0),
  refundedCents: integer("refunded_cents").notNull().default(0),
  parent: text("parent"),
  customer: text("customer").notNull().default(""),
  card: text("card"),
  account: text("account"),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  expiresAt: stamp("expires_at"),
  createdAt: stamp("created_at").notNull().defaultNow(),
});

/** Tries of a booking's money step whose refusal the processor remembers (migration 3520). */
export const paymentAttempts = pgTable(
  "payment_attempts",
  {
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    step: text("step").notNull(),
    attempts: integer("attempts").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.step] })],
);
