import { useT } from "~/i18n/react";
import { Icon } from "~/ui/icon";
import { useEffect, useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import { filtersToParams, SORTS, type SearchFilters } from "../search-filters.ts";

/** The sort select: submits on change, or with its button when scripts are off. */
export function SortForm({ filters, path }: { filters: SearchFilters; path: string }) {
  const submit = useSubmit();
  const t = useT("search.sort");
  const hidden = [...filtersToParams({ ...filters, sort: "relevance", page: 1 }).entries()];
  const select = useRef<HTMLSelectElement>(null);
  // An order chosen before this code arrived (the page hydrates after the load event, decision 4030)
  // changed the select without a submit: submit it now. A page drawn afresh holds the order it shows.
  useEffect(() => {
    const chosen = select.current;
    if (chosen && chosen.value !== filters.sort) submit(chosen.form);
    // Once, when the form first draws.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Form method="get" action={path} className="flex items-center gap-2" aria-label={t("label")}>
      {hidden.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="sort" className="text-sm font-semibold text-muted">
        {t("by")}
      </label>
      <select
        ref={select}
        id="sort"
        name="sort"
        defaultValue={filters.sort}
        onChange={(event) => submit(event.currentTarget.form)}
        className="h-10 rounded-xl border border-line bg-surface px-3 text-sm text-ink"
      >
        {Object.keys(SORTS).map((value) => (
          <option key={value} value={value}>
            {t(value)}
          </option>
        ))}
      </select>
      <noscript>
        <button
          type="submit"
          className="h-10 rounded-xl border border-line px-3 text-sm font-semibold text-ink"
        >
          {t("submit")}
        </button>
      </noscript>
    </Form>
  );
}

/** Grid or list, the same filters kept. */
export function ViewSwitch({
  view,
  gridHref,
  listHref,
}: {
  view: "grid" | "list";
  gridHref: string;
  listHref: string;
}) {
  const t = useT("search.view");
  const look = (current: boolean) =>
    `inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold ${current ? "bg-primary text-on-primary" : "text-ink hover:bg-surface-2"}`;
  return (
    <div className="flex rounded-xl border border-line bg-surface p-1" role="group" aria-label={t("label")}>
      <Link
        to={gridHref}
        aria-current={view === "grid" ? "page" : undefined}
        className={look(view === "grid")}
      >
        <Icon name="layout-grid" className="size-4" /> {t("grid")}
      </Link>
      <Link
        to={listHref}
        aria-current={view === "list" ? "page" : undefined}
        className={look(view === "list")}
      >
        <Icon name="list" className="size-4" /> {t("list")}
      </Link>
    </div>
  );
}
