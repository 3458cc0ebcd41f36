import { data } from "react-router";
import { getSessionUser } from "~/modules/accounts/guards.server";
import { parseSearchFilters } from "~/modules/stays/search-filters";
import { searchStays } from "~/modules/stays/search.server";
import { fitPetOf } from "~/modules/pets/pets";
import { listPets } from "~/modules/pets/pets.server";
import { savedListingIds } from "~/modules/wishlist/wishlist.server";
import { platformOf } from "~/platform/context";
import { addDays, todayIn } from "~/shared/dates";
import { searchParamsOf } from "~/shared/http.server";
import { pageMeta, SEARCH_PATH } from "~/site";
import { relaxQueries, searchMeta, typedValues } from "~/modules/stays/search-view";
import type { Route } from "./+types/search";
import { afterLoadOrReach } from "~/shared/after-load";
import { hydrateLater } from "~/shared/hydrate-later";
import { localizeErrors } from "~/i18n/server-messages.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [
  pageNamespaces("search", "stay", "pets", "datePicker"),
];

// The whole page is drawn by the server, and its first screen works without code (the heading, the
// sort as a GET form, the view switch's links, the filters' form, the cards' links): its code comes
// after the load event, or at once when the traveller reaches into it (decision 4030).
const SEARCH_PAGE_ID = "search-page";
const SearchPage = hydrateLater("search page", () =>
  afterLoadOrReach(SEARCH_PAGE_ID)
    .then(() => import("./search-page"))
    .then((m) => m.SearchPage),
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
      // Worked out here, so the page's first download carries no search code (decision 4030).
      meta: searchMeta(filters),
    },
    { status: Object.keys(fieldErrors).length ? 400 : 200 },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { title, description } = loaderData?.meta ?? { title: undefined, description: "" };
  const canonical = `${loaderData?.origin ?? ""}${SEARCH_PATH}`;
  return pageMeta(title, description, [
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:url", content: canonical },
  ]);
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage id={SEARCH_PAGE_ID} data={loaderData} />;
}
