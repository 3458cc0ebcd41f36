import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef, useState } from "react";
import Supercluster from "supercluster";
import { formatBounds, type Bounds, type MapPin, type TileSource } from "../geo";
import { addBasemap } from "./basemap.client";
import { useLanguage, useT } from "~/i18n/react";
import "./map.css";

/**
 * The search map (loaded on demand, in the browser only): the matching stays as price
 * pins, clustered where they crowd; the pin of the card under the pointer or the
 * keyboard focus highlighted; and "search as I move the map", which narrows the
 * results to the map's area through the URL (the server's bounding-box query).
 */
export default function SearchMap({
  query,
  bounds,
  resultsId,
  detailHref,
  onSearchArea,
}: {
  /** The search's filters as a query string (no page, no map area): the pins' request. */
  query: string;
  /** The map area the results are limited to, if any: the map shows exactly it. */
  bounds?: Bounds;
  /** The results list's element id: hovering or focusing a card (`data-stay-id`) lights its pin. */
  resultsId: string;
  detailHref: (slug: string) => string;
  onSearchArea: (bounds: Bounds) => void;
}) {
  const t = useT("search.map");
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const [pins, setPins] = useState<MapPin[] | null>(null);
  const [tiles, setTiles] = useState<TileSource | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [moveSearch, setMoveSearch] = useState(Boolean(bounds));
  const [moved, setMoved] = useState(false);
  const render = useRef<() => void>(() => {});
  const active = useRef<number | null>(null);
  const userMove = useRef(true);
  // The map's move handler reads the latest choice and callback without being rebound.
  const latest = useRef({ moveSearch, onSearchArea });
  useEffect(() => {
    latest.current = { moveSearch, onSearchArea };
  }, [moveSearch, onSearchArea]);

  // The pins of the whole search (not only this page), with the area's filter when set.
  const bbox = bounds ? formatBounds(bounds) : "";
  const { locale } = useLanguage();
  useEffect(() => {
    const controller = new AbortController();
    const params = new URLSearchParams(query);
    if (bbox) params.set("bbox", bbox);
    // The pins' prices in the page's language (decision 3855).
    if (locale !== "en") params.set("lang", locale);
    fetch(`/api/stays/map?${params}`, { signal: controller.signal })
      .then((r) => r.json() as Promise<{ pins?: MapPin[]; tiles?: TileSource }>)
      .then((body) => {
        setPins(body.pins ?? []);
        setMoved(false);
        setTiles((t) => (t === undefined ? (body.tiles ?? null) : t));
        setFailed(false);
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== "AbortError") setFailed(true);
      });
    return () => controller.abort();
  }, [query, bbox, locale]);

  // The map itself, once the tile source is known.
  useEffect(() => {
    if (tiles === undefined || !element.current || map.current) return;
    const m = L.map(element.current, { worldCopyJump: true, minZoom: 2, maxZoom: 17, zoomSnap: 0.5 });
    m.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    m.setView([35, -40], 2);
    map.current = m;
    void addBasemap(L, m, tiles);
    m.on("moveend", () => {
      render.current();
      if (!userMove.current) {
        userMove.current = true;
        return;
      }
      const b = m.getBounds();
      const area = {
        west: Math.max(-180, b.getWest()),
        south: Math.max(-90, b.getSouth()),
        east: Math.min(180, b.getEast()),
        north: Math.min(90, b.getNorth()),
      };
      if (latest.current.moveSearch) latest.current.onSearchArea(area);
      else setMoved(true);
    });
    return () => {
      m.remove();
      map.current = null;
    };
  }, [tiles]);

  // Pins and clusters for the current view, redrawn after every move.
  useEffect(() => {
    const m = map.current;
    if (!m || !pins) return;
    const index = new Supercluster<{ id: number }>({ radius: 56, maxZoom: 15 });
    index.load(
      pins.map((p) => ({
        type: "Feature",
        geometry: { type: "Point", coordinates: [p.lng, p.lat] },
        properties: { id: p.id },
      })),
    );
    const byId = new Map(pins.map((p) => [p.id, p]));
    const layer = L.layerGroup().addTo(m);
    const markers = new Map<number, L.Marker>();
    const clusterOf = new Map<number, L.Marker>();

    const light = () => {
      for (const marker of new Set([...markers.values(), ...clusterOf.values()]))
        marker.getElement()?.classList.remove("is-active");
      const id = active.current;
      const marker = id === null ? undefined : (markers.get(id) ?? clusterOf.get(id));
      marker?.getElement()?.classList.add("is-active");
      marker?.setZIndexOffset(1000);
    };

    render.current = () => {
      layer.clearLayers();
      markers.clear();
      clusterOf.clear();
      const b = m.getBounds();
      const zoom = Math.round(m.getZoom());
      const box: [number, number, number, number] = [
        Math.max(-180, b.getWest()),
        Math.max(-85, b.getSouth()),
        Math.min(180, b.getEast()),
        Math.min(85, b.getNorth()),
      ];
      for (const item of index.getClusters(box, zoom)) {
        const [lng, lat] = item.geometry.coordinates as [number, number];
        if ("cluster" in item.properties && item.properties.cluster) {
          const { cluster_id: clusterId, point_count: count } = item.properties;
          const marker = L.marker([lat, lng], {
            icon: L.divIcon({
              className: "pfr-marker",
              html: `<span class="pfr-cluster">${count}</span>`,
              iconSize: [0, 0],
            }),
            title: t("clusterTitle", { count }),
          }).on("click", () => {
            m.setView([lat, lng], Math.min(index.getClusterExpansionZoom(clusterId), 16));
          });
          marker.on("add", () =>
            marker.getElement()?.setAttribute("aria-label", t("clusterLabel", { count })),
          );
          layer.addLayer(marker);
          for (const leaf of index.getLeaves(clusterId, Infinity)) clusterOf.set(leaf.properties.id, marker);
          continue;
        }
        const pin = byId.get((item.properties as { id: number }).id);
        if (!pin) continue;
        const label = document.createElement("span");
        label.className = "pfr-pin";
        label.textContent = pin.label;
        const marker = L.marker([lat, lng], {
          icon: L.divIcon({ className: "pfr-marker", html: label, iconSize: [0, 0] }),
          title: pin.title,
          riseOnHover: true,
        }).bindPopup(
          () =>
            popupOf(
              pin,
              detailHref(pin.slug),
              t(pin.monthly ? "popupMonth" : "popupNight", { price: pin.price }),
            ),
          { offset: [0, -12] },
        );
        marker.on("add", () => marker.getElement()?.setAttribute("aria-label", `${pin.title}, ${pin.label}`));
        layer.addLayer(marker);
        markers.set(pin.id, marker);
      }
      light();
    };
    render.current();

    // The results list: the card under the pointer or the keyboard focus lights its pin.
    const results = document.getElementById(resultsId);
    const pick = (event: Event) => {
      const card = (event.target as Element | null)?.closest?.("[data-stay-id]");
      const id = card ? Number(card.getAttribute("data-stay-id")) : null;
      if (id === active.current) return;
      active.current = id;
      light();
    };
    const leave = () => {
      active.current = null;
      light();
    };
    results?.addEventListener("pointerover", pick);
    results?.addEventListener("focusin", pick);
    results?.addEventListener("pointerleave", leave);
    results?.addEventListener("focusout", leave);
    return () => {
      results?.removeEventListener("pointerover", pick);
      results?.removeEventListener("focusin", pick);
      results?.removeEventListener("pointerleave", leave);
      results?.removeEventListener("focusout", leave);
      layer.remove();
      render.current = () => {};
    };
  }, [pins, tiles, resultsId, detailHref, t]);

  // The view: exactly the searched area, or the pins (not when the traveller moved it).
  useEffect(() => {
    const m = map.current;
    if (!m || !pins) return;
    if (bounds) {
      const target = L.latLngBounds([bounds.south, bounds.west], [bounds.north, bounds.east]);
      if (m.getBounds().equals(target, 1e-3)) return;
      userMove.current = false;
      m.fitBounds(target, { animate: false });
      return;
    }
    userMove.current = false;
    if (pins.length === 0) m.setView([35, -40], 2, { animate: false });
    else m.fitBounds(L.latLngBounds(mainGroup(pins, m)), { padding: [40, 40], maxZoom: 13, animate: false });
    // Only when the pins change: a move the traveller made is theirs to keep.
  }, [pins]); // eslint-disable-line react-hooks/exhaustive-deps

  const searchHere = () => {
    const m = map.current;
    if (!m) return;
    const b = m.getBounds();
    setMoved(false);
    onSearchArea({
      west: Math.max(-180, b.getWest()),
      south: Math.max(-90, b.getSouth()),
      east: Math.min(180, b.getEast()),
      north: Math.min(90, b.getNorth()),
    });
  };

  return (
    <div className="relative isolate h-full w-full">
      <div
        ref={element}
        className="pfr-map h-full w-full"
        role="region"
        aria-label={t("region")}
        aria-busy={pins === null}
      />
      <div className="pointer-events-none absolute inset-x-0 top-3 z-[1000] flex flex-col items-center gap-2 px-3">
        <label className="pointer-events-auto inline-flex items-center gap-2 rounded-full bg-surface px-4 py-2 text-sm font-semibold text-ink shadow-pop">
          <input
            type="checkbox"
            checked={moveSearch}
            onChange={(event) => {
              setMoveSearch(event.currentTarget.checked);
              if (event.currentTarget.checked && moved) searchHere();
            }}
            className="size-4 accent-primary"
          />
          {t("moveSearch")}
        </label>
        {moved && !moveSearch && (
          <button
            type="button"
            onClick={searchHere}
            className="pointer-events-auto rounded-full bg-ink px-4 py-2 text-sm font-semibold text-surface shadow-pop"
          >
            {t("searchArea")}
          </button>
        )}
      </div>
      {failed && (
        <p
          role="status"
          className="absolute inset-x-3 bottom-8 z-[1000] rounded-xl bg-surface p-3 text-sm text-ink shadow-pop"
        >
          {t("pinsFailed")}
        </p>
      )}
      {pins !== null && pins.length === 0 && !failed && (
        <p
          role="status"
          className="absolute inset-x-3 bottom-8 z-[1000] rounded-xl bg-surface p-3 text-center text-sm text-ink shadow-pop"
        >
          {t("noPins")}
        </p>
      )}
    </div>
  );
}

