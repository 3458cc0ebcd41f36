import type { LedgerKind, PayoutStatus } from "../../../db/schema/payments.ts";

/**
 * Does a booking's money add up (decision 3500)? Pure. What came in must all be somewhere:
 *
 *   paid in (captures + charges + claims) = refunded + paid out + commission + still held
 *
 * (a pet damage claim charged and not yet paid to the owner is still held: decision 3550)
 *
 * where "paid out" and "commission" are the ledger's payout and fee rows (less their reversals
 * after a refund made once the owner was paid), and "still held" is
 * what the payouts table says the platform still owes: the amount and commission of every payout
 * not yet paid (scheduled, or failed and waiting for another try). The two sides come from two
 * tables written at different moments (a refund lowers a waiting payout; a payout sweep writes the
 * ledger rows and marks the payout paid), so a step that wrote one and not the other shows here.
 * Besides the sum: the ledger's payouts and fees match the payouts marked paid; no hold is left
 * open once the booking has moved past the states that may hold one; a booking that never
 * happened (declined, expired) keeps nothing; nothing is refunded beyond what came in; and every
 * row is in the booking's currency.
 */

export interface BookingMoney {
  bookingId: string;
  /** A booking's status (bookings.status). */
  status: string;
  currency: string;
  /** Ledger totals by kind and currency. */
  ledger: { kind: LedgerKind; currency: string; cents: number }[];
  payouts: { status: PayoutStatus; currency: string; amountCents: number; commissionCents: number }[];
  /**
   * Pet damage claims (decision 3550), from the claims table: what was charged and what of it was
   * paid to the owner. A charged claim not yet paid out is money the platform still holds.
   */
  claims?: { chargedCents: number; paidOutCents: number };
}

/** The statuses in which a card may still be authorised and not yet taken or let go. */
export const MAY_HOLD: ReadonlySet<string> = new Set(["pending"]);
/** Statuses of a stay that never happened: whatever came in went back. */
const NEVER_HAPPENED: ReadonlySet<string> = new Set(["declined", "expired"]);

export interface Balance {
  paidIn: number;
  refunded: number;
  paidOut: number;
  commission: number;
  stillHeld: number;
  /** Authorised and neither taken nor let go. */
  openHolds: number;
}

export interface Mismatch {
  bookingId: string;
  problem: string;
  balance: Balance;
}

export function balanceOf(money: BookingMoney): Balance {
  const sum = (...kinds: LedgerKind[]) =>
    money.ledger.filter((row) => kinds.includes(row.kind)).reduce((total, row) => total + row.cents, 0);
  const waiting = money.payouts.filter((payout) => payout.status !== "paid");
  const claims = money.claims ?? { chargedCents: 0, paidOutCents: 0 };
  return {
    paidIn: sum("capture", "charge", "claim"),
    refunded: sum("refund"),
    // A payout taken back after a refund (decision 3520) is paid out less, its commission kept less.
    paidOut: sum("payout") - sum("reversal"),
    commission: sum("fee") - sum("fee_reversal"),
    stillHeld:
      waiting.reduce((total, payout) => total + payout.amountCents + payout.commissionCents, 0) +
      (claims.chargedCents - claims.paidOutCents),
    openHolds: sum("hold") - sum("capture") - sum("release"),
  };
}

/** Every way the booking's money fails to add up (none when it does). */
export function reconcileBooking(money: BookingMoney): Mismatch[] {
  const balance = balanceOf(money);
  const problems: string[] = [];
  const { paidIn, refunded, paidOut, commission, stillHeld, openHolds } = balance;

  const foreign = [...money.ledger, ...money.payouts].filter((row) => row.currency !== money.currency);
  if (foreign.length > 0)
    problems.push(
      `rows in ${[...new Set(foreign.map((row) => row.currency))].join(", ")}, the booking is in ${money.currency}`,
    );
  if (paidIn !== refunded + paidOut + commission + stillHeld)
    problems.push(
      `paid in ${paidIn} ≠ refunded ${refunded} + paid out ${paidOut} + commission ${commission} + still held ${stillHeld}`,
    );
  const paid = money.payouts.filter((payout) => payout.status === "paid");
  const paidAmount = paid.reduce((total, payout) => total + payout.amountCents, 0);
  const paidCommission = paid.reduce((total, payout) => total + payout.commissionCents, 0);
  // A claim is paid to the owner apart from the stay's payouts (decision 3550).
  const claims = money.claims ?? { chargedCents: 0, paidOutCents: 0 };
  const ledgerClaims = money.ledger
    .filter((row) => row.kind === "claim")
    .reduce((t, row) => t + row.cents, 0);
  if (ledgerClaims !== claims.chargedCents)
    problems.push(`ledger claims ${ledgerClaims} ≠ claims marked charged ${claims.chargedCents}`);
  if (paidOut !== paidAmount + claims.paidOutCents)
    problems.push(
      `ledger payouts ${paidOut} ≠ payouts marked paid ${paidAmount}${money.claims ? ` + claims paid out ${claims.paidOutCents}` : ""}`,
    );
  if (commission !== paidCommission)
    problems.push(`ledger commission ${commission} ≠ commission of payouts marked paid ${paidCommission}`);
  if (openHolds < 0) problems.push(`more taken or let go than was held (${-openHolds})`);
  if (openHolds > 0 && !MAY_HOLD.has(money.status))
    problems.push(`a hold of ${openHolds} is still open on a ${money.status} booking`);
  if (refunded > paidIn) problems.push(`refunded ${refunded} is more than paid in ${paidIn}`);
  if (NEVER_HAPPENED.has(money.status) && paidIn !== refunded)
    problems.push(`a ${money.status} booking kept ${paidIn - refunded}`);

  return problems.map((problem) => ({ bookingId: money.bookingId, problem, balance }));
}
