import { Form } from "react-router";
import { formatDate, formatMoney } from "~/shared/format";
import { Field, Notice, SubmitButton } from "~/ui/form";
import type { CheckoutPage } from "../checkout.server";

/** The checkout's money: what the card is asked for now, later months, and what a cancellation gives back. */
export function CheckoutSummary({ page }: { page: CheckoutPage }) {
  const money = (cents: number) => formatMoney(cents, page.amounts.currency, true);
  const { amounts, refund } = page;
  return (
    <section aria-labelledby="checkout-amount" className="grid gap-3 text-sm" data-testid="checkout-summary">
      <h2 id="checkout-amount" className="text-lg font-semibold text-ink">
        {page.kind === "charge" ? "Paid now" : "Authorised now, taken when the owner accepts"}:{" "}
        <span className="tabular" data-testid="checkout-now">
          {money(amounts.nowCents)}
        </span>
      </h2>
      <p className="text-muted">
        {formatDate(page.checkIn)} to {formatDate(page.checkOut)} · {page.nights} nights · total{" "}
        {money(amounts.totalCents)}
      </p>
      {amounts.later.length > 0 && (
        <div>
          <p className="font-semibold text-ink">
            A stay of a month or more: the first month now, then each month charged to this card (saved for
            it) 3 days before the month starts
          </p>
          <ol className="mt-1 grid gap-1" data-testid="checkout-months">
            {amounts.later.map((month) => (
              <li key={month.part} className="flex justify-between gap-3">
                <span className="text-muted">
                  {formatDate(month.chargeOn!, { weekday: "short" })} · month {month.part}, {month.nights}{" "}
                  nights from {formatDate(month.startsOn)}
                </span>
                <span className="text-ink tabular">{money(month.amountCents)}</span>
              </li>
            ))}
          </ol>
          <p className="mt-1 text-muted">
            A refused charge is tried again 1 and 3 days later; both you and the owner are told.
          </p>
        </div>
      )}
      <p className="text-muted" data-testid="checkout-refund">
        {page.kind === "hold"
          ? `Withdraw before the owner answers and the hold of ${money(amounts.nowCents)} is let go: nothing is taken.`
          : refund.keptCents === 0
            ? `Cancel now and all ${money(refund.backCents)} comes back to your card${page.freeCancellationUntil ? ` (free cancellation until ${page.freeCancellationUntil})` : ""}.`
            : `Cancel now and ${money(refund.backCents)} comes back to your card; the cancellation policy keeps ${money(refund.keptCents)}.`}
      </p>
    </section>
  );
}

/** The demo's test cards, each with how the demo card network answers it. */
export function TestCards({ cards }: { cards: CheckoutPage["cards"] }) {
  return (
    <div className="rounded-2xl border border-line bg-surface-2 p-4 text-sm">
      <p className="font-semibold text-ink">Test cards</p>
      <ul className="mt-2 grid gap-1">
        {cards.map((card) => (
          <li key={card.number} className="flex flex-wrap justify-between gap-x-3">
            <span className="font-mono text-ink tabular">{card.number}</span>
            <span className="text-muted">{card.label}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-muted">Only the number is asked: no expiry date, no security code.</p>
    </div>
  );
}

/** The card form, or the simulated bank step when the card asks the traveller to confirm. */
export function CheckoutForm({
  bookingId,
  kind,
  number,
  error,
  askBank,
}: {
  bookingId: string;
  kind: CheckoutPage["kind"];
  number: string;
  error?: string;
  askBank: boolean;
}) {
  if (askBank)
    return (
      <Form method="post" className="grid gap-3" aria-labelledby="bank-step">
        <h2 id="bank-step" className="text-lg font-semibold text-ink">
          Your bank asks you to confirm this payment
        </h2>
        <p className="text-sm text-muted">
          A simulated check (3-D Secure): a real bank would show its own page here.
        </p>
        <input type="hidden" name="booking" value={bookingId} />
        <input type="hidden" name="cardNumber" value={number} />
        <button
          type="submit"
          name="authenticated"
          value="approved"
          className="inline-flex h-11 items-center justify-center rounded-full bg-primary px-5 font-semibold text-on-primary hover:bg-primary-strong"
        >
          Confirm it's me
        </button>
        <button
          type="submit"
          name="authenticated"
          value="refused"
          className="inline-flex h-11 items-center justify-center rounded-full border border-line px-5 font-semibold text-ink hover:bg-surface-2"
        >
          Don't confirm
        </button>
      </Form>
    );
  return (
    <Form method="post" className="grid gap-4" noValidate>
      {error && <Notice>{error}</Notice>}
      <input type="hidden" name="booking" value={bookingId} />
      <Field
        label="Card number"
        name="cardNumber"
        inputMode="numeric"
        autoComplete="off"
        placeholder="4242 4242 4242 4242"
        defaultValue={number}
        required
      />
      <SubmitButton>{kind === "charge" ? "Pay and book" : "Authorise and send the request"}</SubmitButton>
    </Form>
  );
}
