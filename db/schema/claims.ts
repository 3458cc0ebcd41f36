// Mirrors db/migrations/3550_damage_claims.sql (the source of truth).
import { char, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bookings } from "./stays.ts";

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export type ClaimStatus = "open" | "disputed" | "due" | "charged" | "failed" | "closed";
export type ClaimOutcome = "accepted" | "unanswered" | "decided";

/** A pet damage claim, one per stay (decision 3550). */
export const damageClaims = pgTable("damage_claims", {
  id: uuid("id").primaryKey().defaultRandom(),
  bookingId: uuid("booking_id")
    .notNull()
    .unique()
    .references(() => bookings.id, { onDelete: "restrict" }),
  amountCents: integer("amount_cents").notNull(),
  currency: char("currency", { length: 3 }).notNull(),
  description: text("description").notNull(),
  photos: jsonb("photos").$type<string[]>().notNull().default([]),
  status: text("status").$type<ClaimStatus>().notNull().default("open"),
  outcome: text("outcome").$type<ClaimOutcome>(),
  chargeCents: integer("charge_cents"),
  respondBy: stamp("respond_by").notNull(),
  answeredAt: stamp("answered_at"),
  guestNote: text("guest_note"),
  decidedBy: text("decided_by"),
  decisionReason: text("decision_reason"),
  decidedAt: stamp("decided_at"),
  chargedAt: stamp("charged_at"),
  failure: text("failure"),
  paidOutAt: stamp("paid_out_at"),
  payoutFailure: text("payout_failure"),
  createdAt: stamp("created_at").notNull().defaultNow(),
});
