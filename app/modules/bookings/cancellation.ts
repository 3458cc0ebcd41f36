import { shiftCalendarDays } from "../../shared/dates.ts";
import type { CancellationPolicy } from "../stays/listing-features.ts";

/**
 * Refunds under a listing's cancellation policy (the words of CANCELLATION_POLICIES
 * in app/modules/stays/stays.ts, made exact). Pure: every moment is given.
 *
 * A "night's share" is the total without the cleaning fee, spread evenly over the
 * nights; the cleaning fee comes back whenever the stay has not begun. The
 * refundable pet deposit is not part of the total and is returned apart.
 */
export interface CancellationInput {
  policy: CancellationPolicy;
  totalCents: number;
  cleaningFeeCents: number;
  nights: number;
  /** Check-in moment (the listing's check-in time, in its time zone). */
  checkInAt: Date;
  bookedAt: Date;
  cancelledAt: Date;
  /** The home's time zone: "5 days before" keeps the clock time across a daylight-saving change. */
  timeZone?: string;
}

export interface Refund {
  refundCents: number;
  keptCents: number;
  /** The rule that applied, in plain words for the traveller: what the policy keeps (never a
   * "refund", since what comes back depends on what was paid: see `settlementOf`). */
  reason: string;
  /** The same rule as a key, for words in another language (notice.money.rule.*, decision 3855). */
  rule: RefundRule;
}

export type RefundRule =
  | "requestWithdrawn"
  | "flexibleFull"
  | "flexibleLate"
  | "moderateFull"
  | "moderateLate"
  | "strictGrace"
  | "strictHalf"
  | "strictNone"
  | "longTerm";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Nights already begun at `at` (0 before check-in, never more than the stay). */
function nightsBegun(input: CancellationInput) {
  const begun = Math.ceil((input.cancelledAt.getTime() - input.checkInAt.getTime()) / DAY);
  return Math.min(input.nights, Math.max(0, begun));
}

export function refundFor(input: CancellationInput): Refund {
  const { policy, totalCents, cleaningFeeCents, nights } = input;
  const untilCheckIn = input.checkInAt.getTime() - input.cancelledAt.getTime();
  // At least `days` calendar days before check-in, at its clock time where the home is.
  const daysAhead = (days: number) =>
    input.cancelledAt.getTime() <= shiftCalendarDays(input.checkInAt, -days, input.timeZone).getTime();
  const started = untilCheckIn <= 0;
  const perNight = nights > 0 ? (totalCents - cleaningFeeCents) / nights : 0;
  const unstayed = nights - nightsBegun(input);
  const cleaningBack = started ? 0 : cleaningFeeCents;
  const result = (refund: number, reason: string, rule: RefundRule): Refund => {
    const refundCents = Math.max(0, Math.min(totalCents, Math.round(refund)));
    return { refundCents, keptCents: totalCents - refundCents, reason, rule };
  };

  switch (policy) {
    case "flexible":
      if (untilCheckIn >= DAY)
        return result(
          totalCents,
          "At least 24 hours before check-in: the policy keeps nothing.",
          "flexibleFull",
        );
      // The first night not yet begun is kept, and every night already begun.
      return result(
        perNight * Math.max(0, unstayed - 1) + cleaningBack,
        "Less than 24 hours before check-in: the policy keeps the next night and any night begun.",
        "flexibleLate",
      );
    case "moderate":
      if (daysAhead(5))
        return result(
          totalCents,
          "At least 5 days before check-in: the policy keeps nothing.",
          "moderateFull",
        );
      return result(
        (perNight * unstayed) / 2 + cleaningBack,
        "Less than 5 days before check-in: the policy keeps half of the nights not yet stayed and any night begun.",
        "moderateLate",
      );
    case "strict": {
      const sinceBooking = input.cancelledAt.getTime() - input.bookedAt.getTime();
      if (sinceBooking <= 48 * HOUR && daysAhead(14))
        return result(
          totalCents,
          "Within 48 hours of booking and 14 or more days ahead: the policy keeps nothing.",
          "strictGrace",
        );
      if (daysAhead(7))
        return result(
          totalCents / 2,
          "At least 7 days before check-in: the policy keeps half of the total.",
          "strictHalf",
        );
      return result(0, "Less than 7 days before check-in: the policy keeps the whole total.", "strictNone");
    }
    case "long_term": {
      // The first 30 nights are kept, and 30 nights of notice from the day of cancelling.
      const kept = Math.min(nights, Math.max(30, nightsBegun(input) + 30));
      return result(
        perNight * (nights - kept),
        "A long stay: the policy keeps the first month and 30 days of notice.",
        "longTerm",
      );
    }
  }
}

/** Until when cancelling costs nothing, or null when it never is free (e.g. long stays). */
export function freeCancellationUntil(
  policy: CancellationPolicy,
  checkInAt: Date,
  bookedAt: Date,
  timeZone = "UTC",
): Date | null {
  switch (policy) {
    case "flexible":
      // "24 hours": hours, not a calendar day.
      return new Date(checkInAt.getTime() - DAY);
    case "moderate":
      return shiftCalendarDays(checkInAt, -5, timeZone);
    case "strict": {
      const end = Math.min(
        bookedAt.getTime() + 48 * HOUR,
        shiftCalendarDays(checkInAt, -14, timeZone).getTime(),
      );
      return end > bookedAt.getTime() ? new Date(end) : null;
    }
    case "long_term":
      return null;
  }
}

/**
 * What cancelling means in money for the traveller, against what they have actually paid. There
 * is no card processor: the traveller pays the owner directly by the payment terms (./payment.ts),
 * so what is "paid" is every installment due up to `today` (the home's date) of an accepted stay;
 * a request not yet accepted has paid nothing and owes nothing.
 */
export interface Settlement {
  /** Paid to the owner so far, by the payment terms. */
  paidCents: number;
  /** What the cancellation policy keeps of the total. */
  keptCents: number;
  /** Comes back to the traveller: what was paid beyond what the policy keeps. */
  backCents: number;
  /** Still owed to the owner: what the policy keeps beyond what was paid. */
  oweCents: number;
}

export function settlementOf(input: {
  accepted: boolean;
  keptCents: number;
  installments: { dueOn: string; amountCents: number }[];
  today: string;
}): Settlement {
  const paidCents = input.accepted
    ? input.installments.filter((i) => i.dueOn <= input.today).reduce((sum, i) => sum + i.amountCents, 0)
    : 0;
  const keptCents = input.accepted ? input.keptCents : 0;
  return {
    paidCents,
    keptCents,
    backCents: Math.max(0, paidCents - keptCents),
    oweCents: Math.max(0, keptCents - paidCents),
  };
}
