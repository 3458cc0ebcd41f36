import { useLocation } from "react-router";
import { SortForm, ViewSwitch } from "~/modules/stays/components/search-controls";
import { SearchNotices, SearchSummary } from "~/modules/stays/components/search-results";
import { searchView } from "~/modules/stays/search-view";
import { useSavedPets } from "~/modules/accounts/personal";
import { splitLocalePath } from "~/i18n/locales";
import { useLocalize, useT } from "~/i18n/react";
import { afterLoad } from "~/shared/after-load";
import { hydrateLater } from "~/shared/hydrate-later";
import type { Route } from "./+types/search";

// The filters: a plain GET form the server draws; their code (live count, pickers) after the load event.
const FiltersPanel = hydrateLater("filters", () =>
  afterLoad()
    .then(() => import("~/modules/stays/components/filters-panel"))
    .then((m) => m.FiltersPanel),
);
// The cards, their map and the pages are drawn by the server and their links work at once; their
// code (the wishlist hearts, the map) comes after the load event (decision 2104).
const SearchResultsArea = hydrateLater("results", () =>
  afterLoad()
    .then(() => import("~/modules/stays/components/search-results-area"))
    .then((m) => m.SearchResultsArea),
);

/**
 * The search page: the route (`search.tsx`) gives it its loader's data, and the
 * element's id that brings this code when reached.
 */
export function SearchPage({
  id,
  data: loaderData,
}: {
  id: string;
  data: Route.ComponentProps["loaderData"];
}) {
  const { filters, fieldErrors, values, result, relax } = loaderData;
  const savedPets = useSavedPets(loaderData.savedPets);
  // The route serves three paths: the canonical one, /listing (grid) and /list (list), each also
  // under a language prefix (/es/…), which every link and form keeps (decision 3800).
  const { path } = splitLocalePath(useLocation().pathname);
  const localize = useLocalize();
  const t = useT("search");
  const plain = searchView({ filters, result, path, relax });
  const view = {
    ...plain,
    heading: t("heading", {
      where: filters.where ?? "",
      area: filters.where ? "place" : filters.bounds ? "map" : "none",
    }),
    count: t("count", { count: result.total, capped: result.totalCapped ? "yes" : "no" }),
    gridHref: localize(plain.gridHref),
    listHref: localize(plain.listHref),
    relaxLinks: plain.relaxLinks.map((r) => ({ ...r, href: localize(r.href) })),
    pageHref: (page: number) => localize(plain.pageHref(page)),
    detailHref: (slug: string) => localize(plain.detailHref(slug)),
  };
  return (
    // Wider than other pages on large screens: room for the map beside the results.
    <div id={id} className="container-page py-8 sm:py-10 xl:max-w-[110rem]">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SearchSummary
          heading={view.heading}
          count={view.count}
          checkIn={filters.checkIn}
          checkOut={filters.checkOut}
        />
        <div className="flex flex-wrap items-center gap-3">
          <SortForm filters={filters} path={localize(path)} />
          <ViewSwitch view={view.view} gridHref={view.gridHref} listHref={view.listHref} />
        </div>
      </div>
      <SearchNotices
        fuzzyWhere={result.fuzzy && result.total > 0 ? filters.where : undefined}
        fieldErrors={fieldErrors}
      />
      <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_1fr]">
        <FiltersPanel
          path={localize(path)}
          filters={filters}
          values={values}
          fieldErrors={fieldErrors}
          activeFilters={view.activeFilters}
          savedPets={savedPets}
          count={view.count}
        />
        <SearchResultsArea
          stays={result.stays}
          page={result.page}
          pageCount={result.pageCount}
          view={view.view}
          perMonth={view.perMonth}
          savedIds={loaderData.saved ?? []}
          mapQuery={view.mapQuery}
          bounds={filters.bounds}
          relaxLinks={view.relaxLinks}
          detailHref={view.detailHref}
          pageHref={view.pageHref}
        />
      </div>
    </div>
  );
}
