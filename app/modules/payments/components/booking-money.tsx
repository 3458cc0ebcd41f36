import { Link } from "react-router";
import { formatDate, formatMoney } from "~/shared/format";
import type { BookingMoney } from "../booking-money";
import { MonthlyPayouts, MonthsToPay } from "./months-to-pay";

const day = (at: Date | string) => formatDate(new Date(at).toISOString().slice(0, 10));

/**
 * A booking's money, from the traveller's side or the owner's (decision 3510): paid, refunded,
 * held and still to come, and the owner's payout; in the direct mode, that the traveller pays the
 * owner as the listing says.
 */
export function BookingMoneyPanel({
  money,
  side,
  receiptPath,
  newCardPath,
}: {
  money: BookingMoney;
  side: "guest" | "owner";
  receiptPath?: string;
  /** Where the traveller gives a new card after a refused month (decision 3560). */
  newCardPath?: string;
}) {
  if (money.mode === "direct")
    return (
      <p className="text-sm text-muted" data-testid="booking-money">
        {side === "guest"
          ? "You pay the owner directly as their listing says: no card is charged on this site."
          : "The guest pays you directly as your listing says: no card is charged on this site."}
      </p>
    );
  const cash = (cents: number) => formatMoney(cents, money.currency, true);
  const lines: [string, number][] = [
    [side === "guest" ? "Paid" : "Paid by the guest", money.paidCents],
    ["Refunded", money.refundedCents],
    ["Held on the card, not taken", money.heldCents],
    ["Still to come", money.toComeCents],
  ];
  const { payout } = money;
  return (
    <div className="grid gap-2 text-sm" data-testid="booking-money">
      <dl className="grid gap-1">
        {lines
          .filter(([label, cents]) => cents > 0 || label.startsWith("Paid"))
          .map(([label, cents]) => (
            <div key={label} className="flex justify-between gap-3">
              <dt className="text-muted">{label}</dt>
              <dd className="text-ink tabular">{cash(cents)}</dd>
            </div>
          ))}
      </dl>
      <MonthsToPay money={money} side={side} newCardPath={newCardPath} />
      {side === "owner" && <MonthlyPayouts money={money} />}
      {side === "owner" && payout && money.payouts.length < 2 && (
        <p className="text-ink" data-testid="payout">
          {payout.status === "paid" && money.reclaimedCents > 0
            ? `Payout of ${cash(payout.amountCents + money.reclaimedCents)} paid on ${day(payout.paidAt ?? payout.dueAt)}; ${cash(money.reclaimedCents)} of it was taken back after the refund to the guest, so you keep ${cash(payout.amountCents)}`
            : payout.status === "paid"
              ? `Payout of ${cash(payout.amountCents)} paid on ${day(payout.paidAt ?? payout.dueAt)}`
              : payout.status === "failed"
                ? `Payout of ${cash(payout.amountCents)} failed; it is tried again`
                : `Payout of ${cash(payout.amountCents)} scheduled for ${day(payout.dueAt)}`}
          {payout.commissionCents > 0 ? ` (after the ${cash(payout.commissionCents)} commission).` : "."}
        </p>
      )}
      {money.mode === "demo" && <p className="text-muted">Demo payments: no real money.</p>}
      {receiptPath && money.paidCents > 0 && (
        <Link to={receiptPath} className="font-semibold text-primary underline-offset-4 hover:underline">
          Receipt
        </Link>
      )}
    </div>
  );
}
