import { ChevronLeft, ChevronRight, LayoutGrid, List, SearchX, SlidersHorizontal } from "lucide-react";
import { data, Form, Link, useLocation, useSubmit } from "react-router";
import { addDays, todayIn } from "~/shared/dates";
import { formatDate } from "~/shared/format";
import { SearchFiltersForm } from "~/modules/stays/components/search-filters-form";
import { StayCard } from "~/modules/stays/components/stay-card";
import { WishlistHeart } from "~/modules/wishlist/components/wishlist-heart";
import { savedListingIds } from "~/modules/wishlist/wishlist.server";
import { getSessionUser } from "~/modules/accounts/guards.server";
import {
  filtersToParams,
  parseSearchFilters,
  pricesPerMonth,
  relaxations,
  SORTS,
  type SearchFilters,
} from "~/modules/stays/search-filters";
import { searchStays } from "~/modules/stays/stays.server";
import { pageMeta, SEARCH_PATH } from "~/site";
import type { Route } from "./+types/search";
import { stayPath } from "~/modules/stays/stays";
import { platformOf } from "~/platform/context";
import { AreaError } from "~/frame/area-error";

export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  // Public page: anyone may search. Every value is parsed; bad ones are explained, never a 500.
  const url = new URL(request.url);
  // A day of slack so travellers west of UTC can still search from their today.
  const { filters, errors } = parseSearchFilters(url.searchParams, addDays(todayIn("UTC"), -1));
  const result = await searchStays(platform.database.db, filters);
  const user = await getSessionUser(platform, request);
  const saved = user ? [...(await savedListingIds(platform.database.db, user.id))] : null;
  const values = Object.fromEntries([...url.searchParams.entries()].map(([k, v]) => [k, v.slice(0, 120)]));
  const { env } = platform;
  return data(
    {
      filters,
      errors,
      values,
      saved,
      result,
      origin: env.APP_URL,
      relax:
        result.total === 0
          ? relaxations(filters).map((r) => ({ label: r.label, query: r.params.toString() }))
          : [],
    },
    { status: Object.keys(errors).length ? 400 : 200 },
  );
}

function describeSearch(filters: SearchFilters) {
  const parts: string[] = [];
  if (filters.where) parts.push(`in ${filters.where}`);
  if (filters.species)
    parts.push(`for ${filters.species === "cat" ? "cats" : filters.species === "dog" ? "dogs" : "pets"}`);
  return parts.join(" ");
}

export function meta({ loaderData }: Route.MetaArgs) {
  const filters = loaderData?.filters;
  const where = filters ? describeSearch(filters) : "";
  const title = where
    ? `Pet-friendly rentals ${where}`
    : "Monthly, mid-term and short-term pet-friendly rentals";
  const canonical = `${loaderData?.origin ?? ""}${SEARCH_PATH}`;
  return pageMeta(
    title,
    `Pet-friendly stays${where ? ` ${where}` : ""} rented by their owners: see each stay's pet policy and the full price for your dates before you book.`,
    [
      { tagName: "link", rel: "canonical", href: canonical },
      { property: "og:url", content: canonical },
    ],
  );
}

function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (p: number) => string;
}) {
  if (pageCount <= 1) return null;
  const pages = [...new Set([1, page - 1, page, page + 1, pageCount])].filter(
    (p) => p >= 1 && p <= pageCount,
  );
  const linkClass =
    "inline-flex h-10 min-w-10 items-center justify-center rounded-xl border border-line px-3 text-sm font-semibold";
  return (
    <nav aria-label="Pages of results" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link
          to={hrefFor(page - 1)}
          className={`${linkClass} bg-surface text-ink hover:bg-surface-2`}
          rel="prev"
        >
          <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" /> Previous
        </Link>
      )}
      {pages.map((p, i) => (
        <span key={p} className="contents">
          {i > 0 && p - pages[i - 1]! > 1 && <span className="px-1 text-muted">…</span>}
          <Link
            to={hrefFor(p)}
            aria-current={p === page ? "page" : undefined}
            className={`${linkClass} ${p === page ? "border-primary bg-primary text-on-primary" : "bg-surface text-ink hover:bg-surface-2"}`}
          >
            <span className="sr-only">Page </span>
            {p}
          </Link>
        </span>
      ))}
      {page < pageCount && (
        <Link
          to={hrefFor(page + 1)}
          className={`${linkClass} bg-surface text-ink hover:bg-surface-2`}
          rel="next"
        >
          Next <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
        </Link>
      )}
    </nav>
  );
}

