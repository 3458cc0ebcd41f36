import { useT } from "~/i18n/react";
import { Icon } from "~/ui/icon";
import type { FilterField, SearchFilters } from "../search-filters.ts";
import { SearchFiltersForm } from "./search-filters-form";

/**
 * The filters: a collapsible panel on small screens (open when a value was refused), a sticky one
 * beside the results on large. Some fifty controls, drawn by the server as a plain GET form that
 * works at once; the search route loads this code (the live count, the pickers) after the load
 * event (decision 2104).
 */
export function FiltersPanel({
  path,
  filters,
  values,
  fieldErrors,
  activeFilters,
  savedPets = null,
  count,
}: {
  path: string;
  filters: SearchFilters;
  values: Record<string, string>;
  fieldErrors: Partial<Record<FilterField, string>>;
  activeFilters: number;
  savedPets?: { id: string; name: string; species: string }[] | null;
  /** "24 stays", for the panel's "Show 24 stays". */
  count?: string;
}) {
  const t = useT("search");
  // The same form in both places; the prefix keeps their field ids apart.
  const form = (idPrefix: string) => (
    <SearchFiltersForm
      idPrefix={idPrefix}
      action={path}
      filters={filters}
      values={values}
      fieldErrors={fieldErrors}
      savedPets={savedPets}
      count={count}
    />
  );
  return (
    <aside aria-label={t("filters")}>
      {/* Past the whole panel in one key press (the filters hold some 50 controls). */}
      <a
        href="#results"
        className="sr-only rounded-xl bg-primary px-4 py-2 font-semibold text-on-primary focus:not-sr-only focus:mb-3 focus:inline-block"
      >
        {t("skipToResults")}
      </a>
      <details
        className="group rounded-3xl border border-line bg-surface shadow-card lg:hidden"
        open={Object.keys(fieldErrors).length > 0}
      >
        <summary className="flex cursor-pointer items-center gap-2 p-4 font-semibold text-ink">
          <Icon name="sliders-horizontal" className="size-5 text-primary" />
          {t("filtersCount", { count: activeFilters })}
        </summary>
        <div className="border-t border-line p-4">{form("m")}</div>
      </details>
      <div className="sticky top-24 hidden max-h-[calc(100dvh-14rem)] overflow-y-auto rounded-3xl border border-line bg-surface p-5 shadow-card lg:block">
        {form("f")}
      </div>
    </aside>
  );
}
