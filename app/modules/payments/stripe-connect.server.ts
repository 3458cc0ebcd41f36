import { and, eq, isNull, lte, or } from "drizzle-orm";
import type Stripe from "stripe";
import { stripeAccounts, stripeCustomers } from "../../../db/schema/stripe.ts";
import type { Database, Executor } from "../../platform/db.server.ts";

/**
 * Stripe Connect's side of the people (decision 3540): an owner onboards on Stripe's hosted pages
 * with an Express account (only the `transfers` capability: the platform takes the cards and
 * transfers each payout), and a traveller has a Stripe customer for saved cards. Each is made
 * once per site user (an idempotency key of the user's, and a unique row here).
 */

export type OwnerAccount = typeof stripeAccounts.$inferSelect;

/** The owner's Express account, made at Stripe the first time it is asked for. */
export async function ownerAccount(
  db: Database,
  stripe: Stripe,
  owner: { userId: string; email: string; country?: string },
): Promise<OwnerAccount> {
  const [known] = await db.select().from(stripeAccounts).where(eq(stripeAccounts.userId, owner.userId));
  if (known) return known;
  const account = await stripe.accounts.create(
    {
      type: "express",
      email: owner.email,
      ...(owner.country ? { country: owner.country } : {}),
      capabilities: { transfers: { requested: true } },
      metadata: { user: owner.userId },
    },
    { idempotencyKey: `user:${owner.userId}:express-account` },
  );
  await db
    .insert(stripeAccounts)
    .values({
      userId: owner.userId,
      accountId: account.id,
      detailsSubmitted: account.details_submitted ?? false,
      chargesEnabled: account.charges_enabled ?? false,
      payoutsEnabled: account.payouts_enabled ?? false,
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(stripeAccounts).where(eq(stripeAccounts.userId, owner.userId));
  return row!;
}

/**
 * The address of Stripe's hosted onboarding for the owner's account (an Account Link: one use,
 * a few minutes). `refreshUrl` is where Stripe sends an owner whose link expired (make a new one
 * there); `returnUrl` where it sends them when they leave (finished or not: account.updated says).
 */
export async function onboardingLink(
  stripe: Stripe,
  accountId: string,
  urls: { refreshUrl: string; returnUrl: string },
): Promise<string> {
  const link = await stripe.accountLinks.create({
    account: accountId,
    refresh_url: urls.refreshUrl,
    return_url: urls.returnUrl,
    type: "account_onboarding",
  });
  return link.url;
}

/**
 * What an `account.updated` event says the account may do, kept unless a newer event set it
 * already (events come in any order). Answers whether it changed anything (false: stale or unknown).
 */
export async function applyAccountState(
  tx: Executor,
  account: Pick<Stripe.Account, "id" | "details_submitted" | "charges_enabled" | "payouts_enabled">,
  eventCreated: Date,
): Promise<boolean> {
  const updated = await tx
    .update(stripeAccounts)
    .set({
      detailsSubmitted: account.details_submitted ?? false,
      chargesEnabled: account.charges_enabled ?? false,
      payoutsEnabled: account.payouts_enabled ?? false,
      stateAt: eventCreated,
    })
    .where(
      and(
        eq(stripeAccounts.accountId, account.id),
        or(isNull(stripeAccounts.stateAt), lte(stripeAccounts.stateAt, eventCreated)),
      ),
    )
    .returning({ userId: stripeAccounts.userId });
  return updated.length > 0;
}

/** The traveller's Stripe customer, made at Stripe the first time it is asked for. */
export async function travellerCustomer(
  db: Database,
  stripe: Stripe,
  traveller: { userId: string; email: string },
): Promise<string> {
  const [known] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, traveller.userId));
  if (known) return known.customerId;
  const customer = await stripe.customers.create(
    { email: traveller.email, metadata: { user: traveller.userId } },
    { idempotencyKey: `user:${traveller.userId}:customer` },
  );
  await db
    .insert(stripeCustomers)
    .values({ userId: traveller.userId, customerId: customer.id })
    .onConflictDoNothing();
  const [row] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, traveller.userId));
  return row!.customerId;
}
