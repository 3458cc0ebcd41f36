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
 * One source of a number on the console's home page (HOME_COUNT_SOURCES); the money counts
 * (failed payments and payouts, disputes) are MONEY_COUNT_SOURCES.
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

/** Bookings with a payout that failed: the stay's (payouts) or a pet damage claim's (decision 3550). */
export const FAILED_PAYOUT_BOOKINGS = sql`select booking_id from payouts where status = 'failed'
  union select booking_id from damage_claims where status = 'charged' and paid_out_at is null and payout_failure is not null`;

/** Stripe disputes recorded by the webhook (charge.dispute.created), not yet closed. */
const STRIPE_DISPUTES = sql`(select count(distinct e.object_id) from stripe_events e
  where e.type = 'charge.dispute.created' and not exists (select 1 from stripe_events c
    where c.type = 'charge.dispute.closed' and c.object_id = e.object_id))`;

const one = async (rows: Promise<{ n: number }[]>) => Number((await rows)[0]?.n ?? 0);

/** Money waiting for an operator (issue 37; decision 3550): failed payments, failed payouts, disputes. */
export const MONEY_COUNT_SOURCES: HomeCountSource[] = [
  {
    key: "failed-payments",
    label: "Failed payments",
    detail: "Pet damage claims the traveller's saved card refused",
    to: "/operator/claims?status=failed",
    count: async (db) =>
      Number(
        (
          await queryRows<{ n: string }>(
            db,
            sql`select count(*)::text as n from damage_claims where status = 'failed'`,
          )
        )[0]?.n ?? 0,
      ),
  },
  {
    key: "failed-payouts",
    label: "Failed payouts",
    detail: "Bookings with a payout to the owner that failed",
    to: "/operator/bookings?status=payout-failed",
    count: async (db) =>
      Number(
        (
          await queryRows<{ n: string }>(
            db,
            sql`select count(*)::text as n from (${FAILED_PAYOUT_BOOKINGS}) f`,
          )
        )[0]?.n ?? 0,
      ),
  },
  {
    key: "disputes",
    label: "Disputes",
    detail: "Disputed pet damage claims waiting for a decision, and card disputes recorded from Stripe",
    to: "/operator/claims",
    count: async (db) =>
      Number(
        (
          await queryRows<{ n: string }>(
            db,
            sql`select ((select count(*) from damage_claims where status = 'disputed') + ${STRIPE_DISPUTES})::text as n`,
          )
        )[0]?.n ?? 0,
      ),
  },
];
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
  ...MONEY_COUNT_SOURCES,
];

export async function homeCounts(db: Database, now = new Date(), sources = HOME_COUNT_SOURCES) {
  return Promise.all(
    sources.map(async ({ count: countOf, ...source }): Promise<HomeCount> => ({
      ...source,
      value: await countOf(db, now),
    })),
  );
}
