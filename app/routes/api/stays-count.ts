import { data } from "react-router";
import { parseSearchFilters } from "~/modules/stays/search-filters";
import { resultCount } from "~/modules/stays/search-view";
import { countStays } from "~/modules/stays/search.server";
import { getSessionUser } from "~/modules/accounts/guards.server";
import { searchedSavedPets } from "~/modules/stays/search-pets.server";
import { platformOf } from "~/platform/context";
import { addDays, todayIn } from "~/shared/dates";
import { searchParamsOf } from "~/shared/http.server";
import type { Route } from "./+types/stays-count";

/**
 * GET /api/stays/count?<filters>: how many stays the filter panel would show, as the
 * traveller changes it (the sticky "Show N stays"). Bad values are named (400) and
 * left out of the count, as the search page does.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const { database } = platform;
  const { filters, fieldErrors } = parseSearchFilters(searchParamsOf(request), addDays(todayIn("UTC"), -1));
  const user = filters.petIds.length > 0 ? await getSessionUser(platform, request) : null;
  const mine = await searchedSavedPets(database.db, user?.id, filters.petIds);
  const { total, capped } = await countStays(database.db, filters, new Date(), mine);
  return data(
    { total, capped, label: resultCount(total, capped), fieldErrors },
    { status: Object.keys(fieldErrors).length ? 400 : 200, headers: { "Cache-Control": "no-store" } },
  );
}
