import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from "react";
import { useFormat, useT } from "~/i18n/react";
import { Field } from "~/ui/form";
import type { TileSource } from "../geo";
import { pinValue, suggestPlaces, type GazetteerPlace } from "../gazetteer";
import { MapBoundary } from "./map-boundary";
import { useShownOnce } from "./use-shown";

const PinMap = lazy(() => import("./pin-map.client"));

type Pin = { lat: number; lng: number };

let gazetteer: Promise<GazetteerPlace[]> | null = null;
/** The bundled gazetteer, in a chunk of its own, loaded when the owner first types a place. */
function loadGazetteer() {
  gazetteer ??= import("../gazetteer-data").then(async (data) => {
    const { parseGazetteer } = await import("../gazetteer");
    return parseGazetteer(data.GAZETTEER, data.GAZETTEER_COUNTRIES);
  });
  return gazetteer;
}

const readPin = (lat: string, lng: string): Pin | null => {
  if (lat.trim() === "" || lng.trim() === "") return null;
  const a = Number(lat);
  const b = Number(lng);
  return Number.isFinite(a) && Number.isFinite(b) && Math.abs(a) <= 90 && Math.abs(b) <= 180
    ? { lat: a, lng: b }
    : null;
};

/** Sets a field of the surrounding form (city, region, country) as if typed, when it is there and empty or a choice. */
function fillField(form: HTMLFormElement | null, name: string, value: string) {
  const field = form?.elements.namedItem(name);
  if (field instanceof HTMLSelectElement) {
    if (![...field.options].some((o) => o.value === value)) return;
    field.value = value;
  } else if (field instanceof HTMLInputElement) field.value = value;
  else return;
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

/**
 * The place step's map pin: find a place from the bundled gazetteer (no network), then place
 * or drag the pin on the offline basemap, or type the coordinates (the fields are the form's
 * and work without JavaScript). Travellers never see this pin: they get an approximate area
 * until a stay is accepted (app/modules/maps/area.server.ts).
 */
export function PinPicker({
  latitude,
  longitude,
  fieldErrors,
  tiles,
}: {
  latitude: string;
  longitude: string;
  fieldErrors: { latitude?: string; longitude?: string };
  tiles: TileSource;
}) {
  const t = useT("listingEditor.pin");
  const format = useFormat();
  const [lat, setLat] = useState(latitude);
  const [lng, setLng] = useState(longitude);
  const [focus, setFocus] = useState<{ lat: number; lng: number; zoom: number; key: number } | null>(null);
  const [query, setQuery] = useState("");
  const [places, setPlaces] = useState<GazetteerPlace[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const [slot, shown] = useShownOnce<HTMLDivElement>();
  const search = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-places`;
  const pin = readPin(lat, lng);

  const setPin = (p: Pin) => {
    setLat(String(p.lat));
    setLng(String(p.lng));
  };
  const suggest = async (text: string) => {
    setQuery(text);
    const all = await loadGazetteer();
    const found = suggestPlaces(all, text);
    setPlaces(found);
    setActive(found.length ? 0 : -1);
    setOpen(found.length > 0);
  };
  const pick = (place: GazetteerPlace) => {
    setPin(pinValue(place.lat, place.lng));
    setFocus({ lat: place.lat, lng: place.lng, zoom: 13, key: Date.now() });
    setQuery(`${place.name}, ${place.region}, ${place.country}`);
    setOpen(false);
    const form = search.current?.form ?? null;
    fillField(form, "country", place.country);
    fillField(form, "region", place.region);
    fillField(form, "city", place.name);
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && places.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % places.length);
    } else if (event.key === "ArrowUp" && places.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? places.length - 1 : i - 1));
    } else if (event.key === "Enter" && open && places[active]) {
      // Picking a suggestion never submits the step.
      event.preventDefault();
      pick(places[active]);
    } else if (event.key === "Escape") setOpen(false);
  };

  return (
    <div className="grid gap-4">
      <div className="relative">
        <label htmlFor={`${id}-search`} className="block text-sm font-semibold text-ink">
          {t("findTown")}
        </label>
        <p id={`${id}-search-hint`} className="mt-0.5 text-sm text-muted">
          {t("findHint")}
        </p>
        <input
          ref={search}
          id={`${id}-search`}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-describedby={`${id}-search-hint`}
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          value={query}
          onChange={(e) => void suggest(e.target.value)}
          onFocus={() => void loadGazetteer()}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKey}
          placeholder={t("findExample")}
          className="mt-1.5 block h-11 w-full rounded-xl border border-line bg-surface px-3.5 text-ink placeholder:text-muted/80 focus:border-primary"
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t("places")}
          hidden={!open}
          className="absolute inset-x-0 z-20 mt-1 max-h-72 overflow-auto rounded-xl border border-line bg-surface py-1 shadow-card"
        >
          {places.map((p, i) => (
            <li
              key={`${p.name}|${p.region}|${p.country}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(p);
              }}
              className={`cursor-pointer px-3.5 py-2 text-sm ${i === active ? "bg-surface-2 text-ink" : "text-ink"}`}
            >
              {/* Place names are the gazetteer's, as written there. */}
              <span className="font-semibold">{p.name}</span>
              <span className="text-muted">{t("placeRest", { region: p.region, country: p.country })}</span>
            </li>
          ))}
        </ul>
      </div>
      <div
        ref={slot}
        className="h-72 overflow-hidden rounded-2xl border border-line bg-surface-2 sm:h-80"
        data-testid="pin-map"
      >
        {shown && (
          <MapBoundary fallback={<MapFallback />}>
            <Suspense fallback={<MapFallback />}>
              <PinMap pin={pin} focus={focus} tiles={tiles} label={t("mapLabel")} onPin={setPin} />
            </Suspense>
          </MapBoundary>
        )}
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        {pin ? t("pinAt", { lat: format.decimal(pin.lat, 5), lng: format.decimal(pin.lng, 5) }) : t("noPin")}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t("latitude")}
          name="latitude"
          inputMode="decimal"
          placeholder={t("latitudeExample")}
          value={lat}
          onChange={(e) => setLat(e.target.value)}
          error={fieldErrors.latitude}
        />
        <Field
          label={t("longitude")}
          name="longitude"
          inputMode="decimal"
          placeholder={t("longitudeExample")}
          value={lng}
          onChange={(e) => setLng(e.target.value)}
          error={fieldErrors.longitude}
        />
      </div>
    </div>
  );
}

function MapFallback() {
  const t = useT("listingEditor.pin");
  return (
    <p className="flex h-full items-center justify-center p-6 text-center text-sm text-muted">
      {t("loading")}
    </p>
  );
}
