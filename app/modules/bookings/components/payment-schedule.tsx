import { formatDate, formatMoney } from "~/shared/format";
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
  const money = (cents: number) => formatMoney(cents, terms.currency, true);
  const installments = paymentSchedule(quote, terms.petFeeBasis, checkIn);
  const day = (iso: string) => formatDate(iso, { weekday: "short" });
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
      <p className="font-semibold text-ink">
        {pending ? "If the owner accepts, you pay them directly:" : "You pay the owner directly:"}
      </p>
      {installments.length === 1 ? (
        <p className="text-muted">
          <span className="font-semibold text-ink tabular">{money(installments[0]!.amountCents)}</span> at
          check-in, {day(installments[0]!.dueOn)}.
        </p>
      ) : (
        <ol className="grid gap-1">
          {installments.map((installment, i) => (
            <li key={installment.dueOn} className="flex justify-between gap-3">
              <span className="text-muted">
                {day(installment.dueOn)}
                {i === 0 ? " (check-in)" : ""} · {installment.nights} nights
              </span>
              <span className="text-ink tabular">{money(installment.amountCents)}</span>
            </li>
          ))}
        </ol>
      )}
      {quote.depositCents > 0 && (
        <p className="text-muted">
          Plus the refundable pet deposit of {money(quote.depositCents)} at check-in, returned after
          check-out.
        </p>
      )}
      <p className="text-muted">No card is charged on this site.</p>
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
  return (
    <div className="grid gap-2 text-sm" data-testid="payment-schedule">
      <p className="font-semibold text-ink">
        {pending ? "Your card is authorised for " : "Paid by card when you book: "}
        <span className="tabular">{money(first!.amountCents)}</span>
        {pending ? ", taken only if the owner accepts." : "."}
      </p>
      {later.length > 0 && (
        <>
          <p className="text-muted">
            Later months, charged to the same card (saved when you book) 3 days before each starts:
          </p>
          <ol className="grid gap-1">
            {later.map((month) => (
              <li key={month.part} className="flex justify-between gap-3">
                <span className="text-muted">
                  {day(month.chargeOn!)} · month {month.part}, {month.nights} nights from{" "}
                  {day(month.startsOn)}
                </span>
                <span className="text-ink tabular">{money(month.amountCents)}</span>
              </li>
            ))}
          </ol>
        </>
      )}
      {demo && <p className="text-muted">Demo payments: no real money.</p>}
    </div>
  );
}
