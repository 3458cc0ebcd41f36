import type { Database } from "../../platform/db.server.ts";
import { commissionPercent } from "../../platform/site-settings.server.ts";
import { createDemoProcessor } from "./demo-processor.server.ts";
import type { PaymentMode, PaymentProcessor } from "./processor.ts";
import type { PaymentsContext } from "./money.server.ts";

/**
 * The processor of a payments mode: the built-in demo card network, or none for `direct` (the
 * traveller pays the owner off the site). `stripe` never gets here: the settings refuse it until
 * its adapter exists (app/platform/env.server.ts).
 */
export function processorFor(mode: PaymentMode, db: Database): PaymentProcessor | null {
  switch (mode) {
    case "demo":
      return createDemoProcessor(db);
    case "direct":
      return null;
    case "stripe":
      throw new Error("PAYMENTS_MODE=stripe: the stripe adapter is not built yet");
  }
}

/**
 * The money context of the booking process for the site's settings; null in the direct mode. The
 * commission is COMMISSION_PERCENT when the environment gives it, else the operators' setting
 * (decision 3612).
 */
export async function paymentsContextFor(
  env: Parameters<typeof commissionPercent>[1] & { PAYMENTS_MODE: PaymentMode },
  db: Database,
): Promise<PaymentsContext | null> {
  const processor = processorFor(env.PAYMENTS_MODE, db);
  return processor ? { processor, commissionPercent: await commissionPercent(db, env) } : null;
}
