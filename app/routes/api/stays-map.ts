import { data } from "react-router";
import { tileSourceOf } from "~/modules/maps/settings.server";
import { parseSearchFilters } from "~/modules/stays/search-filters";
import { searchPins } from "~/modules/stays/stays.server";
import { platformOf } from "~/platform/context";
import { addDays, todayIn } from "~/shared/dates";
import { searchParamsOf } from "~/shared/http.server";
import type { Route } from "./+types/stays-map";

/**
 * GET /api/stays/map?<the search's filters>: the search map's price pins (approximate
 * spots) and where its tiles come from. Public, like the search; bad filters are
 * named (400) and the pins are those of the filters that could be read.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, env } = platformOf(context);
  const { filters, errors } = parseSearchFilters(searchParamsOf(request), addDays(todayIn("UTC"), -1));
  const pins = await searchPins(database.db, filters);
  const tiles = tileSourceOf(env);
  return data(
    { pins, tiles, errors },
    {
      status: Object.keys(errors).length ? 400 : 200,
      headers: { "Cache-Control": "public, max-age=60" },
    },
  );
}