/**
 * The pins to frame first: all of them when they fit, else the largest group
 * (stays on several continents do not fit a narrow map: the busiest one is shown).
 */
function mainGroup(pins: MapPin[], map: L.Map): [number, number][] {
  const all = pins.map((p) => [p.lat, p.lng] as [number, number]);
  if (map.getBoundsZoom(L.latLngBounds(all), false, L.point(80, 80)) >= 3) return all;
  const index = new Supercluster<{ id: number }>({ radius: 80, maxZoom: 16 });
  index.load(
    pins.map((p) => ({
      type: "Feature",
      geometry: { type: "Point", coordinates: [p.lng, p.lat] },
      properties: { id: p.id },
    })),
  );
  const groups = index.getClusters([-180, -85, 180, 85], 1);
  const size = (g: (typeof groups)[number]) =>
    "cluster" in g.properties && g.properties.cluster ? g.properties.point_count : 1;
  const biggest = groups.reduce((a, b) => (size(b) > size(a) ? b : a));
  if (!("cluster" in biggest.properties && biggest.properties.cluster)) return all;
  return index
    .getLeaves(biggest.properties.cluster_id, Infinity)
    .map((leaf) => [leaf.geometry.coordinates[1]!, leaf.geometry.coordinates[0]!] as [number, number]);
}

/** A pin's popup: the stay's title as a link to its page, and its price (text only, never HTML). */
function popupOf(pin: MapPin, href: string, priceText: string) {
  const box = document.createElement("div");
  const link = document.createElement("a");
  link.href = href;
  link.textContent = pin.title;
  const price = document.createElement("p");
  price.textContent = priceText;
  price.style.margin = "0.25rem 0 0";
  box.append(link, price);
  return box;
}
