import type { LedgerKind } from "../../../db/schema/payments.ts";
import type { PaymentMode } from "./processor.ts";

/**
 * What both sides see of a booking's money (decision 3510), pure: from the ledger's rows (what
 * moved) and the owner's payout (what is owed): paid, refunded, held on the card, still to come,
 * and the payout's state. The traveller and the owner read the same numbers.
 */
export interface BookingMoney {
  mode: PaymentMode;
  currency: string;
  /** Taken from the card (charges and captured holds). */
  paidCents: number;
  refundedCents: number;
  /** Authorised on the card, not taken (a request waiting for the owner). */
  heldCents: number;
  /** The rest of the total, not paid through the site (later months of a long stay). */
  toComeCents: number;
  /** Taken back from the owner's paid payout after a refund (decision 3520). */
  reclaimedCents: number;
  payout: {
    status: "scheduled" | "paid" | "failed";
    amountCents: number;
    commissionCents: number;
    dueAt: Date;
    paidAt: Date | null;
  } | null;
}

export function bookingMoneyOf(input: {
  mode: PaymentMode;
  currency: string;
  totalCents: number;
  /** Still going ahead (not ended): what remains of its total is still to come. */
  active: boolean;
  rows: readonly { kind: LedgerKind; amountCents: number }[];
  payout: BookingMoney["payout"];
}): BookingMoney {
  const sum = (kind: LedgerKind) =>
    input.rows.filter((r) => r.kind === kind).reduce((t, r) => t + r.amountCents, 0);
  const paid = sum("charge") + sum("capture");
  const held = Math.max(0, sum("hold") - sum("capture") - sum("release"));
  return {
    mode: input.mode,
    currency: input.currency,
    paidCents: paid,
    refundedCents: sum("refund"),
    heldCents: held,
    toComeCents: input.active ? Math.max(0, input.totalCents - paid - held) : 0,
    reclaimedCents: sum("reversal"),
    payout: input.payout,
  };
}
