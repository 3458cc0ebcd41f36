// Mirrors db/migrations/3700_operator.sql (the source of truth).
import { bigint, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sessions, users } from "./accounts.ts";

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Who runs the site (`npm run operator -- add|remove <email>`). */
export const operators = pgTable("operators", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  grantedAt: stamp("granted_at").notNull().defaultNow(),
});

/** A session in which the operator typed a code from their authenticator app, and when. */
export const operatorConfirmations = pgTable("operator_confirmations", {
  sessionId: text("session_id")
    .primaryKey()
    .references(() => sessions.id, { onDelete: "cascade" }),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  confirmedAt: stamp("confirmed_at").notNull().defaultNow(),
});

/** The append-only record of operator actions (a trigger refuses updates and deletes). */
export const operatorAudit = pgTable("operator_audit", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  at: stamp("at").notNull().defaultNow(),
  actorId: text("actor_id"),
  actorEmail: text("actor_email").notNull(),
  action: text("action").notNull(),
  objectType: text("object_type").notNull(),
  objectId: text("object_id").notNull(),
  before: jsonb("before"),
  after: jsonb("after"),
  reason: text("reason"),
});

/** A suspended account (db/migrations/3701_account_suspensions.sql). */
export const accountSuspensions = pgTable("account_suspensions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  suspendedAt: stamp("suspended_at").notNull().defaultNow(),
  suspendedBy: text("suspended_by").references(() => users.id, { onDelete: "set null" }),
  reason: text("reason").notNull(),
  hiddenListingIds: bigint("hidden_listing_ids", { mode: "number" }).array().notNull().default([]),
});

/** The site's settings changed on /operator/settings (db/migrations/3702_listing_review.sql). */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: stamp("updated_at").notNull().defaultNow(),
});

/** A report on a live listing or a person (db/migrations/3610_reports.sql). */
export type ContentReportKind = "listing" | "user";
export type ContentReportReason = "false" | "offensive" | "unsafe" | "scam" | "other";
export const contentReports = pgTable("content_reports", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
  subjectKind: text("subject_kind").$type<ContentReportKind>().notNull(),
  subjectId: text("subject_id").notNull(),
  reporterId: text("reporter_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  reason: text("reason").$type<ContentReportReason>().notNull(),
  details: text("details").notNull().default(""),
  status: text("status").$type<"open" | "dismissed" | "removed" | "suspended">().notNull().default("open"),
  createdAt: stamp("created_at").notNull().defaultNow(),
  decidedAt: stamp("decided_at"),
  decidedBy: text("decided_by"),
});

/** The opaque name of a traveller's public page (db/migrations/3610_reports.sql; decision 3611). */
export const publicHandles = pgTable("public_handles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  handle: text("handle").notNull().unique(),
  createdAt: stamp("created_at").notNull().defaultNow(),
});
