import { Link } from "react-router";
import { formatDate, formatMoney } from "~/shared/format";
import type { BookingMoney, MonthToPay } from "../booking-money";

const day = (iso: string) => formatDate(iso, { weekday: "short" });

/** Where a later month stands, in the words of the side reading it. */
function stateOf(month: MonthToPay, side: "guest" | "owner") {
  switch (month.status) {
    case "paid":
      return `Paid on ${day(month.paidOn ?? month.dueOn)}`;
    case "scheduled":
      return side === "guest"
        ? `Charged to your saved card on ${day(month.dueOn)}`
        : `Charged to the guest's card on ${day(month.dueOn)}`;
    case "retrying":
      return `Card refused; tried again on ${day(month.nextTryOn ?? month.dueOn)}`;
    case "at_risk":
      return "Unpaid after 3 tries: the stay is at risk";
  }
}

/**
 * A long stay's later months (decision 3530), paid and still to come, with their dates: each is
 * charged to the card saved at booking 3 days before it starts.
 */
export function MonthsToPay({
  money,
  side,
  newCardPath,
}: {
  money: BookingMoney;
  side: "guest" | "owner";
  newCardPath?: string | undefined;
}) {
  if (money.months.length === 0) return null;
  const refused = money.months.some((month) => month.status === "retrying" || month.status === "at_risk");
  const cash = (cents: number) => formatMoney(cents, money.currency, true);
  return (
    <div className="grid gap-1" data-testid="months-to-pay">
      <p className="font-semibold text-ink">Month by month</p>
      <ol className="grid gap-1">
        {money.months.map((month) => (
          <li
            key={month.part}
            className="flex flex-wrap justify-between gap-x-3"
            data-testid={`month-${month.part}`}
            data-status={month.status}
          >
            <span className="text-muted">
              Month {month.part} · from {day(month.startsOn)} · {month.nights} nights
            </span>
            <span className="text-ink">
              <span className="tabular">{cash(month.amountCents)}</span> · {stateOf(month, side)}
            </span>
            {month.status !== "paid" && month.failure && (
              <span className="w-full text-muted">Why: {month.failure}</span>
            )}
          </li>
        ))}
      </ol>
      {side === "guest" && refused && newCardPath && (
        <Link to={newCardPath} className="font-semibold text-primary underline-offset-4 hover:underline">
          Pay with a new card
        </Link>
      )}
      {side === "owner" && refused && (
        <p className="text-muted">
          The guest may give a new card from their trip; you are told when it pays.
        </p>
      )}
    </div>
  );
}

/** The owner's payout for each month of a long stay (decision 3530). */
export function MonthlyPayouts({ money }: { money: BookingMoney }) {
  if (money.payouts.length < 2) return null;
  const cash = (cents: number) => formatMoney(cents, money.currency, true);
  const on = (at: Date | string) => formatDate(new Date(at).toISOString().slice(0, 10));
  return (
    <ol className="grid gap-1" data-testid="monthly-payouts">
      {money.payouts.map((payout) => (
        <li key={payout.part} className="text-ink" data-testid={`payout-${payout.part}`}>
          Month {payout.part}:{" "}
          {payout.status === "paid"
            ? `payout of ${cash(payout.amountCents)} paid on ${on(payout.paidAt ?? payout.dueAt)}`
            : payout.status === "failed"
              ? `payout of ${cash(payout.amountCents)} failed; it is tried again`
              : `payout of ${cash(payout.amountCents)} scheduled for ${on(payout.dueAt)}`}
          {payout.commissionCents > 0 ? ` (after the ${cash(payout.commissionCents)} commission)` : ""}
        </li>
      ))}
    </ol>
  );
}

/** The receipt's months still to come of a long stay, with the day each is charged. */
export function MonthsToCome({
  months,
  money,
}: {
  months: { label: string; on: string; cents: number; atRisk: boolean; retryOn: string | null }[];
  money: (cents: number) => string;
}) {
  if (months.length === 0) return null;
  return (
    <section className="grid gap-1 text-sm" aria-labelledby="receipt-to-come" data-testid="receipt-to-come">
      <h2 id="receipt-to-come" className="font-semibold text-ink">
        Still to come, charged to your saved card
      </h2>
      <ul className="grid gap-1">
        {months.map((month) => (
          <li key={month.label} className="flex justify-between gap-3">
            <span className="text-muted">
              {month.label} ·{" "}
              {month.atRisk
                ? "unpaid after 3 tries"
                : month.retryOn
                  ? `card refused, tried again on ${month.retryOn}`
                  : `on ${month.on}`}
            </span>
            <span className="text-ink tabular">{money(month.cents)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
