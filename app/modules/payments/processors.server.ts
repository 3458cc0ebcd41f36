import type { Database } from "../../platform/db.server.ts";
import { commissionPercent } from "../../platform/site-settings.server.ts";
import { createDemoProcessor } from "./demo-processor.server.ts";
import type { PaymentMode, PaymentProcessor } from "./processor.ts";
import type { PaymentsContext } from "./money.server.ts";
import { stripeClientFor, type StripeSettings } from "./stripe-client.server.ts";
import { createStripeProcessor } from "./stripe-processor.server.ts";

/** The Stripe settings of the site's environment, or null when they are not all there. */
export function stripeSettingsOf(env: {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_URL?: string;
}): StripeSettings | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    ...(env.STRIPE_API_URL ? { apiUrl: env.STRIPE_API_URL } : {}),
  };
}

/**
 * The processor of a payments mode: the built-in demo card network, the Stripe adapter, or none
 * for `direct` (the traveller pays the owner off the site). The settings refuse `stripe` without
 * its keys (app/platform/env.server.ts), so `stripe` here always has them.
 */
export function processorFor(
  mode: PaymentMode,
  db: Database,
  stripe?: StripeSettings | null,
): PaymentProcessor | null {
  switch (mode) {
    case "demo":
      return createDemoProcessor(db);
    case "direct":
      return null;
    case "stripe":
      if (!stripe) throw new Error("PAYMENTS_MODE=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
      return createStripeProcessor({ db, stripe: stripeClientFor(stripe) });
  }
}

/**
 * The money context of the booking process for the site's settings; null in the direct mode. The
 * commission is COMMISSION_PERCENT when the environment gives it, else the operators' setting
 * (decision 3612).
 */
export async function paymentsContextFor(
  env: Parameters<typeof commissionPercent>[1] & {
    PAYMENTS_MODE: PaymentMode;
    STRIPE_SECRET_KEY?: string;
    STRIPE_WEBHOOK_SECRET?: string;
    STRIPE_API_URL?: string;
  },
  db: Database,
): Promise<PaymentsContext | null> {
  const stripe = stripeSettingsOf(env);
  const processor = processorFor(env.PAYMENTS_MODE, db, stripe);
  if (!processor) return null;
  return {
    processor,
    commissionPercent: await commissionPercent(db, env),
    ...(env.PAYMENTS_MODE === "stripe" && stripe ? { stripe: stripeClientFor(stripe) } : {}),
  };
}
