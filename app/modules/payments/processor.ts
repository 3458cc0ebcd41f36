import type { LedgerKind, PaymentProcessorName } from "../../../db/schema/payments.ts";

/**
 * One payments interface (decision 3500): what the booking process asks of a card processor.
 * The site runs in one of three modes (PAYMENTS_MODE): `demo`, a processor built into the site
 * that behaves like a card network with test cards and no real money; `stripe`, Stripe Connect;
 * `direct`, no processor at all: the traveller pays the owner as the listing's payment terms say
 * (the booking process then asks nothing of this interface).
 *
 * Every call carries an idempotency key derived from the booking and the step (`paymentKey`): a
 * processor answers a repeated key with the first call's result and moves no money twice, and the
 * ledger row of the movement carries the same key (unique), so a retry records nothing twice.
 * Amounts are the site's cents in the booking's currency, already rounded to what the currency
 * can move (amounts.ts); an adapter converts them to the processor's own minor units.
 */

export type PaymentMode = "demo" | "stripe" | "direct";
export const PAYMENT_MODES: readonly PaymentMode[] = ["demo", "stripe", "direct"];

export interface Money {
  cents: number;
  currency: string;
}

/** Why a processor refused, in words a traveller can act on (`message`) and as a code for the code. */
export type RefusalCode =
  "declined" | "insufficient_funds" | "authentication_required" | "expired_hold" | "unavailable";

export type ProcessorAnswer<T> = ({ ok: true } & T) | { ok: false; code: RefusalCode; message: string };

/** A movement as the processor made it: its own id for it (kept in the ledger's processor_ref). */
export interface Moved {
  ref: string;
}

/** Who pays and with what: a card token from the processor's checkout, or a card saved before. */
export interface PaymentSource {
  /** The processor's id of the traveller (a customer). */
  customer: string;
  /** A card token or a saved card's id. */
  paymentMethod: string;
  /** The traveller has just completed their bank's check (3-D Secure) for this payment, on the checkout. */
  authenticated?: boolean;
}

export interface PaymentProcessor {
  readonly name: PaymentProcessorName;
  /** Authorise an amount on a card without taking it (a hold: request to book). */
  hold(input: { key: string; amount: Money; source: PaymentSource }): Promise<ProcessorAnswer<Moved>>;
  /** Take a hold, whole or in part (the owner accepts). */
  capture(input: { key: string; holdRef: string; amount: Money }): Promise<ProcessorAnswer<Moved>>;
  /** Let a hold go (declined, withdrawn, expired). */
  release(input: { key: string; holdRef: string }): Promise<ProcessorAnswer<Moved>>;
  /** Take an amount at once (instant book, a month of a long stay, a damage claim). */
  charge(input: { key: string; amount: Money; source: PaymentSource }): Promise<ProcessorAnswer<Moved>>;
  /** Give back part or all of what a charge or capture took. */
  refund(input: { key: string; paymentRef: string; amount: Money }): Promise<ProcessorAnswer<Moved>>;
  /** Keep a card for later charges (a long request, monthly stays, damage deposits). */
  saveCard(input: { key: string; customer: string; paymentMethod: string }): Promise<ProcessorAnswer<Moved>>;
  /** Pay an owner's account. */
  payout(input: { key: string; account: string; amount: Money }): Promise<ProcessorAnswer<Moved>>;
  /** Take back part of a payout already paid (a refund after the owner was paid; decision 3520). */
  reversePayout(input: { key: string; payoutRef: string; amount: Money }): Promise<ProcessorAnswer<Moved>>;
}

/** The steps of a booking's money, each a kind of ledger row; a step repeated per part is numbered. */
export type PaymentStep = Exclude<LedgerKind, "fee"> | "save-card";

/**
 * The idempotency key of one step of one booking's money: the same booking and step always give
 * the same key, so a double submit or a retry is the same call. `part` tells apart the steps that
 * happen more than once for a booking (each month of a long stay, each claim).
 */
export function paymentKey(bookingId: string, step: PaymentStep, part = 1): string {
  if (!Number.isInteger(part) || part < 1) throw new RangeError(`part must be 1 or more, got ${part}`);
  return part === 1 ? `booking:${bookingId}:${step}` : `booking:${bookingId}:${step}:${part}`;
}

/** The key of the commission row that goes with a payout: the payout's own key, marked. */
export const feeKey = (payoutKey: string) => `${payoutKey}:fee`;
