import { currencyDigits, isMovable } from "../payments/amounts.ts";

/**
 * Cancelling a booking on the site's behalf (decision 3720), pure: what may be refunded, and the
 * operator's typed amount read as integer cents of the booking's currency.
 */

/** What can still come back: paid through the site (charges and captures) less refunds. */
export const refundableOf = (money: { paidCents: number; refundedCents: number }) =>
  Math.max(0, money.paidCents - money.refundedCents);

export type RefundAmount = { ok: true; cents: number } | { ok: false; error: string };

/**
 * "120", "120.5", "120,50" (and a thousands separator by space) in the booking's currency: never
 * more decimals than the currency has (none for yen), more than nothing and at most what can come
 * back. Empty means everything refundable (the default).
 */
export function parseRefundAmount(raw: unknown, currency: string, refundableCents: number): RefundAmount {
  if (refundableCents <= 0) return { ok: false, error: "Nothing paid through the site is left to refund." };
  const text = (typeof raw === "string" ? raw : "").trim().replace(/[\s\u00a0]/g, "");
  if (text === "") return { ok: true, cents: refundableCents };
  const digits = Math.min(2, currencyDigits(currency));
  const match = /^(\d{1,9})(?:[.,](\d+))?$/.exec(text);
  if (!match || (match[2] ?? "").length > digits)
    return {
      ok: false,
      error:
        digits === 0
          ? `Enter a whole amount in ${currency}, like 120.`
          : `Enter an amount in ${currency}, like 120 or 120.50.`,
    };
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (cents <= 0 || !isMovable(cents, currency))
    return { ok: false, error: "Enter an amount more than nothing." };
  if (cents > refundableCents)
    return { ok: false, error: "That is more than was paid and not yet refunded." };
  return { ok: true, cents };
}

/** Cents as the form shows them for typing back: "500.00", "3000" (yen). */
export function amountText(cents: number, currency: string): string {
  const digits = Math.min(2, currencyDigits(currency));
  return digits === 0 ? String(Math.round(cents / 100)) : (cents / 100).toFixed(2);
}
