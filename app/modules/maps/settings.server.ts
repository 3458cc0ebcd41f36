import type { Env } from "../../platform/env.server.ts";
import type { TileSource } from "./geo.ts";

/** Where the maps' tiles come from (MAP_TILE_URL and its credit line), or null: the built-in basemap. */
export function tileSourceOf(env: Pick<Env, "MAP_TILE_URL" | "MAP_TILE_ATTRIBUTION">): TileSource {
  return env.MAP_TILE_URL ? { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION ?? "" } : null;
}
