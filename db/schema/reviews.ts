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
  /** The language it is written in (db/migrations/3855, decision 3855): its words carry it as `lang`. */
  language: text("language").notNull().default("en"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** When it became visible: both sides in, or the window closed (null: nobody but its author sees it). */
  publishedAt: timestamp("published_at", { withTimezone: true }),
  /** The reviewed party's one answer (within REPLY_DAYS of publication). */
  reply: text("reply"),
  repliedAt: timestamp("replied_at", { withTimezone: true }),
  /** Hidden by the site's staff: the row stays, with why and by whom. */
  hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  hiddenBy: text("hidden_by"),
  hiddenReason: text("hidden_reason"),
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
  /** Reminders sent to the side(s) still to write (day 1, 7 and 13). */
  remindersSent: smallint("reminders_sent").notNull().default(0),
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
  /** The reviewed party's one answer (within REPLY_DAYS of publication). */
  reply: text("reply"),
  repliedAt: timestamp("replied_at", { withTimezone: true }),
  /** Hidden by the site's staff: the row stays, with why and by whom. */
  hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  hiddenBy: text("hidden_by"),
  hiddenReason: text("hidden_reason"),
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

export type ReviewKind = "stay" | "guest";
export type ReportReason = "false" | "offensive" | "private" | "unrelated" | "other";

/** A report on a published review, for the operator's queue (open → hidden or dismissed). */
export const reviewReports = pgTable("review_reports", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
  reviewKind: text("review_kind").$type<ReviewKind>().notNull(),
  reviewId: bigint("review_id", { mode: "number" }).notNull(),
  reporterId: text("reporter_id").notNull(),
  reason: text("reason").$type<ReportReason>().notNull(),
  details: text("details").notNull().default(""),
  status: text("status").$type<"open" | "hidden" | "dismissed">().notNull().default("open"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp("decided_at", { withTimezone: true }),
  decidedBy: text("decided_by"),
});
