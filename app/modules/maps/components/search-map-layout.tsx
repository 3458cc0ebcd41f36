import { useT } from "~/i18n/react";
import { Icon } from "~/ui/icon";
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { formatBounds, type Bounds } from "../geo";
import { MapBoundary } from "./map-boundary";
import { useShownOnce } from "./use-shown";

// Leaflet, the pins and the basemap load only once the map is on screen (not in the page's bundle).
const SearchMap = lazy(() => import("./search-map.client"));

type Preference = "auto" | "shown" | "hidden";

/**
 * The results with the map: beside them on wide screens (it can be hidden), behind a
 * "Show map" button on narrow ones. The layout is the same before scripts run (no
 * jump when the map arrives); without JavaScript the list is all there is.
 */
export function SearchMapLayout({
  query,
  bounds,
  detailHref,
  resultsId,
  children,
}: {
  query: string;
  bounds?: Bounds;
  detailHref: (slug: string) => string;
  resultsId: string;
  children: ReactNode;
}) {
  const t = useT("search.map");
  const [preference, setPreference] = useState<Preference>("auto");
  const wide = useWideScreen();
  const [slot, shown] = useShownOnce<HTMLDivElement>();
  const navigate = useNavigate();
  const location = useLocation();
  const open = preference === "auto" ? wide : preference === "shown";

  // "Search as I move the map": the area replaces the typed place; the first page of it.
  const searchArea = useCallback(
    (area: Bounds) => {
      const params = new URLSearchParams(location.search);
      const moving = params.has("bbox");
      params.delete("where");
      params.delete("page");
      params.set("bbox", formatBounds(area));
      void navigate(`${location.pathname}?${params}`, { preventScrollReset: true, replace: moving });
    },
    [location.pathname, location.search, navigate],
  );

  const slotLook = {
    auto: "hidden xl:block",
    shown: "block",
    hidden: "hidden",
  }[preference];
  const beside = preference !== "hidden" ? "xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" : "";
  return (
    <div className={`grid min-w-0 grid-cols-1 gap-4 xl:gap-x-6 ${beside}`}>
      <div className="flex min-h-10 items-center justify-end xl:col-start-1">
        <button
          type="button"
          aria-controls="search-map"
          aria-expanded={open ?? false}
          onClick={() => setPreference(open ? "hidden" : "shown")}
          className={`inline-flex h-10 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-semibold text-ink shadow-card hover:bg-surface-2 ${wide === null ? "invisible" : ""}`}
        >
          <Icon name="map" className="size-4 text-primary" />
          {preference === "auto" ? (
            <>
              <span className="xl:hidden">{t("show")}</span>
              <span className="hidden xl:inline">{t("hide")}</span>
            </>
          ) : open ? (
            t("hide")
          ) : (
            t("show")
          )}
        </button>
      </div>
      <div
        id="search-map"
        ref={slot}
        className={`${slotLook} h-[65vh] min-h-80 overflow-hidden rounded-3xl border border-line bg-surface-2 shadow-card sm:h-[28rem] xl:sticky xl:top-24 xl:col-start-2 xl:row-span-2 xl:row-start-1 xl:h-[calc(100dvh-7rem)] xl:self-start`}
      >
        {shown ? (
          <MapBoundary fallback={<MapPlaceholder text={t("failed")} />}>
            <Suspense fallback={<MapPlaceholder text={t("loading")} />}>
              <SearchMap
                query={query}
                bounds={bounds}
                resultsId={resultsId}
                detailHref={detailHref}
                onSearchArea={searchArea}
              />
            </Suspense>
          </MapBoundary>
        ) : (
          <MapPlaceholder text={t("loading")} />
        )}
      </div>
      <div className="@container min-w-0 xl:col-start-1">{children}</div>
    </div>
  );
}

function MapPlaceholder({ text }: { text: string }) {
  const t = useT("search.map");
  return (
    <p className="flex h-full items-center justify-center p-6 text-center text-sm text-muted">
      <span className="[@media(scripting:none)]:hidden">{text}</span>
      <span className="hidden [@media(scripting:none)]:inline">{t("needsScript")}</span>
    </p>
  );
}

/** Whether the screen is wide enough for the map beside the list (Tailwind's xl); null before scripts run. */
function useWideScreen() {
  const [wide, setWide] = useState<boolean | null>(null);
  useEffect(() => {
    const query = window.matchMedia("(min-width: 80rem)");
    const update = () => setWide(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return wide;
}
