// Mirrors db/migrations/1000_messages.sql (the source of truth).
import {
  bigint,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { bookings, listings } from "./stays.ts";

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const messageThreads = pgTable("message_threads", {
  id: uuid("id").primaryKey().defaultRandom(),
  listingId: bigint("listing_id", { mode: "number" })
    .notNull()
    .references(() => listings.id, { onDelete: "cascade" }),
  guestId: text("guest_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  hostUserId: text("host_user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
  checkIn: date("check_in"),
  checkOut: date("check_out"),
  adults: smallint("adults"),
  children: smallint("children"),
  pets: smallint("pets"),
  createdAt: stamp("created_at").notNull().defaultNow(),
  lastMessageAt: stamp("last_message_at").notNull().defaultNow(),
});

export const messages = pgTable("messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  threadId: uuid("thread_id")
    .notNull()
    .references(() => messageThreads.id, { onDelete: "cascade" }),
  senderId: text("sender_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  body: text("body").notNull(),
  createdAt: stamp("created_at").notNull().defaultNow(),
  readAt: stamp("read_at"),
  /** Removed by the site's staff after a report: kept, shown to neither side. */
  removedAt: stamp("removed_at"),
  /** The composer's idempotency key: a repeated send stores one message (migration 1201). */
  clientKey: text("client_key"),
  /** The pet résumé: a snapshot of the pets' details as sent (migration 1400); null when none. */
  pets: jsonb("pets").$type<unknown[]>(),
});

export const messageReports = pgTable("message_reports", {
  id: uuid("id").primaryKey().defaultRandom(),
  messageId: uuid("message_id")
    .notNull()
    .references(() => messages.id, { onDelete: "cascade" }),
  reporterId: text("reporter_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  reason: text("reason").notNull(),
  createdAt: stamp("created_at").notNull().defaultNow(),
  resolvedAt: stamp("resolved_at"),
  resolvedBy: text("resolved_by").references(() => users.id, { onDelete: "set null" }),
  resolution: text("resolution").$type<"dismissed" | "removed">(),
});

/** An owner's reply template (migration 3952); placeholders are filled when it is used. */
export const savedReplies = pgTable("saved_replies", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  body: text("body").notNull(),
  createdAt: stamp("created_at").notNull().defaultNow(),
  updatedAt: stamp("updated_at").notNull().defaultNow(),
});

/** A pre-approval or special offer in a conversation (migration 3953, decision 3953). */
export const bookingOffers = pgTable("booking_offers", {
  id: uuid("id").primaryKey().defaultRandom(),
  threadId: uuid("thread_id")
    .notNull()
    .references(() => messageThreads.id, { onDelete: "cascade" }),
  listingId: bigint("listing_id", { mode: "number" })
    .notNull()
    .references(() => listings.id, { onDelete: "cascade" }),
  guestId: text("guest_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  hostUserId: text("host_user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  kind: text("kind").$type<"preapproval" | "offer">().notNull(),
  checkIn: date("check_in").notNull(),
  checkOut: date("check_out").notNull(),
  adults: smallint("adults").notNull(),
  children: smallint("children").notNull().default(0),
  pets: smallint("pets").notNull().default(0),
  totalCents: integer("total_cents"),
  currency: text("currency").notNull(),
  /** The special offer's price quote (its breakdown), as shown and charged; null for a pre-approval. */
  price: jsonb("price").$type<Record<string, unknown>>(),
  expiresAt: stamp("expires_at").notNull(),
  createdAt: stamp("created_at").notNull().defaultNow(),
  withdrawnAt: stamp("withdrawn_at"),
  bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
});

/** An owner's message sent automatically around each confirmed stay (migration 3954, decision 3954). */
export const scheduledMessages = pgTable("scheduled_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  listingId: bigint("listing_id", { mode: "number" })
    .notNull()
    .references(() => listings.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  body: text("body").notNull(),
  anchor: text("anchor").$type<"check_in" | "check_out">().notNull(),
  offsetDays: smallint("offset_days").notNull(),
  /** "HH:MM" on the home's clock. */
  sendTime: text("send_time").notNull(),
  createdAt: stamp("created_at").notNull().defaultNow(),
  updatedAt: stamp("updated_at").notNull().defaultNow(),
});

/** One scheduled message sent for one booking: at most once (the primary key). */
export const scheduledMessageSends = pgTable(
  "scheduled_message_sends",
  {
    scheduledMessageId: uuid("scheduled_message_id")
      .notNull()
      .references(() => scheduledMessages.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    messageId: uuid("message_id").references(() => messages.id, { onDelete: "set null" }),
    sentAt: stamp("sent_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.scheduledMessageId, t.bookingId] })],
);
