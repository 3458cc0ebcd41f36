/**
 * Amounts of money that move (decision 3500). Pure.
 *
 * The site counts every currency in cents, hundredths of its unit (bookings.total_cents, the
 * ledger's amount_cents). A currency whose smallest unit is larger (no cents: JPY, KRW, ISK…)
 * can only move in multiples of that unit, so every amount that moves is first rounded to it
 * (`roundToCurrency`); a processor is given the currency's own minor units (`toProcessorMinor`),
 * which is exact for every rounded amount. Rounding is half up, in integers only.
 */

/** How many decimals a currency's smallest unit has (ISO 4217, from the runtime's Intl data). */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions()
    .maximumFractionDigits!;
}

/** The smallest amount of a currency that can move, in cents: 1, or 100 for a currency without cents. */
export function currencyStepCents(currency: string): number {
  const digits = currencyDigits(currency);
  return digits >= 2 ? 1 : 10 ** (2 - digits);
}

/** Half up to the currency's smallest unit. `cents` may be fractional (a share, a percentage). */
export function roundToCurrency(cents: number, currency: string): number {
  const step = currencyStepCents(currency);
  // The 1e-9 keeps 0.5 of a step that arrives as 0.4999999 (floating division) rounding up.
  return Math.floor(cents / step + 0.5 + 1e-9) * step;
}

/** Whether an amount can move as it is: a whole number of the currency's smallest unit. */
export const isMovable = (cents: number, currency: string) =>
  Number.isSafeInteger(cents) && cents >= 0 && cents % currencyStepCents(currency) === 0;

/** Cents as the processor counts the currency: its own minor units (JPY: yen; KWD: fils). */
export function toProcessorMinor(cents: number, currency: string): number {
  if (!isMovable(cents, currency))
    throw new RangeError(`${cents} cents of ${currency} cannot move as they are`);
  const digits = currencyDigits(currency);
  return digits >= 2 ? cents * 10 ** (digits - 2) : cents / 10 ** (2 - digits);
}

/** The processor's minor units back to the site's cents (a 3-decimal currency rounds half up). */
export function fromProcessorMinor(minor: number, currency: string): number {
  const digits = currencyDigits(currency);
  return digits >= 2 ? Math.floor(minor / 10 ** (digits - 2) + 0.5) : minor * 10 ** (2 - digits);
}

/** A commission percentage (0–50, two decimals at most) as basis points, an integer. */
export const basisPoints = (percent: number) => Math.round(percent * 100);

/** The platform's commission on an amount: the percentage of it, rounded to the currency. */
export function commissionOf(cents: number, percent: number, currency: string): number {
  return roundToCurrency((cents * basisPoints(percent)) / 10_000, currency);
}

/**
 * What the owner is paid for the money kept from a stay, and what the platform keeps: the
 * commission comes out of the owner's share; the two always add up to what was kept.
 */
export function payoutSplit(keptCents: number, percent: number, currency: string) {
  const commissionCents = Math.min(keptCents, commissionOf(keptCents, percent, currency));
  return { payoutCents: keptCents - commissionCents, commissionCents };
}

/**
 * What comes back on a cancellation, of what was actually paid: everything when the owner
 * cancels; otherwise what was paid beyond what the stay's cancellation policy keeps (the
 * bookings module works out `keptCents` by the policy). The kept part is rounded to the currency
 * first, so the refund is an amount that can move.
 */
export function refundDue(input: {
  paidCents: number;
  keptCents: number;
  currency: string;
  byOwner: boolean;
}): number {
  if (input.byOwner) return input.paidCents;
  const kept = roundToCurrency(Math.max(0, input.keptCents), input.currency);
  return Math.max(0, input.paidCents - kept);
}
