// Mirrors db/migrations/0200_stays.sql (reviews) and 3600_review_window.sql (decision 3600).
import { bigint, boolean, primaryKey, smallint, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bookings, listings } from "./stays.ts";

/** A traveller's review of a stay (the listing's reviews). Hidden from everyone until published. */
export const reviews = pgTable("reviews", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
  listingId: bigint("listing_id", { mode: "number" })
    .notNull()
    .references(() => listings.id, { onDelete: "cascade" }),
  bookingId: uuid("booking_id"),
  authorId: text("author_id"),
  authorName: text("author_name").notNull(),
  petName: text("pet_name"),
  petSpecies: text("pet_species"),
  rating: smallint("rating").notNull(),
  petRating: smallint("pet_rating").notNull(),
  body: text("body").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** When it became visible: both sides in, or the window closed (null: nobody but its author sees it). */
  publishedAt: timestamp("published_at", { withTimezone: true }),
});

/** The 14 days after a stay in which both sides review it; opened when the stay is completed (trigger). */
export const reviewWindows = pgTable("review_windows", {
  bookingId: uuid("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  opensAt: timestamp("opens_at", { withTimezone: true }).notNull(),
  closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
  /** When both reviews (or the one written) were published: set once. */
  publishedAt: timestamp("published_at", { withTimezone: true }),
});

/** The owner's review of the traveller who stayed (and of their pets: guestReviewPets). */
export const guestReviews = pgTable("guest_reviews", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
  bookingId: uuid("booking_id")
    .notNull()
    .unique()
    .references(() => bookings.id, { onDelete: "cascade" }),
  listingId: bigint("listing_id", { mode: "number" })
    .notNull()
    .references(() => listings.id, { onDelete: "cascade" }),
  /** The traveller reviewed. */
  guestId: text("guest_id").notNull(),
  /** The owner's user id. */
  authorId: text("author_id").notNull(),
  rating: smallint("rating").notNull(),
  cleanliness: smallint("cleanliness").notNull(),
  houseRules: smallint("house_rules").notNull(),
  communication: smallint("communication").notNull(),
  body: text("body").notNull(),
  /** For the traveller only: never published. */
  privateFeedback: text("private_feedback"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  publishedAt: timestamp("published_at", { withTimezone: true }),
});

/** Each pet on the booking as the owner saw it: as declared (species, size, number) and its behaviour. */
export const guestReviewPets = pgTable(
  "guest_review_pets",
  {
    guestReviewId: bigint("guest_review_id", { mode: "number" })
      .notNull()
      .references(() => guestReviews.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    petName: text("pet_name").notNull(),
    species: text("species").notNull(),
    asDeclared: boolean("as_declared").notNull(),
    behaviour: smallint("behaviour").notNull(),
    note: text("note").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.guestReviewId, t.position] })],
);
