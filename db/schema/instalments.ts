// Mirrors db/migrations/3530_instalments.sql (the source of truth).
import { bigint, char, date, integer, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { PaymentProcessorName } from "./payments.ts";
import { bookings } from "./stays.ts";

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export type InstalmentRowStatus = "scheduled" | "retrying" | "at_risk" | "paid";

/** The card saved at booking for a long stay's later months (decision 3530). */
export const bookingCards = pgTable("booking_cards", {
  bookingId: uuid("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "restrict" }),
  processor: text("processor").$type<PaymentProcessorName>().notNull(),
  customer: text("customer").notNull(),
  paymentMethod: text("payment_method").notNull(),
  createdAt: stamp("created_at").notNull().defaultNow(),
});

/** Each later month of a long stay, charged to the saved card (decision 3530). */
export const instalments = pgTable("instalments", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
  bookingId: uuid("booking_id")
    .notNull()
    .references(() => bookings.id, { onDelete: "restrict" }),
  part: smallint("part").notNull(),
  amountCents: integer("amount_cents").notNull(),
  currency: char("currency", { length: 3 }).notNull(),
  startsOn: date("starts_on", { mode: "string" }).notNull(),
  nights: smallint("nights").notNull(),
  dueAt: stamp("due_at").notNull(),
  status: text("status").$type<InstalmentRowStatus>().notNull().default("scheduled"),
  tries: smallint("tries").notNull().default(0),
  nextTryAt: stamp("next_try_at"),
  paidAt: stamp("paid_at"),
  failure: text("failure"),
  /** Being charged until then (the sweep or a new card; migration 3560). */
  chargingUntil: stamp("charging_until"),
});
