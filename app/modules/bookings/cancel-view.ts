import { todayIn } from "../../shared/dates.ts";
import { formatInstantIn, formatMoney } from "../../shared/format.ts";
import { settlementOf, type Refund, type Settlement } from "./cancellation.ts";
import { paymentSchedule } from "./payment.ts";
import { cardRefundOnCancellation } from "./card-refund.ts";
import type { PriceQuote } from "../stays/pricing.ts";
import type { PetFeeBasis } from "../pets/pet-fee.ts";

/** What a cancellation step needs of a booking (GuestBooking has it all). */
export interface CancellableTrip {
  booking: { status: string; currency: string; totalCents: number };
  listing: { timeZone: string; city: string };
  pet: { petFeeBasis: PetFeeBasis };
  quote: PriceQuote;
  stay: { start: string };
  freeCancellationUntil: Date | null;
  /** Paid through the site (decision 3510): taken from the card less refunds; what comes back goes to it. */
  card?: { paidCents: number };
}

/** The settlement of cancelling `trip` on `today` (the home's date), the policy keeping `refund.keptCents`. */
export function settlementFor(trip: CancellableTrip, refund: Pick<Refund, "keptCents">, today: string) {
  if (trip.card) {
    const paidCents = trip.card.paidCents;
    const backCents = cardRefundOnCancellation({
      policy: refund,
      paidCents,
      currency: trip.booking.currency,
      by: "guest",
    });
    const keptCents = trip.booking.status === "pending" ? 0 : refund.keptCents;
    return { paidCents, keptCents, backCents, oweCents: Math.max(0, keptCents - paidCents) };
  }
  return settlementOf({
    accepted: trip.booking.status !== "pending",
    keptCents: refund.keptCents,
    installments: paymentSchedule(trip.quote, trip.pet.petFeeBasis, trip.stay.start),
    today,
  });
}

/**
 * The settlement in words that match what was actually paid: never a "refund" of money nobody
 * paid. `done` speaks of a cancellation made, else of one being considered.
 */
export function settlementWords(
  settlement: Settlement,
  currency: string,
  totalCents: number,
  done = false,
  viaCard = false,
) {
  const money = (cents: number) => formatMoney(cents, currency, true);
  const { paidCents, backCents, oweCents } = settlement;
  if (paidCents === 0 && oweCents === 0)
    return done
      ? "Nothing was paid and nothing is owed."
      : "Nothing has been paid yet, and you would owe nothing.";
  if (paidCents === 0)
    return done
      ? `Nothing was paid; under the cancellation policy you owe the owner ${money(oweCents)} of the ${money(totalCents)} total.`
      : `Nothing has been paid yet; under the cancellation policy you would still owe the owner ${money(oweCents)} of the ${money(totalCents)} total.`;
  if (oweCents > 0)
    return done
      ? `You had paid ${money(paidCents)}; under the cancellation policy you still owe the owner ${money(oweCents)}.`
      : `You have paid ${money(paidCents)}; under the cancellation policy you would still owe the owner ${money(oweCents)}.`;
  if (backCents === 0)
    return done
      ? `You had paid ${money(paidCents)}; under the cancellation policy none of it comes back.`
      : `You have paid ${money(paidCents)}; under the cancellation policy none of it would come back.`;
  if (viaCard)
    return done
      ? `You had paid ${money(paidCents)} by card; ${money(backCents)} is refunded to your card.`
      : `You have paid ${money(paidCents)} by card; ${money(backCents)} would be refunded to your card.`;
  return done
    ? `You had paid ${money(paidCents)}; the owner pays you back ${money(backCents)}.`
    : `You have paid ${money(paidCents)}; you would get ${money(backCents)} back.`;
}

/** The cancellation step of a trip, before anything changes: amounts, deadline and the rule. */
export function cancellationView(trip: CancellableTrip, refund: Refund, today: string, now: Date) {
  const { currency, totalCents, status } = trip.booking;
  const money = (cents: number) => formatMoney(cents, currency, true);
  const settlement = settlementFor(trip, refund, today);
  const deadline = trip.freeCancellationUntil;
  const deposit = trip.quote.depositCents ?? 0;
  return {
    withdraw: status === "pending",
    total: money(totalCents),
    paid: money(settlement.paidCents),
    back: money(settlement.backCents),
    owe: money(settlement.oweCents),
    kept: money(settlement.keptCents),
    /** What the person saw: the cancel is refused if a deadline passes before they confirm. */
    keptCents: settlement.keptCents,
    nothingPaid: settlement.paidCents === 0,
    oweCents: settlement.oweCents,
    summary: settlementWords(settlement, currency, totalCents, false, Boolean(trip.card)),
    reason: refund.reason,
    deadline:
      status === "pending"
        ? null
        : deadline
          ? `${deadline > now ? "Free cancellation until" : "Free cancellation ended"} ${formatInstantIn(deadline, trip.listing.timeZone, trip.listing.city)}.`
          : "This booking has no free-cancellation window.",
    /** The refundable pet deposit is paid at check-in and comes back apart from all this. */
    deposit: deposit > 0 && settlement.paidCents > 0 ? money(deposit) : null,
  };
}
export type CancellationView = ReturnType<typeof cancellationView>;

/** A stay the guest cancelled: what that meant, against what had been paid by then (null otherwise). */
export function cancelledByGuestWords(
  trip: CancellableTrip & {
    booking: { refundCents: number | null; cancelledBy: string | null; cancelledAt: Date | null };
  },
  now: Date,
) {
  const { booking } = trip;
  if (booking.status !== "cancelled" || booking.cancelledBy !== "guest" || booking.refundCents === null)
    return null;
  const today = todayIn(trip.listing.timeZone, booking.cancelledAt ?? now);
  const settlement = settlementFor(
    { ...trip, booking: { ...booking, status: "confirmed" } },
    { keptCents: booking.totalCents - booking.refundCents },
    today,
  );
  return settlementWords(settlement, booking.currency, booking.totalCents, true, Boolean(trip.card));
}
