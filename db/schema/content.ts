import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/** Mirrors db/migrations/0300_contact_messages.sql and 0701 (the migrations are the source of truth). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailKey: text("email_key").notNull(),
    topic: text("topic").notNull(),
    message: text("message").notNull(),
    bookingReference: text("booking_reference"),
    userId: text("user_id"),
    /** The sender's address (the per-address limit); null for messages from before it was kept. */
    clientAddress: text("client_address"),
    status: text("status").notNull().default("new"),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contact_messages_email_key_created_at_idx").on(t.emailKey, t.createdAt.desc()),
    index("contact_messages_created_at_idx").on(t.createdAt.desc()),
    index("contact_messages_client_address_created_at_idx")
      .on(t.clientAddress, t.createdAt.desc())
      .where(sql`client_address is not null`),
  ],
);
