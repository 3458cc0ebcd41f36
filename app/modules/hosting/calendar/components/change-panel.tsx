import { Icon } from "~/ui/icon";
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { Form } from "react-router";
import { addDays } from "~/shared/dates";
import { useFormat, useT } from "~/i18n/react";
import type { FieldErrors } from "~/shared/forms";
import { Field, Notice, SubmitButton } from "~/ui/form";

export interface CalendarReply {
  fieldErrors: FieldErrors;
  values: Record<string, string>;
  formError: string | null;
}

/**
 * The form that changes selected nights (block, open, price, reset), the same on one home's calendar
 * and on the calendar of several homes: the page adds its own fields (the months on screen; the
 * home and the first night on screen).
 */
export function ChangePanel({
  reply,
  today,
  lastNight,
  currency,
  start,
  last,
  nights,
  status,
  onStart,
  onLast,
  children,
}: {
  reply?: CalendarReply;
  today: string;
  lastNight: string;
  currency: string;
  start: string;
  last: string;
  nights: number;
  status: string;
  onStart: (v: string) => void;
  onLast: (v: string) => void;
  children?: ReactNode;
}) {
  const id = useId();
  const t = useT("hostCalendar.change");
  const format = useFormat();
  const priceButton = useRef<HTMLDivElement>(null);
  // Enter in a price field sets the price (the form's first button would block the nights).
  const enterSetsPrice = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    priceButton.current?.querySelector("button")?.click();
  };
  const fieldErrors = reply?.fieldErrors ?? {};
  return (
    <section
      aria-labelledby={`${id}-heading`}
      id="change-nights"
      className="rounded-3xl border border-line bg-surface p-5 shadow-card"
    >
      <h2 id={`${id}-heading`} className="text-lg text-ink">
        {t("title")}
      </h2>
      <p role="status" className="mt-1 text-sm text-muted">
        {status}
      </p>
      <Form method="post" className="mt-4 grid gap-4" noValidate>
        {reply?.formError && <Notice>{reply.formError}</Notice>}
        {/* Enter in a date field: no action chosen, the server asks which (never blocks by surprise). */}
        <button type="submit" hidden tabIndex={-1} aria-hidden />
        {children}
        <div className="grid grid-cols-2 gap-3 xl:grid-cols-1">
          <Field
            label={t("first")}
            name="start"
            type="date"
            min={today}
            max={lastNight}
            value={start}
            onChange={(e) => onStart(e.target.value)}
            error={fieldErrors.start}
          />
          <Field
            label={t("last")}
            name="last"
            type="date"
            min={start || today}
            max={lastNight}
            value={last}
            onChange={(e) => onLast(e.target.value)}
            error={fieldErrors.last}
          />
        </div>
        {nights > 1 && (
          <p className="-mt-2 text-sm text-muted">
            {t("nights", { count: nights, checkOut: format.date(addDays(last, 1)) })}
          </p>
        )}
        {fieldErrors.intent && <Notice>{fieldErrors.intent}</Notice>}
        <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-1">
          <SubmitButton intent="block" variant="secondary">
            <Icon name="ban" className="size-4" /> {t("block")}
          </SubmitButton>
          <SubmitButton intent="open" variant="secondary">
            {t("open")}
          </SubmitButton>
        </div>
        <fieldset className="grid gap-3 border-t border-line pt-4">
          <legend className="float-start mb-1 text-sm font-semibold text-ink">{t("priceLegend")}</legend>
          <Field
            label={t("rate", { currency })}
            name="rate"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={reply?.values.rate ?? ""}
            onKeyDown={enterSetsPrice}
            error={fieldErrors.rate}
          />
          <Field
            label={t("minNights")}
            name="minNights"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={reply?.values.minNights ?? ""}
            onKeyDown={enterSetsPrice}
            hint={t("minNightsHint")}
            error={fieldErrors.minNights}
          />
          <div ref={priceButton} className="grid gap-2 sm:grid-cols-2 xl:grid-cols-1">
            <SubmitButton intent="price">
              <Icon name="tag" className="size-4" /> {t("price")}
            </SubmitButton>
            <SubmitButton intent="reset" variant="secondary">
              {t("reset")}
            </SubmitButton>
          </div>
        </fieldset>
      </Form>
    </section>
  );
}
