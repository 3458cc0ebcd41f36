// Mirrors db/migrations/0610_wishlist.sql (the source of truth).
import { bigint, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { listings } from "./stays.ts";

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: bigint("listing_id", { mode: "number" })
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    index("wishlist_items_user_newest").on(t.userId, t.createdAt),
  ],
);
