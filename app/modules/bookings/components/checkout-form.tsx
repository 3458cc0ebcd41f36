import { Form } from "react-router";
import type { ReactNode } from "react";
import { useFormat, useT } from "~/i18n/react";
import { Field, Notice, SubmitButton } from "~/ui/form";
import type { CheckoutPage } from "../checkout.server";

/** The checkout's money: what the card is asked for now, later months, and what a cancellation gives back. */
export function CheckoutSummary({ page }: { page: CheckoutPage }) {
  const t = useT("checkout");
  const format = useFormat();
  const money = (cents: number) => format.money(cents, page.amounts.currency, true);
  const { amounts, refund } = page;
  const b = (chunks: ReactNode) => (
    <span className="tabular" data-testid="checkout-now">
      {chunks}
    </span>
  );
  return (
    <section aria-labelledby="checkout-amount" className="grid gap-3 text-sm" data-testid="checkout-summary">
      <h2 id="checkout-amount" className="text-lg font-semibold text-ink">
        {page.kind === "charge"
          ? t.rich("paidNow", { amount: money(amounts.nowCents), b })
          : t.rich("authorisedNow", { amount: money(amounts.nowCents), b })}
      </h2>
      <p className="text-muted">
        {t("stayLine", {
          from: format.date(page.checkIn),
          to: format.date(page.checkOut),
          nights: page.nights,
          total: money(amounts.totalCents),
        })}
      </p>
      {amounts.later.length > 0 && (
        <div>
          <p className="font-semibold text-ink">{t("firstMonth")}</p>
          <ol className="mt-1 grid gap-1" data-testid="checkout-months">
            {amounts.later.map((month) => (
              <li key={month.part} className="flex justify-between gap-3">
                <span className="text-muted">
                  {t("month", {
                    day: format.date(month.chargeOn!, { weekday: "short" }),
                    part: month.part,
                    nights: month.nights,
                    start: format.date(month.startsOn),
                  })}
                </span>
                <span className="text-ink tabular">{money(month.amountCents)}</span>
              </li>
            ))}
          </ol>
          <p className="mt-1 text-muted">{t("laterNote")}</p>
        </div>
      )}
      <p className="text-muted" data-testid="checkout-refund">
        {page.kind === "hold"
          ? t("holdLetGo", { amount: money(amounts.nowCents) })
          : refund.keptCents === 0
            ? page.freeCancellationUntil
              ? t("allBackUntil", { amount: money(refund.backCents), time: page.freeCancellationUntil })
              : t("allBack", { amount: money(refund.backCents) })
            : t("partBack", { back: money(refund.backCents), kept: money(refund.keptCents) })}
      </p>
    </section>
  );
}

/** The demo's test cards, each with how the demo card network answers it. */
export function TestCards({ cards }: { cards: CheckoutPage["cards"] }) {
  const t = useT("checkout");
  return (
    <div className="rounded-2xl border border-line bg-surface-2 p-4 text-sm">
      <p className="font-semibold text-ink">{t("testCards")}</p>
      <ul className="mt-2 grid gap-1">
        {cards.map((card) => (
          <li key={card.number} className="flex flex-wrap justify-between gap-x-3">
            <span className="font-mono text-ink tabular">{card.number}</span>
            <span className="text-muted">{t(`card.${card.behaviour}`)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-muted">{t("onlyNumber")}</p>
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
  const t = useT("checkout");
  if (askBank)
    return (
      <Form method="post" className="grid gap-3" aria-labelledby="bank-step">
        <h2 id="bank-step" className="text-lg font-semibold text-ink">
          {t("bankTitle")}
        </h2>
        <p className="text-sm text-muted">{t("bankLead")}</p>
        <input type="hidden" name="booking" value={bookingId} />
        <input type="hidden" name="cardNumber" value={number} />
        <button
          type="submit"
          name="authenticated"
          value="approved"
          className="inline-flex h-11 items-center justify-center rounded-full bg-primary px-5 font-semibold text-on-primary hover:bg-primary-strong"
        >
          {t("confirmMe")}
        </button>
        <button
          type="submit"
          name="authenticated"
          value="refused"
          className="inline-flex h-11 items-center justify-center rounded-full border border-line px-5 font-semibold text-ink hover:bg-surface-2"
        >
          {t("dontConfirm")}
        </button>
      </Form>
    );
  return (
    <Form method="post" className="grid gap-4" noValidate>
      {error && <Notice>{error}</Notice>}
      <input type="hidden" name="booking" value={bookingId} />
      <Field
        label={t("cardNumber")}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="off"
        placeholder="4242 4242 4242 4242"
        defaultValue={number}
        required
      />
      <SubmitButton>{kind === "charge" ? t("payAndBook") : t("authoriseAndSend")}</SubmitButton>
    </Form>
  );
}
