import { addDays, zonedInstant } from "../../shared/dates.ts";
import { roundToCurrency } from "../payments/amounts.ts";
import type { PetFeeBasis } from "../pets/pet-fee.ts";
import type { PriceQuote } from "../stays/pricing.ts";
import { paymentSchedule } from "./payment.ts";

/**
 * Monthly and mid-term stays paid month by month (decision 3530), pure. A stay of 28 nights or
 * more is cut into months of 30 nights by the payment terms (`paymentSchedule`: the cleaning fee
 * and one-off pet fees with their tax in the first month, the rest shared by nights); the first
 * month is paid at the checkout, each later one is charged to the card saved at booking:
 *
 * - **Due**: 3 days before its month starts, at the home's check-in time in the home's time zone.
 * - **Retries** of a refused charge: 1 day and 3 days after it was due (the last on the day the
 *   month starts). Each try is a new call with its own idempotency key (booking, part, try):
 *   Stripe answers a key it refused with the same refusal for 24 hours.
 * - **At risk**: when the third try is refused. Nothing more is charged by itself; both sides are told.
 * - **The owner's payout** for a month: 24 hours after the month starts (the home's check-in time),
 *   less the commission, as for the first month.
 *
 * Amounts are rounded to what the currency can move with cumulative rounding: the k-th month is
 * round(sum of the first k) − round(sum of the first k−1), so the months add up exactly to the
 * total rounded to the currency (the total itself for a currency with cents), never drifting by
 * more than one unit from their share.
 */

export const INSTALMENT_DUE_DAYS_BEFORE = 3;
/** Days after the due time of each retry of a refused charge. */
export const INSTALMENT_RETRY_DAYS: readonly number[] = [1, 3];
export const INSTALMENT_TRIES = 1 + INSTALMENT_RETRY_DAYS.length;
const DAY = 86_400_000;
const PAYOUT_AFTER_MONTH_STARTS_MS = DAY;

export interface PlannedInstalment {
  /** 1 for the first month (paid at the checkout), 2… for the later ones. */
  part: number;
  /** The first night of its month (the home's date). */
  startsOn: string;
  nights: number;
  amountCents: number;
  /** When the saved card is charged; null for the first month (paid at booking). */
  dueAt: Date | null;
  /** When the owner is paid for this month. */
  payoutDueAt: Date;
}

/** The months of a stay as a page shows them: amounts rounded to the currency, the day each is charged. */
export function monthsOfStay(input: {
  quote: PriceQuote;
  petFeeBasis: PetFeeBasis;
  checkIn: string;
  currency: string;
}): { part: number; startsOn: string; nights: number; amountCents: number; chargeOn: string | null }[] {
  const months = paymentSchedule(input.quote, input.petFeeBasis, input.checkIn);
  let raw = 0;
  let rounded = 0;
  return months.map((month, index) => {
    raw += month.amountCents;
    const upTo = roundToCurrency(raw, input.currency);
    const amountCents = upTo - rounded;
    rounded = upTo;
    return {
      part: index + 1,
      startsOn: month.dueOn,
      nights: month.nights,
      amountCents,
      chargeOn: index === 0 ? null : addDays(month.dueOn, -INSTALMENT_DUE_DAYS_BEFORE),
    };
  });
}

export function instalmentPlan(input: {
  quote: PriceQuote;
  petFeeBasis: PetFeeBasis;
  checkIn: string;
  currency: string;
  checkInTime: string;
  timeZone: string;
}): PlannedInstalment[] {
  return monthsOfStay(input).map((month) => ({
    part: month.part,
    startsOn: month.startsOn,
    nights: month.nights,
    amountCents: month.amountCents,
    dueAt: month.chargeOn === null ? null : zonedInstant(month.chargeOn, input.checkInTime, input.timeZone),
    payoutDueAt: new Date(
      zonedInstant(month.startsOn, input.checkInTime, input.timeZone).getTime() +
        PAYOUT_AFTER_MONTH_STARTS_MS,
    ),
  }));
}

/** The later months, the ones charged to the saved card. */
export const laterInstalments = (plan: readonly PlannedInstalment[]) =>
  plan.filter((month): month is PlannedInstalment & { dueAt: Date } => month.dueAt !== null);

/**
 * After a try of a month's charge was refused (`triesMade` tries so far, 1 or more): when the next
 * try is, or null when none is left and the stay is at risk.
 */
export function nextTryAt(dueAt: Date, triesMade: number): Date | null {
  const days = INSTALMENT_RETRY_DAYS[triesMade - 1];
  return days === undefined ? null : new Date(dueAt.getTime() + days * DAY);
}

/**
 * The idempotency key of one try of one month's charge: the booking, the part and the try
 * (`booking:<id>:charge:<part>:<try>`), so a repeated sweep makes the same call and a retry a new one.
 */
export function instalmentKey(bookingId: string, part: number, attempt: number): string {
  if (!Number.isInteger(part) || part < 2) throw new RangeError(`part must be 2 or more, got ${part}`);
  if (!Number.isInteger(attempt) || attempt < 1)
    throw new RangeError(`try must be 1 or more, got ${attempt}`);
  return `booking:${bookingId}:charge:${part}:${attempt}`;
}

/** A month's state as the pages show it. */
export type InstalmentStatus = "scheduled" | "retrying" | "at_risk" | "paid";
