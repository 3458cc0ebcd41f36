import { formatDate, formatMoney } from "~/shared/format";
import { type PriceQuote, type PriceTerms } from "~/modules/stays/pricing";
import { paymentSchedule } from "../payment.ts";

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
  if (viaCard)
    return <CardSchedule installments={installments} money={money} day={day} pending={pending} demo={demo} />;
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

/** Paid through the site: the first payment by card at booking, later months to the owner on their dates. */
function CardSchedule({
  installments,
  money,
  day,
  pending,
  demo,
}: {
  installments: { dueOn: string; amountCents: number; nights: number }[];
  money: (cents: number) => string;
  day: (iso: string) => string;
  pending: boolean;
  demo: boolean;
}) {
  const [first, ...later] = installments;
  return (
    <div className="grid gap-2 text-sm" data-testid="payment-schedule">
      <p className="font-semibold text-ink">
        {pending ? "Your card is authorised for " : "Paid by card when you book: "}
        <span className="tabular">{money(first!.amountCents)}</span>
        {pending ? ", taken only if the owner accepts." : "."}
      </p>
      {later.length > 0 && (
        <>
          <p className="text-muted">Later months, paid to the owner directly on their dates:</p>
          <ol className="grid gap-1">
            {later.map((month) => (
              <li key={month.dueOn} className="flex justify-between gap-3">
                <span className="text-muted">
                  {day(month.dueOn)} · {month.nights} nights
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