function SortForm({ filters, path }: { filters: SearchFilters; path: string }) {
  const submit = useSubmit();
  const hidden = [...filtersToParams({ ...filters, sort: "relevance", page: 1 }).entries()];
  return (
    <Form method="get" action={path} className="flex items-center gap-2" aria-label="Sort results">
      {hidden.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="sort" className="text-sm font-semibold text-muted">
        Sort by
      </label>
      <select
        id="sort"
        name="sort"
        defaultValue={filters.sort}
        onChange={(event) => submit(event.currentTarget.form)}
        className="h-10 rounded-xl border border-line bg-surface px-3 text-sm text-ink"
      >
        {Object.entries(SORTS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <noscript>
        <button
          type="submit"
          className="h-10 rounded-xl border border-line px-3 text-sm font-semibold text-ink"
        >
          Sort
        </button>
      </noscript>
    </Form>
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { filters, errors, values, result, relax } = loaderData;
  const savedIds = new Set(loaderData.saved ?? []);
  // The route serves three paths: the canonical one, /listing (grid) and /list (list).
  const path = useLocation().pathname;
  const view: "grid" | "list" = path === "/list" ? "list" : "grid";
  const perMonth = pricesPerMonth(filters);
  const query = (overrides: Partial<SearchFilters> = {}) => filtersToParams(filters, overrides).toString();
  const withQuery = (p: string, q: string) => (q ? `${p}?${q}` : p);
  const detailQuery = new URLSearchParams();
  for (const name of ["checkIn", "checkOut", "adults", "children", "pets", "species", "weight"] as const) {
    const value = filters[name];
    if (value !== undefined && value !== 0) detailQuery.set(name, String(value));
  }
  const detailHref = (slug: string) => stayPath(slug, detailQuery);
  const errorCount = Object.keys(errors).length;
  const activeFilters =
    filters.types.length +
    filters.amenities.length +
    filters.petAmenities.length +
    [
      filters.species,
      filters.weight,
      filters.priceMin,
      filters.priceMax,
      filters.bedrooms,
      filters.stayType,
    ].filter((v) => v !== undefined).length +
    (filters.noPetFee ? 1 : 0) +
    (filters.instant ? 1 : 0);
  const gridPath = path === SEARCH_PATH ? SEARCH_PATH : "/listing";
  const heading = filters.where ? `Pet-friendly stays in ${filters.where}` : "Pet-friendly stays";
  const count = `${result.total.toLocaleString("en-US")}${result.totalCapped ? "+" : ""} ${result.total === 1 ? "stay" : "stays"}`;

  return (
    <div className="container-page py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl text-ink sm:text-3xl">{heading}</h1>
          <p className="mt-1 text-muted" role="status">
            <span className="font-semibold text-ink tabular">{count}</span>
            {filters.checkIn && filters.checkOut && (
              <>
                {" "}
                free from {formatDate(filters.checkIn, { year: undefined })} to {formatDate(filters.checkOut)}
                , total price shown
              </>
            )}
            {!filters.checkIn && " · add dates to see the total price of your stay"}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <SortForm filters={filters} path={path} />
          <div className="flex rounded-xl border border-line bg-surface p-1" role="group" aria-label="View">
            <Link
              to={withQuery(gridPath, query())}
              aria-current={view === "grid" ? "page" : undefined}
              className={`inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold ${view === "grid" ? "bg-primary text-on-primary" : "text-ink hover:bg-surface-2"}`}
            >
              <LayoutGrid aria-hidden className="size-4" /> Grid
            </Link>
            <Link
              to={withQuery("/list", query())}
              aria-current={view === "list" ? "page" : undefined}
              className={`inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold ${view === "list" ? "bg-primary text-on-primary" : "text-ink hover:bg-surface-2"}`}
            >
              <List aria-hidden className="size-4" /> List
            </Link>
          </div>
        </div>
      </div>

      {result.fuzzy && result.total > 0 && (
        <p className="mt-4 rounded-2xl bg-primary-soft px-4 py-3 text-sm text-ink">
          Nothing matches “{filters.where}” exactly, so these are the closest places.
        </p>
      )}

      {errorCount > 0 && (
        <div
          role="alert"
          className="mt-6 rounded-2xl border border-danger/40 bg-surface p-4 text-sm text-danger"
        >
          Some filters could not be used: {Object.values(errors).join(" ")}
        </div>
      )}

      <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_1fr]">
        <aside aria-label="Filters">
          <details
            className="group rounded-3xl border border-line bg-surface shadow-card lg:hidden"
            open={errorCount > 0}
          >
            <summary className="flex cursor-pointer items-center gap-2 p-4 font-semibold text-ink">
              <SlidersHorizontal aria-hidden className="size-5 text-primary" />
              Filters{activeFilters > 0 && ` (${activeFilters})`}
            </summary>
            <div className="border-t border-line p-4">
              <SearchFiltersForm
                idPrefix="m"
                action={path}
                filters={filters}
                values={values}
                errors={errors}
              />
            </div>
          </details>
          <div className="sticky top-24 hidden max-h-[calc(100dvh-7rem)] overflow-y-auto rounded-3xl border border-line bg-surface p-5 shadow-card lg:block">
            <SearchFiltersForm idPrefix="f" action={path} filters={filters} values={values} errors={errors} />
          </div>
        </aside>

        <section aria-label="Results">
          {result.stays.length === 0 ? (
            <div className="rounded-3xl border border-line bg-surface p-8 text-center shadow-card">
              <SearchX aria-hidden className="mx-auto size-10 text-primary" />
              <h2 className="mt-3 text-xl text-ink">No stays match all of that</h2>
              <p className="mt-2 text-muted">
                {relax.length > 0
                  ? "Try relaxing one of these filters:"
                  : "Try another place or different dates."}
              </p>
              {relax.length > 0 && (
                <ul className="mt-4 flex flex-wrap justify-center gap-2">
                  {relax.map((r) => (
                    <li key={r.label}>
                      <Link
                        to={withQuery(path, r.query)}
                        className="inline-block rounded-full border border-primary px-4 py-2 text-sm font-semibold text-primary hover:bg-primary-soft"
                      >
                        {r.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ) : (
            <ul className={view === "list" ? "grid gap-5" : "grid gap-5 sm:grid-cols-2 xl:grid-cols-3"}>
              {result.stays.map((stay, i) => (
                <li key={stay.id} className="flex">
                  <StayCard
                    stay={stay}
                    view={view}
                    href={detailHref(stay.slug)}
                    perMonth={perMonth}
                    eager={i < 3}
                    wishlist={
                      <WishlistHeart slug={stay.slug} title={stay.title} saved={savedIds.has(stay.id)} />
                    }
                  />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={result.page}
            pageCount={result.pageCount}
            hrefFor={(p) => withQuery(path, query({ page: p }))}
          />
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container-page">
      <AreaError error={error} area="stays" />
    </div>
  );
}
