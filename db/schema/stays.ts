// Mirrors db/migrations/0200_stays.sql (the source of truth): used for typed queries.
import { sql } from "drizzle-orm";
import type { PetFeeBasis } from "../../app/modules/pets/pet-fee.ts";
import type { HistoryNoteParts } from "../../app/modules/bookings/history-note.ts";
import type { PetPolicySummary } from "../../app/modules/stays/stays.ts";
import {
  bigint,
  boolean,
  char,
  customType,
  date,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

export type ListingStatus = "draft" | "in_review" | "published" | "snoozed" | "archived";

/** A Postgres daterange, read and written as its text form, e.g. "[2027-03-01,2027-03-08)". */
export const daterange = customType<{ data: string }>({ dataType: () => "daterange" });

export const owners = pgTable("owners", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull(),
  about: text("about").notNull().default(""),
  responseTime: text("response_time").notNull().default("within a day"),
  languages: text("languages")
    .array()
    .notNull()
    .default(sql`'{English}'`),
  joinedOn: date("joined_on").notNull().defaultNow(),
  /** The user this host profile belongs to (db/migrations/0800_hosting.sql). */
  userId: text("user_id").unique(),
});

export const listings = pgTable("listings", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
  slug: text("slug").notNull().unique(),
  ownerId: bigint("owner_id", { mode: "number" })
    .notNull()
    .references(() => owners.id),
  title: text("title").notNull(),
  /** The language the owner writes the listing in (db/migrations/3801, decision 3800). */
  language: text("language").notNull().default("en"),
  summary: text("summary").notNull().default(""),
  description: text("description").notNull().default(""),
  propertyType: text("property_type").notNull(),
  address: text("address").notNull().default(""),
  neighborhood: text("neighborhood").notNull().default(""),
  city: text("city").notNull(),
  region: text("region").notNull(),
  country: text("country").notNull(),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  timeZone: text("time_zone").notNull().default("UTC"),
  bedrooms: smallint("bedrooms").notNull().default(1),
  beds: smallint("beds").notNull().default(1),
  bathrooms: numeric("bathrooms", { precision: 3, scale: 1, mode: "number" }).notNull().default(1),
  maxGuests: smallint("max_guests").notNull().default(2),
  minNights: smallint("min_nights").notNull().default(1),
  maxNights: smallint("max_nights").notNull().default(365),
  currency: char("currency", { length: 3 }).notNull().default("USD"),
  nightlyRateCents: integer("nightly_rate_cents").notNull(),
  weeklyDiscountPct: smallint("weekly_discount_pct").notNull().default(0),
  monthlyRateCents: integer("monthly_rate_cents"),
  /** The owner's pricing rules as stored; read only through rulesOf (db/migrations/3950_pricing_rules.sql). */
  pricingRules: jsonb("pricing_rules").$type<Record<string, unknown>>().notNull().default({}),
  cleaningFeeCents: integer("cleaning_fee_cents").notNull().default(0),
  lodgingTaxBps: integer("lodging_tax_bps").notNull().default(0),
  taxExemptAfterNights: smallint("tax_exempt_after_nights"),
  instantBook: boolean("instant_book").notNull().default(false),
  checkInTime: time("check_in_time").notNull().default("15:00"),
  checkOutTime: time("check_out_time").notNull().default("11:00"),
  houseRules: text("house_rules")
    .array()
    .notNull()
    .default(sql`'{}'`),
  cancellationPolicy: text("cancellation_policy").notNull().default("moderate"),
  amenities: text("amenities")
    .array()
    .notNull()
    .default(sql`'{}'`),
  status: text("status").$type<ListingStatus>().notNull().default("published"),
  snoozedUntil: date("snoozed_until"),
  /** An operator's reason (a rejected review, an unpublishing), for the owner; cleared when published again. */
  reviewNote: text("review_note"),
  publishedAt: timestamp("published_at", { withTimezone: true }),
  placeKind: text("place_kind").$type<"entire" | "private_room">().notNull().default("entire"),
  postcode: text("postcode").notNull().default(""),
  sizeSqm: smallint("size_sqm"),
  accessibilityNotes: text("accessibility_notes").notNull().default(""),
  checkInInstructions: text("check_in_instructions").notNull().default(""),
  advanceNoticeDays: smallint("advance_notice_days").notNull().default(0),
  preparationNights: smallint("preparation_nights").notNull().default(0),
  availabilityMonths: smallint("availability_months").notNull().default(12),
  savedSteps: text("saved_steps")
    .array()
    .notNull()
    .default(sql`'{place,space,pets,description,pricing,booking}'`),
  ratingAvg: numeric("rating_avg", { precision: 3, scale: 2, mode: "number" }).notNull().default(0),
  ratingCount: integer("rating_count").notNull().default(0),
  petRatingAvg: numeric("pet_rating_avg", { precision: 3, scale: 2, mode: "number" }).notNull().default(0),
  featured: boolean("featured").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** Set by a trigger from the place words (lower-cased, unaccented). */
  placeSearch: text("place_search").notNull().default(""),
  /** The secret of the listing's iCal export address (db/migrations/0902_calendar_sync.sql). */
  calendarToken: text("calendar_token")
    .notNull()
    .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
});

