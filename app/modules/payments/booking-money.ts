import type { InstalmentRowStatus } from "../../../db/schema/instalments.ts";
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
  payout: Payout | null;
  /** Every payout of the booking, month by month for a long stay (decision 3530). */
  payouts: (Payout & { part: number })[];
  /** A long stay's later months, charged to the card saved at booking (decision 3530). */
  months: MonthToPay[];
}

export interface Payout {
  status: "scheduled" | "paid" | "failed";
  amountCents: number;
  commissionCents: number;
  dueAt: Date;
  paidAt: Date | null;
}

/** One later month of a long stay as both sides see it; days are the home's dates. */
export interface MonthToPay {
  part: number;
  startsOn: string;
  nights: number;
  amountCents: number;
  status: InstalmentRowStatus;
  /** The day it is charged (3 days before it starts). */
  dueOn: string;
  /** The day of the next try after a refusal. */
  nextTryOn: string | null;
  paidOn: string | null;
  /** Why the card was refused, as the processor said. */
  failure: string | null;
}

export function bookingMoneyOf(input: {
  mode: PaymentMode;
  currency: string;
  totalCents: number;
  /** Still going ahead (not ended): what remains of its total is still to come. */
  active: boolean;
  rows: readonly { kind: LedgerKind; amountCents: number }[];
  payout: BookingMoney["payout"];
  payouts?: BookingMoney["payouts"];
  months?: MonthToPay[];
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
    payouts: input.payouts ?? [],
    // A stay that ended is charged nothing more: only the months it paid.
    months: (input.months ?? []).filter((month) => input.active || month.status === "paid"),
  };
}
