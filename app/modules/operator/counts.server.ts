import { and, count, gte, lte, eq, gt, sql } from "drizzle-orm";
import { bookings, listings, users } from "../../../db/schema/index.ts";
import { queryRows, type Database } from "../../platform/db.server.ts";

/** How far back "new users" look, and how soon "about to expire" is. */
export const NEW_USER_DAYS = 7;
export const EXPIRING_HOURS = 24;

export interface HomeCount {
  key: string;
  label: string;
  /** What the number counts, in words, under it. */
  detail: string;
  /** The queue the number opens. */
  to: string;
  value: number;
}

/**
 * One source of a number on the console's home page. Payments (failed payments and payouts,
 * disputes) and reviews add their sources to HOME_COUNT_SOURCES when they land; nothing here
 * pretends to count what does not exist yet.
 */
export interface HomeCountSource {
  key: string;
  label: string;
  detail: string;
  to: string;
  count(db: Database, now: Date): Promise<number>;
}

/** Subjects with open reports: messages, reviews, listings and people (each counted once). */
export async function openReportCount(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select
      (select count(distinct message_id) from message_reports where resolved_at is null)
    + (select count(*) from (select distinct review_kind, review_id from review_reports where status = 'open') r)
    + (select count(*) from (select distinct subject_kind, subject_id from content_reports where status = 'open') c)
    as n`,
  );
  return Number(row?.n ?? 0);
}

const one = async (rows: Promise<{ n: number }[]>) => Number((await rows)[0]?.n ?? 0);

export const HOME_COUNT_SOURCES: HomeCountSource[] = [
  {
    key: "new-users",
    label: "New users",
    detail: `Accounts made in the last ${NEW_USER_DAYS} days`,
    to: "/operator/users?new=1",
    count: (db, now) =>
      one(
        db
          .select({ n: count() })
          .from(users)
          .where(gte(users.createdAt, new Date(now.getTime() - NEW_USER_DAYS * 86_400_000))),
      ),
  },
  {
    key: "listings-in-review",
    label: "Listings awaiting review",
    detail: "Published by their owners, waiting for an operator",
    to: "/operator/listings",
    count: (db) => one(db.select({ n: count() }).from(listings).where(eq(listings.status, "in_review"))),
  },
  {
    key: "open-reports",
    label: "Open reports",
    detail: "Reported messages, reviews, listings and people waiting for a decision",
    to: "/operator/reports",
    count: (db) => openReportCount(db),
  },
  {
    key: "expiring-requests",
    label: "Requests about to expire",
    detail: `Booking requests the owner has not answered, ending within ${EXPIRING_HOURS} hours`,
    to: "/operator/bookings?status=expiring",
    count: (db, now) =>
      one(
        db
          .select({ n: count() })
          .from(bookings)
          .where(
            and(
              eq(bookings.status, "pending"),
              gt(bookings.expiresAt, now),
              lte(bookings.expiresAt, new Date(now.getTime() + EXPIRING_HOURS * 3_600_000)),
            ),
          ),
      ),
  },
];

export async function homeCounts(db: Database, now = new Date(), sources = HOME_COUNT_SOURCES) {
  return Promise.all(
    sources.map(async ({ count: countOf, ...source }): Promise<HomeCount> => ({
      ...source,
      value: await countOf(db, now),
    })),
  );
}