export const petPolicies = pgTable("pet_policies", {
  listingId: bigint("listing_id", { mode: "number" })
    .primaryKey()
    .references(() => listings.id, { onDelete: "cascade" }),
  petsAllowed: text("pets_allowed").$type<PetPolicySummary["petsAllowed"]>().notNull().default("yes"),
  species: text("species")
    .array()
    .notNull()
    .default(sql`'{dog,cat}'`),
  maxPets: smallint("max_pets").notNull().default(2),
  maxWeightLb: smallint("max_weight_lb"),
  /** The unit the owner typed the limit in (migration 3900); the limit itself is kept in pounds. */
  maxWeightUnit: text("max_weight_unit").$type<"kg" | "lb">().notNull().default("lb"),
  breedRestrictions: text("breed_restrictions")
    .array()
    .notNull()
    .default(sql`'{}'`),
  petFeeCents: integer("pet_fee_cents").notNull().default(0),
  petFeeBasis: text("pet_fee_basis").$type<PetFeeBasis>().notNull().default("per_stay"),
  petDepositCents: integer("pet_deposit_cents").notNull().default(0),
  unattended: text("unattended").notNull().default("crated"),
  petAmenities: text("pet_amenities")
    .array()
    .notNull()
    .default(sql`'{}'`),
  dogParkName: text("dog_park_name"),
  dogParkMiles: numeric("dog_park_miles", { precision: 4, scale: 1, mode: "number" }),
  vetName: text("vet_name"),
  vetMiles: numeric("vet_miles", { precision: 4, scale: 1, mode: "number" }),
  notes: text("notes").notNull().default(""),
  serviceAnimalNote: text("service_animal_note").notNull(),
});

export const listingPhotos = pgTable("listing_photos", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
  listingId: bigint("listing_id", { mode: "number" })
    .notNull()
    .references(() => listings.id, { onDelete: "cascade" }),
  position: smallint("position").notNull().default(0),
  bucket: text("bucket").notNull().default("listing-photos"),
  storageKey: text("storage_key").notNull(),
  widths: smallint("widths")
    .array()
    .notNull()
    .default(sql`'{480,960,1440}'`),
  alt: text("alt").notNull(),
  caption: text("caption").notNull().default(""),
  /** A generated demo picture, shown as an illustration until the owner uploads photos. */
  illustration: boolean("illustration").notNull().default(false),
  /** The uploader's idempotency key: the same upload sent again adds no second photo (1500). */
  clientKey: text("client_key"),
});

export const bookings = pgTable("bookings", {
  id: uuid("id").primaryKey().defaultRandom(),
  guestId: text("guest_id").notNull(),
  listingId: bigint("listing_id", { mode: "number" })
    .notNull()
    .references(() => listings.id),
  stay: daterange("stay").notNull(),
  adults: smallint("adults").notNull().default(1),
  children: smallint("children").notNull().default(0),
  pets: jsonb("pets")
    .$type<{ name?: string; species: string; breed?: string; weightLb?: number; serviceAnimal?: boolean }[]>()
    .notNull()
    .default([]),
  message: text("message").notNull().default(""),
  status: text("status").$type<BookingStatus>().notNull(),
  price: jsonb("price").$type<Record<string, unknown>>().notNull(),
  currency: char("currency", { length: 3 }).notNull().default("USD"),
  totalCents: integer("total_cents").notNull(),
  idempotencyKey: text("idempotency_key").notNull(),
  cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  cancellationReason: text("cancellation_reason"),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  reference: text("reference"),
  contactPhone: text("contact_phone").notNull().default(""),
  refundCents: integer("refund_cents"),
  reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
  expiryWarnedAt: timestamp("expiry_warned_at", { withTimezone: true }),
  cancelledBy: text("cancelled_by").$type<"guest" | "owner" | "site">(),
  hostWarnedAt: timestamp("host_warned_at", { withTimezone: true }),
});

