import type { LedgerKind } from "../../../db/schema/payments.ts";
import { formatDate, formatInstantIn } from "../../shared/format.ts";
import type { GuestBooking } from "./trip.ts";

/** The receipt's lines (decision 3510): only what moved on the card, never a hold or a payout. */
const RECEIPT_KINDS: Partial<Record<LedgerKind, string>> = {
  charge: "Payment",
  capture: "Payment (taken when the owner accepted)",
  refund: "Refund",
};

/** A printable receipt of a trip, field by field: the stay, and each payment and refund with its time. */
export function receiptOf(
  trip: Pick<GuestBooking, "booking" | "listing" | "stay" | "quote">,
  rows: readonly { kind: LedgerKind; amountCents: number; at: Date; note?: string }[],
  /** A long stay's months not paid yet (decision 3530): each with the day its card is charged. */
  months: readonly {
    part: number;
    status: string;
    dueOn: string;
    amountCents: number;
    /** A month being retried: its next try's day (as the trip shows it), not its first due day. */
    nextTryOn?: string | null;
  }[] = [],
) {
  const { booking, listing } = trip;
  const lines = rows
    .filter((row) => RECEIPT_KINDS[row.kind])
    .map((row) => ({
      // A later month of a long stay is named (its ledger note: "month 2").
      label:
        row.kind === "charge" && row.note?.startsWith("month ")
          ? `Payment: ${row.note}`
          : RECEIPT_KINDS[row.kind]!,
      at: formatInstantIn(row.at, listing.timeZone, listing.city),
      // A refund is money back: shown negative.
      cents: row.kind === "refund" ? -row.amountCents : row.amountCents,
    }));
  return {
    reference: booking.reference ?? booking.id.slice(0, 8).toUpperCase(),
    title: listing.title,
    place: `${listing.city}, ${listing.region}`,
    dates: `${formatDate(trip.stay.start)} to ${formatDate(trip.stay.end)}`,
    nights: trip.quote.nights,
    currency: booking.currency,
    totalCents: booking.totalCents,
    lines,
    netCents: lines.reduce((t, line) => t + line.cents, 0),
    toCome: months
      .filter((month) => month.status !== "paid")
      .map((month) => ({
        label: `Month ${month.part}`,
        on: formatDate(month.dueOn),
        cents: month.amountCents,
        atRisk: month.status === "at_risk",
        retryOn: month.status === "retrying" && month.nextTryOn ? formatDate(month.nextTryOn) : null,
      })),
  };
}
