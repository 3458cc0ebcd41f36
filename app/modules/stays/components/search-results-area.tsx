import { useT } from "~/i18n/react";
import { SearchMapLayout } from "~/modules/maps/components/search-map-layout";
import type { Bounds } from "~/modules/maps/geo";
import { Pagination } from "~/ui/pagination";
import type { StayCard } from "../stays.ts";
import { NoResults, ResultList } from "./result-list.tsx";

/**
 * The results of a search beside their map: the cards (or the ways to widen a search that found
 * nothing) and the pages. The search route loads this code after the load event (decision 2104).
 */
export function SearchResultsArea({
  stays,
  page,
  pageCount,
  view,
  perMonth,
  savedIds,
  mapQuery,
  bounds,
  relaxLinks,
  detailHref,
  pageHref,
}: {
  stays: StayCard[];
  page: number;
  pageCount: number;
  view: "grid" | "list";
  perMonth: boolean;
  savedIds: readonly number[];
  mapQuery: string;
  bounds?: Bounds;
  relaxLinks: { label: string; href: string }[];
  detailHref: (slug: string) => string;
  pageHref: (page: number) => string;
}) {
  const t = useT("search");
  return (
    <SearchMapLayout query={mapQuery} bounds={bounds} detailHref={detailHref} resultsId="results">
      <section aria-label={t("results")} id="results" tabIndex={-1} className="scroll-mt-24 outline-none">
        {stays.length === 0 ? (
          <NoResults relax={relaxLinks} />
        ) : (
          <ResultList
            stays={stays}
            view={view}
            perMonth={perMonth}
            savedIds={new Set(savedIds)}
            detailHref={detailHref}
          />
        )}
        <Pagination
          label={t("resultPages")}
          className="mt-10"
          page={page}
          pageCount={pageCount}
          href={pageHref}
        />
      </section>
    </SearchMapLayout>
  );
}
