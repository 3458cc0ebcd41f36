import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef } from "react";
import type { TileSource } from "../geo";
import { addBasemap } from "./basemap.client";
import "./map.css";

/**
 * A stay's area on its page (loaded on demand, in the browser only): a circle
 * around a point near the home, never the home itself (see approximateArea).
 */
export default function AreaMap({
  area,
  tiles,
  label,
}: {
  area: { lat: number; lng: number; radiusM: number };
  tiles: TileSource;
  label: string;
}) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    // Page scrolling stays the page's: the wheel does not zoom this small map.
    const map = L.map(element.current, { scrollWheelZoom: false, minZoom: 3, maxZoom: 16 });
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    const circle = L.circle([area.lat, area.lng], {
      radius: area.radiusM,
      className: "pfr-map-area",
      weight: 2,
      fillOpacity: 0.18,
      interactive: false,
    });
    map.fitBounds(L.latLng(area.lat, area.lng).toBounds(area.radiusM * 2), {
      padding: [32, 32],
      animate: false,
    });
    circle.addTo(map);
    void addBasemap(L, map, tiles);
    return () => {
      map.remove();
    };
  }, [area.lat, area.lng, area.radiusM, tiles]);
  return <div ref={element} className="pfr-map h-full w-full" role="region" aria-label={label} />;
}
