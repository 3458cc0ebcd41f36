import { and, eq, ne, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { owners, payouts, stripeAccounts, users } from "../../../db/schema/index.ts";
import type { Database } from "../../platform/db.server.ts";
import { log } from "../../platform/log.server.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";
import { payoutAccountState, type PayoutAccountState } from "./payout-account.ts";
import type { PaymentMode } from "./processor.ts";
import { onboardingLink, ownerAccount } from "./stripe-connect.server.ts";

/** Where owners see their payout account (decision 3520), beside their earnings. */
export const PAYOUT_ACCOUNT_PATH = "/host/payouts";

/** An owner's payout account page, field by field: its state and their payouts waiting or failed. */
export async function payoutAccountPage(db: Database, userId: string, mode: PaymentMode) {
  const [owner] = await db.select({ id: owners.id }).from(owners).where(eq(owners.userId, userId));
  const [account] = await db
    .select({
      detailsSubmitted: stripeAccounts.detailsSubmitted,
      payoutsEnabled: stripeAccounts.payoutsEnabled,
    })
    .from(stripeAccounts)
    .where(eq(stripeAccounts.userId, userId));
  const waiting = owner
    ? await db
        .select({ status: payouts.status, count: sql<number>`count(*)::int` })
        .from(payouts)
        .where(
          and(
            ne(payouts.status, "paid"),
            sql`${payouts.bookingId} in (select b.id from bookings b join listings l on l.id = b.listing_id where l.owner_id = ${owner.id})`,
          ),
        )
        .groupBy(payouts.status)
    : [];
  const count = (status: "scheduled" | "failed") => waiting.find((w) => w.status === status)?.count ?? 0;
  const state: PayoutAccountState = payoutAccountState({
    mode,
    isOwner: Boolean(owner),
    account: account ?? null,
  });
  return { state, scheduled: count("scheduled"), failed: count("failed") };
}

/**
 * The address of Stripe's hosted onboarding for the owner (their Express account made the first
 * time): a one-use link, made afresh on every visit. 404 when the user has no home listed.
 */
export async function startOnboarding(
  db: Database,
  stripe: Stripe,
  input: { userId: string; appUrl: string },
): Promise<Outcome<string>> {
  const [owner] = await db
    .select({ email: users.email })
    .from(owners)
    .innerJoin(users, eq(users.id, owners.userId))
    .where(eq(owners.userId, input.userId));
  if (!owner) return failure(404, "List a home first: payouts are set up for owners.");
  try {
    const account = await ownerAccount(db, stripe, { userId: input.userId, email: owner.email });
    const page = `${input.appUrl.replace(/\/+$/, "")}${PAYOUT_ACCOUNT_PATH}`;
    return success(
      await onboardingLink(stripe, account.accountId, {
        refreshUrl: `${page}?again=1`,
        returnUrl: `${page}?back=1`,
      }),
    );
  } catch (error) {
    log.warn("stripe onboarding could not start", { userId: input.userId, error: String(error) });
    return failure(503, "Stripe could not be reached just now. Try again in a minute.");
  }
}
