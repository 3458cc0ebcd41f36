import { data, useLocation } from "react-router";
import { getSessionUser } from "~/modules/accounts/guards.server";
import { SortForm, ViewSwitch } from "~/modules/stays/components/search-controls";
import { SearchNotices, SearchSummary } from "~/modules/stays/components/search-results";
import { parseSearchFilters } from "~/modules/stays/search-filters";
import { relaxQueries, searchMeta, searchView, typedValues } from "~/modules/stays/search-view";
import { searchStays } from "~/modules/stays/search.server";
import { fitPetOf } from "~/modules/pets/pets";
import { listPets } from "~/modules/pets/pets.server";
import { savedListingIds } from "~/modules/wishlist/wishlist.server";
import { platformOf } from "~/platform/context";
import { useSavedPets } from "~/modules/accounts/personal";
import { addDays, todayIn } from "~/shared/dates";
import { searchParamsOf } from "~/shared/http.server";
import { pageMeta, SEARCH_PATH } from "~/site";
import type { Route } from "./+types/search";
import { splitLocalePath } from "~/i18n/locales";
import { useLocalize, useT } from "~/i18n/react";
import { afterLoad } from "~/shared/after-load";
import { hydrateLater } from "~/shared/hydrate-later";
import { localizeErrors } from "~/i18n/server-messages.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [
  pageNamespaces("search", "stay", "pets", "datePicker"),
];

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

export async function loader({ request, context }: Route.LoaderArgs) {
  // Public page: anyone may search. Every value is parsed; bad ones are explained, never a 500.
  const params = searchParamsOf(request);
  const platform = platformOf(context);
  const { database, env } = platform;
  // A day of slack so travellers west of UTC can still search from their today.
  const { filters, fieldErrors } = parseSearchFilters(params, addDays(todayIn("UTC"), -1));
  const user = await getSessionUser(platform, request);
  // The traveller's saved pets: to choose from, and those chosen (only one's own) to search by.
  const pets = user ? await listPets(database.db, user.id) : null;
  const chosen = (pets ?? []).filter((p) => filters.petIds.includes(p.id)).map(fitPetOf);
  const result = await searchStays(database.db, filters, new Date(), chosen);
  const saved = user ? [...(await savedListingIds(database.db, user.id))] : null;
  return data(
    {
      filters,
      // Said in the reader's language (decision 3850).
      fieldErrors: localizeErrors(await readerLocale(database.db, request, user?.id), fieldErrors),
      values: typedValues(params),
      saved,
      savedPets: pets?.map((p) => ({ id: p.id, name: p.name, species: p.species })) ?? null,
      result,
      origin: env.APP_URL,
      relax: relaxQueries(filters, result.total),
    },
    { status: Object.keys(fieldErrors).length ? 400 : 200 },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { title, description } = searchMeta(loaderData?.filters);
  const canonical = `${loaderData?.origin ?? ""}${SEARCH_PATH}`;
  return pageMeta(title, description, [
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:url", content: canonical },
  ]);
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
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
    <div className="container-page py-8 sm:py-10 xl:max-w-[110rem]">
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
