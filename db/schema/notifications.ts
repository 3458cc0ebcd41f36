// Mirrors db/migrations/0600_notifications.sql and 0620_notification_delivery.sql (the source of truth).
import { boolean, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { DeliveryStatus, NotificationType } from "../../app/modules/notifications/notifications.ts";
import { users } from "./accounts.ts";

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const notificationPreferences = pgTable("notification_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  emailBookingUpdates: boolean("email_booking_updates").notNull().default(true),
  emailReminders: boolean("email_reminders").notNull().default(true),
  emailTips: boolean("email_tips").notNull().default(false),
  smsBookingUpdates: boolean("sms_booking_updates").notNull().default(false),
  emailHostingUpdates: boolean("email_hosting_updates").notNull().default(true),
  smsHostingUpdates: boolean("sms_hosting_updates").notNull().default(false),
  updatedAt: stamp("updated_at").notNull().defaultNow(),
});

export const notifications = pgTable("notifications", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  type: text("type").$type<NotificationType>().notNull(),
  title: text("title").notNull(),
  body: text("body").notNull().default(""),
  link: text("link"),
  emailStatus: text("email_status").$type<DeliveryStatus>().notNull().default("pending"),
  smsStatus: text("sms_status").$type<DeliveryStatus>().notNull().default("pending"),
  readAt: stamp("read_at"),
  createdAt: stamp("created_at").notNull().defaultNow(),
  deliveryClaimedAt: stamp("delivery_claimed_at"),
  deliveryAttempts: smallint("delivery_attempts").notNull().default(0),
});

export const signInDevices = pgTable(
  "sign_in_devices",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    device: text("device").notNull(),
    firstSeenAt: stamp("first_seen_at").notNull().defaultNow(),
    lastSeenAt: stamp("last_seen_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.device] })],
);
