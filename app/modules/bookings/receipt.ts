import type { LedgerKind } from "../../../db/schema/payments.ts";
import { formatInstantIn, type PlacePhrases } from "../../shared/format.ts";
import type { GuestBooking } from "./trip.ts";

/** The receipt's lines (decision 3510): only what moved on the card, never a hold or a payout. */
const RECEIPT_KINDS = ["charge", "capture", "refund"] as const;
type ReceiptKind = (typeof RECEIPT_KINDS)[number];
const onReceipt = (kind: LedgerKind): kind is ReceiptKind =>
  (RECEIPT_KINDS as readonly string[]).includes(kind);

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
  /** The reader's Intl tag and how their language names the home's clock (English by default). */
  writing: { tag?: string; place?: PlacePhrases } = {},
) {
  const { booking, listing } = trip;
  const lines = rows.flatMap((row) => {
    const kind = row.kind;
    if (!onReceipt(kind)) return [];
    // A later month of a long stay is named (its ledger note: "month 2").
    const month = kind === "charge" ? /^month (\d+)$/.exec(row.note ?? "") : null;
    return {
      kind,
      month: month ? Number(month[1]) : null,
      at: formatInstantIn(row.at, listing.timeZone, listing.city, writing.tag, writing.place),
      // A refund is money back: shown negative.
      cents: kind === "refund" ? -row.amountCents : row.amountCents,
    };
  });
  return {
    reference: booking.reference ?? booking.id.slice(0, 8).toUpperCase(),
    title: listing.title,
    place: `${listing.city}, ${listing.region}`,
    start: trip.stay.start,
    end: trip.stay.end,
    nights: trip.quote.nights,
    currency: booking.currency,
    totalCents: booking.totalCents,
    lines,
    netCents: lines.reduce((t, line) => t + line.cents, 0),
    toCome: months
      .filter((month) => month.status !== "paid")
      .map((month) => ({
        part: month.part,
        on: month.dueOn,
        cents: month.amountCents,
        atRisk: month.status === "at_risk",
        retryOn: month.status === "retrying" && month.nextTryOn ? month.nextTryOn : null,
      })),
  };
}