/** db/migrations/0900_host_operations.sql: a declined request is apart from a cancelled stay. */
export type BookingStatus =
  "awaiting_payment" | "pending" | "confirmed" | "declined" | "cancelled" | "completed" | "expired";

/** Every status a booking went through, with when and why (db/migrations/0500_bookings.sql). */
export const bookingEvents = pgTable("booking_events", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
  bookingId: uuid("booking_id")
    .notNull()
    .references(() => bookings.id, { onDelete: "cascade" }),
  status: text("status").$type<BookingStatus>().notNull(),
  note: text("note").notNull().default(""),
  /** A cancellation's note in parts, said in each reader's language (db/migrations/4032_booking_event_parts.sql). */
  parts: jsonb("parts").$type<HistoryNoteParts>(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});

export const availabilityBlocks = pgTable("availability_blocks", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
  listingId: bigint("listing_id", { mode: "number" })
    .notNull()
    .references(() => listings.id, { onDelete: "cascade" }),
  during: daterange("during").notNull(),
  reason: text("reason").notNull().default("owner"),
  note: text("note").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** The calendar feed an imported block mirrors (replaced by each import of that feed). */
  feedId: bigint("feed_id", { mode: "number" }).references(() => calendarFeeds.id, { onDelete: "cascade" }),
  /** The feed event's UID, for reference. */
  sourceUid: text("source_uid"),
});

/** Another site's iCal export, imported as blocks (db/migrations/0902_calendar_sync.sql). */
export const calendarFeeds = pgTable("calendar_feeds", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
  listingId: bigint("listing_id", { mode: "number" })
    .notNull()
    .references(() => listings.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  url: text("url").notNull(),
  lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  lastError: text("last_error"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Nights a feed says are taken that a booking here holds. */
export const calendarConflicts = pgTable("calendar_conflicts", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
  feedId: bigint("feed_id", { mode: "number" })
    .notNull()
    .references(() => calendarFeeds.id, { onDelete: "cascade" }),
  listingId: bigint("listing_id", { mode: "number" })
    .notNull()
    .references(() => listings.id, { onDelete: "cascade" }),
  bookingId: uuid("booking_id")
    .notNull()
    .references(() => bookings.id, { onDelete: "cascade" }),
  during: daterange("during").notNull(),
  detectedAt: timestamp("detected_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Each import of a feed: when, what started it and how it ended (db/migrations/3330_feed_runs_and_quotas.sql). */
export const calendarSyncRuns = pgTable("calendar_sync_runs", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
  feedId: bigint("feed_id", { mode: "number" })
    .notNull()
    .references(() => calendarFeeds.id, { onDelete: "cascade" }),
  listingId: bigint("listing_id", { mode: "number" })
    .notNull()
    .references(() => listings.id, { onDelete: "cascade" }),
  requestedBy: text("requested_by"),
  trigger: text("trigger").$type<"schedule" | "sync-now" | "added">().notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  ok: boolean("ok"),
  error: text("error"),
  blocks: integer("blocks"),
  newConflicts: integer("new_conflicts"),
});

/** Filled by triggers from bookings and blocks; read-only for the application. */
export const listingOccupancy = pgTable("listing_occupancy", {
  listingId: bigint("listing_id", { mode: "number" }).notNull(),
  during: daterange("during").notNull(),
  bookingId: uuid("booking_id"),
  blockId: bigint("block_id", { mode: "number" }),
});

/** Mirrors db/migrations/0901_calendar.sql: a price (and optional minimum stay) for some nights. */
export const listingPriceOverrides = pgTable("listing_price_overrides", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
  listingId: bigint("listing_id", { mode: "number" })
    .notNull()
    .references(() => listings.id, { onDelete: "cascade" }),
  during: daterange("during").notNull(),
  nightlyRateCents: integer("nightly_rate_cents").notNull(),
  minNights: smallint("min_nights"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
