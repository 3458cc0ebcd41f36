import type { PriceQuote } from "../stays/pricing.ts";
import type { PetFeeBasis } from "../pets/pet-fee.ts";
import { cardRefundOnCancellation } from "./card-refund.ts";
import type { Refund } from "./cancellation.ts";
import { monthsOfStay } from "./instalments.ts";

/**
 * The checkout (decision 3510), pure: what the card is asked for now and what comes later. A stay
 * shorter than a month is paid whole; a stay of 28 nights or more pays its first month now (the
 * first instalment of `paymentSchedule`, with the one-off fees), the later months charged to the
 * card saved at booking, 3 days before each starts (decision 3530). Every amount the card moves
 * is rounded to what its currency can move, the months adding up to the total (`monthsOfStay`).
 */
export interface CheckoutAmounts {
  currency: string;
  /** Charged now (instant book) or authorised now and taken at acceptance (request to book). */
  nowCents: number;
  /** The later months of a long stay: when each starts and the day it is charged. */
  later: ReturnType<typeof monthsOfStay>;
  totalCents: number;
}

export function checkoutAmounts(input: {
  quote: PriceQuote;
  petFeeBasis: PetFeeBasis;
  checkIn: string;
  currency: string;
}): CheckoutAmounts {
  const [first, ...later] = monthsOfStay(input);
  return {
    currency: input.currency,
    nowCents: first!.amountCents,
    later,
    totalCents: input.quote.totalCents,
  };
}

/** Said when a checkout is paid after its time ran out (or after the sweep let its nights go). */
export const CHECKOUT_EXPIRED =
  "The time to pay for this booking ran out and its nights were let go: nothing was charged. Book again to pick your dates.";

/** How the booking is paid at the checkout: taken at once, or held until the owner accepts. */
export type CheckoutKind = "charge" | "hold";
export const checkoutKindOf = (instantBook: boolean): CheckoutKind => (instantBook ? "charge" : "hold");

/**
 * What a cancellation would give back of what the checkout takes, if made now (the policy's
 * `refund`, worked out by the caller for this moment): for a request, nothing is taken before the
 * owner accepts (the hold is let go whole).
 */
export function refundIfCancelledNow(input: {
  kind: CheckoutKind;
  nowCents: number;
  currency: string;
  policy: Pick<Refund, "keptCents">;
}): { backCents: number; keptCents: number } {
  if (input.kind === "hold") return { backCents: input.nowCents, keptCents: 0 };
  const backCents = cardRefundOnCancellation({
    policy: input.policy,
    paidCents: input.nowCents,
    currency: input.currency,
    by: "guest",
  });
  return { backCents, keptCents: input.nowCents - backCents };
}

/** The card form as typed: the number, and whether the simulated bank check was just passed. */
export interface CheckoutCard {
  number: string;
  authenticated: boolean;
}

const MAX_CARD_CHARS = 40;

/** Reads the checkout's form fields; the number as typed (kept to show it back), trimmed and bounded. */
export function readCheckoutForm(
  fields: Record<string, unknown>,
): CheckoutCard & { booking: string; bankRefused: boolean } {
  const text = (name: string) => (typeof fields[name] === "string" ? (fields[name] as string) : "");
  return {
    booking: text("booking").trim().slice(0, 100),
    number: text("cardNumber").trim().slice(0, MAX_CARD_CHARS),
    authenticated: text("authenticated") === "approved",
    /** The traveller answered the simulated bank step with "Don't confirm". */
    bankRefused: text("authenticated") === "refused",
  };
}
