import { Link } from "react-router";
import { useFormat, useT } from "~/i18n/react";
import type { BookingMoney } from "../booking-money";
import { MonthlyPayouts, MonthsToPay } from "./months-to-pay";

/**
 * A booking's money, from the traveller's side or the owner's (decision 3510): paid, refunded,
 * held and still to come, and the owner's payout; in the direct mode, that the traveller pays the
 * owner as the listing says. In the reader's language, amounts in the stay's currency.
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
  const t = useT("payments");
  const format = useFormat();
  if (money.mode === "direct")
    return (
      <p className="text-sm text-muted" data-testid="booking-money">
        {side === "guest" ? t("directGuest") : t("directOwner")}
      </p>
    );
  const cash = (cents: number) => format.money(cents, money.currency, true);
  const day = (at: Date | string) => format.date(new Date(at).toISOString().slice(0, 10));
  // The paid line always shows; the others only when they hold money.
  const lines: [string, number, boolean][] = [
    [side === "guest" ? t("paid") : t("paidByGuest"), money.paidCents, true],
    [t("refunded"), money.refundedCents, false],
    [t("held"), money.heldCents, false],
    [t("toCome"), money.toComeCents, false],
  ];
  const { payout } = money;
  const commission = payout && payout.commissionCents > 0 ? cash(payout.commissionCents) : "none";
  return (
    <div className="grid gap-2 text-sm" data-testid="booking-money">
      <dl className="grid gap-1">
        {lines
          .filter(([, cents, always]) => cents > 0 || always)
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
            ? t("payoutReclaimed", {
                amount: cash(payout.amountCents + money.reclaimedCents),
                day: day(payout.paidAt ?? payout.dueAt),
                reclaimed: cash(money.reclaimedCents),
                kept: cash(payout.amountCents),
                commission,
              })
            : payout.status === "paid"
              ? t("payoutPaid", {
                  amount: cash(payout.amountCents),
                  day: day(payout.paidAt ?? payout.dueAt),
                  commission,
                })
              : payout.status === "failed"
                ? t("payoutFailed", { amount: cash(payout.amountCents), commission })
                : t("payoutScheduled", {
                    amount: cash(payout.amountCents),
                    day: day(payout.dueAt),
                    commission,
                  })}
        </p>
      )}
      {money.mode === "demo" && <p className="text-muted">{t("demo")}</p>}
      {receiptPath && money.paidCents > 0 && (
        <Link to={receiptPath} className="font-semibold text-primary underline-offset-4 hover:underline">
          {t("receipt")}
        </Link>
      )}
    </div>
  );
}
