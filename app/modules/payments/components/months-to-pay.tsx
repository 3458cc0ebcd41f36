import { Link } from "react-router";
import { useFormat, useT } from "~/i18n/react";
import type { BookingMoney, MonthToPay } from "../booking-money";

/** Where a later month stands, in the words of the side reading it (`payments.month`). */
function stateOf(month: MonthToPay, side: "guest" | "owner", say: (key: string, day?: string) => string) {
  switch (month.status) {
    case "paid":
      return say("paidOn", month.paidOn ?? month.dueOn);
    case "scheduled":
      return say(side === "guest" ? "chargedYours" : "chargedGuest", month.dueOn);
    case "retrying":
      return say("retrying", month.nextTryOn ?? month.dueOn);
    case "at_risk":
      return say("atRisk");
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
  const t = useT("payments.month");
  const format = useFormat();
  if (money.months.length === 0) return null;
  const refused = money.months.some((month) => month.status === "retrying" || month.status === "at_risk");
  const cash = (cents: number) => format.money(cents, money.currency, true);
  const day = (iso: string) => format.date(iso, { weekday: "short" });
  const say = (key: string, on?: string) => t(key, { day: on ? day(on) : "" });
  return (
    <div className="grid gap-1" data-testid="months-to-pay">
      <p className="font-semibold text-ink">{t("title")}</p>
      <ol className="grid gap-1">
        {money.months.map((month) => (
          <li
            key={month.part}
            className="flex flex-wrap justify-between gap-x-3"
            data-testid={`month-${month.part}`}
            data-status={month.status}
          >
            <span className="text-muted">
              {t("line", { part: month.part, day: day(month.startsOn), nights: month.nights })}
            </span>
            <span className="text-ink">
              <span className="tabular">{cash(month.amountCents)}</span> · {stateOf(month, side, say)}
            </span>
            {month.status !== "paid" && month.failure && (
              <span className="w-full text-muted">{t("why", { failure: month.failure })}</span>
            )}
          </li>
        ))}
      </ol>
      {side === "guest" && refused && newCardPath && (
        <Link to={newCardPath} className="font-semibold text-primary underline-offset-4 hover:underline">
          {t("newCard")}
        </Link>
      )}
      {side === "owner" && refused && <p className="text-muted">{t("newCardOwner")}</p>}
    </div>
  );
}

/** The owner's payout for each month of a long stay (decision 3530). */
export function MonthlyPayouts({ money }: { money: BookingMoney }) {
  const t = useT("payments.month");
  const format = useFormat();
  if (money.payouts.length < 2) return null;
  const cash = (cents: number) => format.money(cents, money.currency, true);
  const on = (at: Date | string) => format.date(new Date(at).toISOString().slice(0, 10));
  return (
    <ol className="grid gap-1" data-testid="monthly-payouts">
      {money.payouts.map((payout) => {
        const values = {
          part: payout.part,
          amount: cash(payout.amountCents),
          commission: payout.commissionCents > 0 ? cash(payout.commissionCents) : "none",
        };
        return (
          <li key={payout.part} className="text-ink" data-testid={`payout-${payout.part}`}>
            {payout.status === "paid"
              ? t("payoutPaid", { ...values, day: on(payout.paidAt ?? payout.dueAt) })
              : payout.status === "failed"
                ? t("payoutFailed", values)
                : t("payoutScheduled", { ...values, day: on(payout.dueAt) })}
          </li>
        );
      })}
    </ol>
  );
}

/** The receipt's months still to come of a long stay, with the day each is charged. */
export function MonthsToCome({
  months,
  money,
}: {
  months: { part: number; on: string; cents: number; atRisk: boolean; retryOn: string | null }[];
  money: (cents: number) => string;
}) {
  const t = useT("payments.month");
  const format = useFormat();
  if (months.length === 0) return null;
  return (
    <section className="grid gap-1 text-sm" aria-labelledby="receipt-to-come" data-testid="receipt-to-come">
      <h2 id="receipt-to-come" className="font-semibold text-ink">
        {t("toComeTitle")}
      </h2>
      <ul className="grid gap-1">
        {months.map((month) => (
          <li key={month.part} className="flex justify-between gap-3">
            <span className="text-muted">
              {month.atRisk
                ? t("toComeAtRisk", { part: month.part })
                : month.retryOn
                  ? t("toComeRetry", { part: month.part, day: format.date(month.retryOn) })
                  : t("toComeOn", { part: month.part, day: format.date(month.on) })}
            </span>
            <span className="text-ink tabular">{money(month.cents)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
