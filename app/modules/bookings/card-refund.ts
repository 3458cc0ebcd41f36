import { refundDue } from "../payments/amounts.ts";
import type { Refund } from "./cancellation.ts";

/**
 * What goes back to the card when a stay paid through the site is cancelled (decision 3500):
 * the cancellation policy's refund (`refundFor`, cancellation.ts) against what was actually
 * paid, in an amount the currency can move; everything paid when the owner cancels. A request
 * withdrawn before acceptance had nothing taken (its hold is let go, not refunded).
 */
export function cardRefundOnCancellation(input: {
  /** What the policy keeps of the total at the moment of cancelling (refundFor's answer). */
  policy: Pick<Refund, "keptCents">;
  /** Taken from the card so far, less anything already refunded. */
  paidCents: number;
  currency: string;
  by: "guest" | "owner";
}): number {
  return refundDue({
    paidCents: input.paidCents,
    keptCents: input.policy.keptCents,
    currency: input.currency,
    byOwner: input.by === "owner",
  });
}
