import { useFormat, useT } from "~/i18n/react";

/** The heading and the live count: "24 stays free from … to …, total price shown". */
export function SearchSummary({
  heading,
  count,
  checkIn,
  checkOut,
}: {
  heading: string;
  count: string;
  checkIn?: string;
  checkOut?: string;
}) {
  const t = useT("search");
  const format = useFormat();
  return (
    <div>
      <h1 className="text-2xl text-ink sm:text-3xl">{heading}</h1>
      <p className="mt-1 text-muted" role="status" data-testid="result-count">
        <span className="font-semibold text-ink tabular">{count}</span>
        {checkIn && checkOut && (
          <>
            {" "}
            {t("freeBetween", { from: format.date(checkIn, { year: undefined }), to: format.date(checkOut) })}
          </>
        )}
        {!checkIn && ` · ${t("addDates")}`}
      </p>
    </div>
  );
}

/** Close matches for a place nothing matched as typed, and the filters that could not be used. */
export function SearchNotices({
  fuzzyWhere,
  fieldErrors,
}: {
  fuzzyWhere?: string;
  fieldErrors: Partial<Record<string, string>>;
}) {
  const messages = Object.values(fieldErrors);
  const t = useT("search");
  return (
    <>
      {fuzzyWhere !== undefined && (
        <p className="mt-4 rounded-2xl bg-primary-soft px-4 py-3 text-sm text-ink">
          {t("fuzzy", { where: fuzzyWhere })}
        </p>
      )}
      {messages.length > 0 && (
        <div
          role="alert"
          className="mt-6 rounded-2xl border border-danger/40 bg-surface p-4 text-sm text-danger"
        >
          {t("unusedFilters", { reasons: messages.join(" ") })}
        </div>
      )}
    </>
  );
}
