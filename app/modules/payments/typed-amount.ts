import { currencyDigits, isMovable } from "./amounts.ts";

/**
 * An amount typed into a form, read as integer cents of a currency (pure): "120", "120.5",
 * "120,50" (a thousands separator by space allowed); never more decimals than the currency has
 * (none for yen), more than nothing, and at most `maxCents`. Used by the operator's refund and
 * the pet damage claims (decisions 3720, 3550).
 */
export type TypedAmount = { ok: true; cents: number } | { ok: false; error: string; empty?: true };

export function parseTypedAmount(
  raw: unknown,
  currency: string,
  maxCents: number,
  tooMuch: string,
): TypedAmount {
  const text = (typeof raw === "string" ? raw : "").trim().replace(/[\s\u00a0]/g, "");
  if (text === "") return { ok: false, error: "Enter an amount.", empty: true };
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
  if (cents > maxCents) return { ok: false, error: tooMuch };
  return { ok: true, cents };
}

/** Cents as a form shows them for typing back: "500.00", "3000" (yen). */
export function amountText(cents: number, currency: string): string {
  const digits = Math.min(2, currencyDigits(currency));
  return digits === 0 ? String(Math.round(cents / 100)) : (cents / 100).toFixed(2);
}
