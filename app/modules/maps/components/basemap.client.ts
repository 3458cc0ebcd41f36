import type * as Leaflet from "leaflet";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import countriesUrl from "world-atlas/countries-110m.json?url";
import statesUrl from "us-atlas/states-10m.json?url";

import type { TileSource } from "../geo";

let outlines: Promise<{ land: GeoJSON.GeoJsonObject; borders: GeoJSON.GeoJsonObject[] }> | null = null;

/**
 * The built-in basemap's shapes: Natural Earth's countries (1:110m, light enough to parse quickly on any phone) and the US
 * Census Bureau's states, bundled with the site as static files (fetched once,
 * cached), so a map works on a fresh machine, offline, and in the browser tests.
 */
function loadOutlines() {
  outlines ??= Promise.all([
    fetch(countriesUrl).then((r) => r.json() as Promise<Topology>),
    fetch(statesUrl).then((r) => r.json() as Promise<Topology>),
  ]).then(([world, usa]) => {
    const countries = world.objects.countries as GeometryCollection;
    const states = usa.objects.states as GeometryCollection;
    return {
      land: feature(world, countries),
      borders: [mesh(world, countries, (a, b) => a !== b), mesh(usa, states, (a, b) => a !== b)],
    };
  });
  return outlines;
}

/**
 * Puts the basemap under a map: the tile server's tiles with its credit line, or
 * the built-in outlines styled by the theme's colours (map.css).
 */
export async function addBasemap(L: typeof Leaflet, map: Leaflet.Map, tiles: TileSource) {
  if (tiles) {
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
    return;
  }
  map.attributionControl.addAttribution("Natural Earth, US Census Bureau");
  // A pane of its own below every overlay, so pins and circles can be drawn before it arrives.
  const pane = map.createPane("basemap");
  pane.style.zIndex = "150";
  pane.style.pointerEvents = "none";
  const { land, borders } = await loadOutlines();
  // The map may have been removed while the outlines loaded (the traveller left the page):
  // its panes are gone then, and drawing into them would throw.
  if (map.getPane("basemap") !== pane) return;
  // One SVG renderer; shapes are drawn simplified for the zoom (smoothFactor).
  const renderer = L.svg({ padding: 0.5, pane: "basemap" });
  // Leaflet passes these options on to each polygon and line (smoothFactor included).
  L.geoJSON(land, {
    interactive: false,
    pane: "basemap",
    renderer,
    smoothFactor: 1.5,
    style: { className: "pfr-map-land", stroke: false, fillOpacity: 1 },
  } as Leaflet.GeoJSONOptions).addTo(map);
  for (const lines of borders)
    L.geoJSON(lines, {
      interactive: false,
      pane: "basemap",
      renderer,
      smoothFactor: 1.5,
      style: { className: "pfr-map-border", fill: false, weight: 1 },
    } as Leaflet.GeoJSONOptions).addTo(map);
}
