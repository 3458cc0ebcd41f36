import type { ReactNode } from "react";
import { Form } from "react-router";
import { useT } from "~/i18n/react";
import { inputClass } from "~/ui/form";

/**
 * The console's search: one query field (`q`, kept as typed) and a button, as a plain GET form;
 * `children` adds fields between them (the bookings' status).
 */
export function OperatorSearch({
  label,
  q,
  submit,
  className = "mb-6",
  children,
}: {
  label: string;
  q: string;
  submit?: string;
  className?: string;
  children?: ReactNode;
}) {
  const t = useT("operator.search");
  return (
    <Form method="get" role="search" className={`${className} flex flex-wrap items-end gap-3`}>
      <label className="grid min-w-0 flex-1 gap-1.5 text-sm font-semibold text-ink">
        {label}
        <input
          name="q"
          defaultValue={q}
          type="search"
          maxLength={200}
          className={`${inputClass} border-line`}
        />
      </label>
      {children}
      <button
        type="submit"
        className="inline-flex h-11 items-center rounded-full bg-primary px-5 font-semibold text-on-primary"
      >
        {submit ?? t("submit")}
      </button>
    </Form>
  );
}
