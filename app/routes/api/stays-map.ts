import { data } from "react-router";
import { tileSourceOf } from "~/modules/maps/settings.server";
import { parseSearchFilters } from "~/modules/stays/search-filters";
import { searchPins } from "~/modules/stays/search.server";
import { getSessionUser } from "~/modules/accounts/guards.server";
import { searchedSavedPets } from "~/modules/stays/search-pets.server";
import { platformOf } from "~/platform/context";
import { isLocale } from "~/i18n/locales";
import { addDays, todayIn } from "~/shared/dates";
import { searchParamsOf } from "~/shared/http.server";
import type { Route } from "./+types/stays-map";

/**
 * GET /api/stays/map?<the search's filters>: the search map's price pins (approximate
 * spots) and where its tiles come from. Public, like the search; bad filters are
 * named (400) and the pins are those of the filters that could be read.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const { database, env } = platform;
  const { filters, fieldErrors } = parseSearchFilters(searchParamsOf(request), addDays(todayIn("UTC"), -1));
  // "My pets" makes the pins the traveller's own: not for shared caches.
  const user = filters.petIds.length > 0 ? await getSessionUser(platform, request) : null;
  const mine = await searchedSavedPets(database.db, user?.id, filters.petIds);
  // The page's language names itself (?lang=): the answer varies by address only, so shared caches keep it.
  const lang = searchParamsOf(request).get("lang");
  const pins = await searchPins(database.db, filters, {
    areaSecret: platform.secret,
    savedPets: mine,
    locale: isLocale(lang) ? lang : "en",
  });
  const tiles = tileSourceOf(env);
  return data(
    { pins, tiles, fieldErrors },
    {
      status: Object.keys(fieldErrors).length ? 400 : 200,
      headers: { "Cache-Control": user ? "private, no-store" : "public, max-age=60" },
    },
  );
}
