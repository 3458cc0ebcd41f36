import type { Database } from "../../platform/db.server.ts";
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

/** The money context of the booking process for the site's settings; null in the direct mode. */
export function paymentsContextFor(
  env: { PAYMENTS_MODE: PaymentMode; COMMISSION_PERCENT: number },
  db: Database,
): PaymentsContext | null {
  const processor = processorFor(env.PAYMENTS_MODE, db);
  return processor ? { processor, commissionPercent: env.COMMISSION_PERCENT } : null;
}
