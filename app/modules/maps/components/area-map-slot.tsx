import { Icon } from "~/ui/icon";
import { useT } from "~/i18n/react";
import { lazy, Suspense } from "react";
import type { TileSource } from "../geo";
import { MapBoundary } from "./map-boundary";
import { useShownOnce } from "./use-shown";

const AreaMap = lazy(() => import("./area-map.client"));

/**
 * Room for the stay's area map, which loads when scrolled near (Leaflet is not in
 * the page's bundle). Before that, and without JavaScript, the place in words.
 */
export function AreaMapSlot({
  area,
  tiles,
  place,
}: {
  area: { lat: number; lng: number; radiusM: number };
  tiles: TileSource;
  place: string;
}) {
  const [slot, shown] = useShownOnce<HTMLDivElement>();
  const label = useT("stay.areaMap")("label", { place });
  return (
    <div
      ref={slot}
      className="h-64 overflow-hidden rounded-3xl border border-line bg-surface-2 shadow-card sm:h-80"
    >
      {shown ? (
        <MapBoundary fallback={<Placeholder place={place} />}>
          <Suspense fallback={<Placeholder place={place} />}>
            <AreaMap area={area} tiles={tiles} label={label} />
          </Suspense>
        </MapBoundary>
      ) : (
        <Placeholder place={place} />
      )}
    </div>
  );
}

function Placeholder({ place }: { place: string }) {
  return (
    <p className="flex h-full items-center justify-center gap-2 p-6 text-center text-sm text-muted">
      <Icon name="map-pin" className="size-4 shrink-0" /> {place}
    </p>
  );
}
