// Mirrors db/migrations/3540_stripe.sql (the source of truth).
import { boolean, char, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { bookings } from "./stays.ts";

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export type StripeEventOutcome = "applied" | "stale" | "ignored";
export type StripeCheckoutPurpose = "charge" | "hold" | "save-card" | "new-card";
export type StripeCheckoutStatus = "open" | "complete" | "expired";

/** Each Stripe webhook event, applied once (decision 3540). */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  objectId: text("object_id").notNull().default(""),
  createdAt: stamp("created_at").notNull(),
  receivedAt: stamp("received_at").notNull().defaultNow(),
  outcome: text("outcome").$type<StripeEventOutcome>().notNull(),
  note: text("note").notNull().default(""),
});

/** An owner's Stripe Express account and what Stripe last said it may do. */
export const stripeAccounts = pgTable("stripe_accounts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  accountId: text("account_id").notNull().unique(),
  detailsSubmitted: boolean("details_submitted").notNull().default(false),
  chargesEnabled: boolean("charges_enabled").notNull().default(false),
  payoutsEnabled: boolean("payouts_enabled").notNull().default(false),
  stateAt: stamp("state_at"),
  createdAt: stamp("created_at").notNull().defaultNow(),
});

/** A traveller's Stripe customer. */
export const stripeCustomers = pgTable("stripe_customers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull().unique(),
  createdAt: stamp("created_at").notNull().defaultNow(),
});

/** A Checkout Session made for one step of a booking's money. */
export const stripeCheckouts = pgTable("stripe_checkouts", {
  sessionId: text("session_id").primaryKey(),
  bookingId: uuid("booking_id")
    .notNull()
    .references(() => bookings.id, { onDelete: "restrict" }),
  purpose: text("purpose").$type<StripeCheckoutPurpose>().notNull(),
  status: text("status").$type<StripeCheckoutStatus>().notNull().default("open"),
  amountCents: integer("amount_cents").notNull(),
  currency: char("currency", { length: 3 }).notNull(),
  customerId: text("customer_id").notNull(),
  url: text("url").notNull(),
  paymentIntent: text("payment_intent"),
  setupIntent: text("setup_intent"),
  paymentMethod: text("payment_method"),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  stateAt: stamp("state_at"),
  createdAt: stamp("created_at").notNull().defaultNow(),
});
