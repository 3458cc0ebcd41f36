import { todayIn } from "../../shared/dates.ts";
import { formatInstantIn, formatMoney, type PlacePhrases } from "../../shared/format.ts";
import type { Say } from "../../i18n/voice.ts";
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

/** How the cancellation's words are written: the reader's messages and number format (decision 3800). */
export interface CancelWriter {
  /** The `trips.settlement` messages in the reader's language. */
  say: Say;
  /** The `trips.details` messages (the free-cancellation deadline). */
  details?: Say;
  /** The policy's rule (an English text of the `formErrors` table) in the reader's language. */
  rule?: (english: string) => string;
  /** The reader's Intl tag (en-US when absent) and how their language names a home's clock. */
  tag?: string;
  place?: PlacePhrases;
}

/**
 * The settlement in words that match what was actually paid: never a "refund" of money nobody
 * paid. `done` speaks of a cancellation made, else of one being considered. One whole message per
 * case (`trips.settlement`), its amounts in the reader's number format and the stay's currency.
 */
export function settlementWords(
  settlement: Settlement,
  currency: string,
  totalCents: number,
  done = false,
  viaCard = false,
  writer: CancelWriter,
) {
  const money = (cents: number) => formatMoney(cents, currency, true, writer.tag);
  const { paidCents, backCents, oweCents } = settlement;
  // Each case as it would be (a cancellation considered) and as it was (one made).
  const [would, was] =
    paidCents === 0 && oweCents === 0
      ? ["nothing", "nothingDone"]
      : paidCents === 0
        ? ["owe", "oweDone"]
        : oweCents > 0
          ? ["paidOwe", "paidOweDone"]
          : backCents === 0
            ? ["paidKept", "paidKeptDone"]
            : viaCard
              ? ["card", "cardDone"]
              : ["back", "backDone"];
  return writer.say(done ? was : would, {
    paid: money(paidCents),
    owe: money(oweCents),
    back: money(backCents),
    total: money(totalCents),
  });
}

/** The cancellation step of a trip, before anything changes: amounts, deadline and the rule. */
export function cancellationView(
  trip: CancellableTrip,
  refund: Refund,
  today: string,
  now: Date,
  writer: CancelWriter,
) {
  const { currency, totalCents, status } = trip.booking;
  const money = (cents: number) => formatMoney(cents, currency, true, writer.tag);
  const details = writer.details ?? writer.say;
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
    summary: settlementWords(settlement, currency, totalCents, false, Boolean(trip.card), writer),
    reason: writer.rule ? writer.rule(refund.reason) : refund.reason,
    deadline:
      status === "pending"
        ? null
        : deadline
          ? details(deadline > now ? "freeUntil" : "freeEnded", {
              time: formatInstantIn(
                deadline,
                trip.listing.timeZone,
                trip.listing.city,
                writer.tag,
                writer.place,
              ),
            })
          : details("noFreeWindow"),
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
  writer: CancelWriter,
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
  return settlementWords(settlement, booking.currency, booking.totalCents, true, Boolean(trip.card), writer);
}
