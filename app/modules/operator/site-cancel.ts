import { amountText, parseTypedAmount } from "../payments/typed-amount.ts";

/**
 * Cancelling a booking on the site's behalf (decision 3720), pure: what may be refunded, and the
 * operator's typed amount read as integer cents of the booking's currency.
 */

/** What can still come back: paid through the site (charges and captures) less refunds. */
export const refundableOf = (money: { paidCents: number; refundedCents: number }) =>
  Math.max(0, money.paidCents - money.refundedCents);

export type RefundAmount = { ok: true; cents: number } | { ok: false; error: string };

/**
 * The operator's typed refund (`parseTypedAmount`): more than nothing and at most what can come
 * back. Empty means everything refundable (the default).
 */
export function parseRefundAmount(raw: unknown, currency: string, refundableCents: number): RefundAmount {
  if (refundableCents <= 0) return { ok: false, error: "Nothing paid through the site is left to refund." };
  const parsed = parseTypedAmount(
    raw,
    currency,
    refundableCents,
    "That is more than was paid and not yet refunded.",
  );
  if (!parsed.ok && parsed.empty) return { ok: true, cents: refundableCents };
  return parsed.ok ? parsed : { ok: false, error: parsed.error };
}

export { amountText };
