import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { Notice, SubmitButton } from "~/ui/form";
import type { CancellationView } from "../cancel-view.ts";
import { useT } from "~/i18n/react";

const linkButton =
  "inline-flex h-11 items-center justify-center rounded-full px-5 text-sm font-semibold focus-visible:outline-2";

/**
 * Cancelling a trip in two steps, with or without JavaScript: the panel says what cancelling would
 * mean; its button opens the confirmation (`?cancel=confirm`), which shows the amounts against what
 * was paid, the deadline and the rule, and changes nothing until "Yes, cancel" is pressed.
 */
export function CancelPanel({
  tripId,
  view,
  confirming,
  error,
}: {
  tripId: string;
  view: CancellationView;
  confirming: boolean;
  error?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving at the confirmation (a link in the same page): focus goes to its question.
  useEffect(() => {
    if (confirming) heading.current?.focus();
  }, [confirming]);
  const t = useT("trips.cancel");
  const what = view.withdraw ? "request" : "booking";
  return (
    <section
      id="cancel"
      aria-labelledby="cancel-heading"
      className="rounded-3xl border border-danger/40 bg-surface p-5 shadow-card sm:p-7"
    >
      <h2 id="cancel-heading" ref={heading} tabIndex={-1} className="text-lg text-ink focus:outline-none">
        {confirming ? t("ask", { what }) : view.withdraw ? t("withdrawTitle") : t("cancelTitle")}
      </h2>
      {error && (
        <div className="mt-4">
          <Notice>{error}</Notice>
        </div>
      )}
      {!confirming ? (
        <>
          <p className="mt-2 text-sm text-ink" data-testid="cancel-summary">
            {view.summary}
          </p>
          {view.deadline && <p className="mt-1 text-sm text-muted">{view.deadline}</p>}
          <Link
            to={`/user/bookings/${tripId}?cancel=confirm#cancel`}
            preventScrollReset
            className={`${linkButton} mt-4 border border-danger/60 text-danger hover:bg-danger/5`}
          >
            {view.withdraw ? t("withdrawOpen") : t("cancelOpen")}
          </Link>
        </>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">{t("untilConfirm")}</p>
          <dl className="mt-4 grid gap-2 text-sm" data-testid="cancel-amounts">
            <Row label={t("total")} value={view.total} />
            <Row label={t("paidSoFar")} value={view.nothingPaid ? t("nothingYet") : view.paid} />
            {!view.withdraw && <Row label={t("kept")} value={view.kept} />}
            {!view.nothingPaid && <Row label={t("back")} value={view.back} strong />}
            <Row label={t("owe")} value={view.oweCents === 0 ? t("nothing") : view.owe} strong />
          </dl>
          <p className="mt-4 text-sm font-semibold text-ink" data-testid="cancel-summary">
            {view.summary}
          </p>
          {view.deadline && <p className="mt-1 text-sm text-ink">{view.deadline}</p>}
          <p className="mt-1 text-sm text-muted">{view.reason}</p>
          {view.deposit && (
            <p className="mt-1 text-sm text-muted">{t("deposit", { deposit: view.deposit })}</p>
          )}
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <Form method="post" action={`/user/bookings/${tripId}`} className="w-full sm:w-64">
              <input type="hidden" name="keptCents" value={view.keptCents} />
              <SubmitButton intent="cancel" variant="danger">
                {view.withdraw ? t("yesWithdraw") : t("yesCancel")}
              </SubmitButton>
            </Form>
            <Link
              to={`/user/bookings/${tripId}`}
              preventScrollReset
              className={`${linkButton} border border-line text-ink hover:bg-surface-2`}
            >
              {t("keep", { what })}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-line pb-2">
      <dt className="text-muted">{label}</dt>
      <dd className={`tabular ${strong ? "font-bold text-ink" : "text-ink"}`}>{value}</dd>
    </div>
  );
}
