import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef } from "react";
import type { TileSource } from "../geo";
import { nudgePin, pinValue, type PinDirection } from "../gazetteer";
import { addBasemap } from "./basemap.client";
import "./map.css";

type Pin = { lat: number; lng: number };

const ARROWS: Record<string, PinDirection> = {
  ArrowUp: "north",
  ArrowDown: "south",
  ArrowLeft: "west",
  ArrowRight: "east",
};

/**
 * The owner's map in the listing editor (loaded on demand, browser only): the offline basemap
 * the search page uses, and the home's pin. A click places it, a drag moves it; focused, the
 * arrow keys move it 10 m (100 m with Shift). `focus` re-centres the map (a picked suggestion).
 */
export default function PinMap({
  pin,
  focus,
  tiles,
  label,
  onPin,
}: {
  pin: Pin | null;
  focus: { lat: number; lng: number; zoom: number; key: number } | null;
  tiles: TileSource;
  label: string;
  onPin: (pin: Pin) => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const latest = useRef({ pin, onPin });
  // The map's listeners read the newest pin and callback (kept after each render).
  useEffect(() => {
    latest.current = { pin, onPin };
  });

  useEffect(() => {
    if (!element.current) return;
    const m = L.map(element.current, { scrollWheelZoom: false, minZoom: 2, maxZoom: 18, keyboard: true });
    m.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    const start = latest.current.pin;
    if (start) m.setView([start.lat, start.lng], 14, { animate: false });
    else m.setView([30, -40], 2, { animate: false });
    m.on("click", (e: L.LeafletMouseEvent) => latest.current.onPin(pinValue(e.latlng.lat, e.latlng.lng)));
    map.current = m;
    void addBasemap(L, m, tiles);
    return () => {
      m.remove();
      map.current = null;
      marker.current = null;
    };
  }, [tiles]);

  // The marker follows the pin (typed, picked, clicked, dragged or moved by keys).
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (!pin) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) {
      const icon = L.divIcon({
        className: "pfr-map-pin pfr-map-pin-home",
        html: '<span aria-hidden="true"></span>',
        iconSize: [28, 28],
        iconAnchor: [14, 28],
      });
      const mk = L.marker([pin.lat, pin.lng], {
        draggable: true,
        keyboard: true,
        autoPan: true,
        icon,
        title: "The home's pin: drag it, or use the arrow keys",
        alt: "The home's pin",
      }).addTo(m);
      mk.on("dragend", () => {
        const at = mk.getLatLng();
        latest.current.onPin(pinValue(at.lat, at.lng));
      });
      const el = mk.getElement();
      el?.setAttribute("role", "button");
      el?.setAttribute("aria-label", "The home's pin: arrow keys move it 10 m, with Shift 100 m");
      el?.setAttribute("data-testid", "home-pin");
      el?.addEventListener("keydown", (event) => {
        const direction = ARROWS[event.key];
        const current = latest.current.pin;
        if (!direction || !current) return;
        event.preventDefault();
        event.stopPropagation();
        latest.current.onPin(nudgePin(current, direction, event.shiftKey ? 100 : 10));
      });
      marker.current = mk;
    } else marker.current.setLatLng([pin.lat, pin.lng]);
  }, [pin]);

  useEffect(() => {
    if (focus) map.current?.setView([focus.lat, focus.lng], focus.zoom, { animate: false });
  }, [focus]);

  return <div ref={element} className="pfr-map h-full w-full" role="region" aria-label={label} />;
}
