import type { ReactNode } from "react";
import { useFormat, useT } from "~/i18n/react";
import { type PriceQuote, type PriceTerms } from "~/modules/stays/pricing";
import { paymentSchedule } from "../payment.ts";
import { monthsOfStay } from "../instalments.ts";

/** What is paid to the owner, and when (payment.ts); the deposit apart. */
export function PaymentSchedule({
  quote,
  terms,
  checkIn,
  pending = false,
  viaCard = false,
  demo = false,
}: {
  quote: PriceQuote;
  terms: PriceTerms;
  checkIn: string;
  /** A request the owner has not accepted yet: nothing is due until they do. */
  pending?: boolean;
  /** Payments go through the site (decision 3510): the first payment by card when booking. */
  viaCard?: boolean;
  /** Demo payments (no real money): said under the card's amounts. */
  demo?: boolean;
}) {
  const t = useT("booking.schedule");
  const format = useFormat();
  const money = (cents: number) => format.money(cents, terms.currency, true);
  const installments = paymentSchedule(quote, terms.petFeeBasis, checkIn);
  const day = (iso: string) => format.date(iso, { weekday: "short" });
  const b = (chunks: ReactNode) => <span className="font-semibold text-ink tabular">{chunks}</span>;
  if (viaCard) {
    const months = monthsOfStay({
      quote,
      petFeeBasis: terms.petFeeBasis,
      checkIn,
      currency: terms.currency ?? "USD",
    });
    return <CardSchedule months={months} money={money} day={day} pending={pending} demo={demo} />;
  }
  return (
    <div className="grid gap-2 text-sm" data-testid="payment-schedule">
      <p className="font-semibold text-ink">{pending ? t("ifAccepts") : t("direct")}</p>
      {installments.length === 1 ? (
        <p className="text-muted">
          {t.rich("atCheckIn", {
            amount: money(installments[0]!.amountCents),
            day: day(installments[0]!.dueOn),
            b,
          })}
        </p>
      ) : (
        <ol className="grid gap-1">
          {installments.map((installment, i) => (
            <li key={installment.dueOn} className="flex justify-between gap-3">
              <span className="text-muted">
                {t("instalment", {
                  day: day(installment.dueOn),
                  first: i === 0 ? "yes" : "no",
                  nights: installment.nights,
                })}
              </span>
              <span className="text-ink tabular">{money(installment.amountCents)}</span>
            </li>
          ))}
        </ol>
      )}
      {quote.depositCents > 0 && (
        <p className="text-muted">{t("deposit", { amount: money(quote.depositCents) })}</p>
      )}
      <p className="text-muted">{t("noCard")}</p>
    </div>
  );
}

/**
 * Paid through the site: the first payment by card at booking; a long stay's later months charged
 * to the card saved at booking, 3 days before each starts (decision 3530).
 */
function CardSchedule({
  months,
  money,
  day,
  pending,
  demo,
}: {
  months: ReturnType<typeof monthsOfStay>;
  money: (cents: number) => string;
  day: (iso: string) => string;
  pending: boolean;
  demo: boolean;
}) {
  const [first, ...later] = months;
  const t = useT("booking.schedule");
  const b = (chunks: ReactNode) => <span className="tabular">{chunks}</span>;
  return (
    <div className="grid gap-2 text-sm" data-testid="payment-schedule">
      <p className="font-semibold text-ink">
        {pending
          ? t.rich("authorised", { amount: money(first!.amountCents), b })
          : t.rich("paidByCard", { amount: money(first!.amountCents), b })}
      </p>
      {later.length > 0 && (
        <>
          <p className="text-muted">{t("laterMonths")}</p>
          <ol className="grid gap-1">
            {later.map((month) => (
              <li key={month.part} className="flex justify-between gap-3">
                <span className="text-muted">
                  {t("month", {
                    day: day(month.chargeOn!),
                    part: month.part,
                    nights: month.nights,
                    start: day(month.startsOn),
                  })}
                </span>
                <span className="text-ink tabular">{money(month.amountCents)}</span>
              </li>
            ))}
          </ol>
        </>
      )}
      {demo && <p className="text-muted">{t("demo")}</p>}
    </div>
  );
}
