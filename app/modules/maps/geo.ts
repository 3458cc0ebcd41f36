/**
 * Map rules shared by the server and the browser (pure): the map area a search
 * is limited to ("search as I move the map"), and the approximate area a stay's
 * page shows instead of its exact spot.
 */

/** A map area in degrees. `west > east` when it crosses the antimeridian (180°). */
export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

const NUMBER = /^-?\d{1,3}(\.\d{1,8})?$/;

/**
 * Reads `bbox=west,south,east,north` (degrees). Refuses what no map could send:
 * latitudes outside ±90, longitudes outside ±180, a south edge at or above the north one.
 */
export function parseBounds(raw: string): { bounds: Bounds } | { error: string } {
  const parts = raw.split(",").map((p) => p.trim());
  if (parts.length !== 4 || !parts.every((p) => NUMBER.test(p)))
    return { error: "The map area must be four numbers: west, south, east, north." };
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  if ([west, east].some((v) => v < -180 || v > 180) || [south, north].some((v) => v < -90 || v > 90))
    return { error: "The map area is off the map (longitudes ±180, latitudes ±90)." };
  if (south >= north) return { error: "The map area's south edge must be below its north edge." };
  if (west === east) return { error: "The map area has no width." };
  return { bounds: { west, south, east, north } };
}

/** Four decimals (about 10 m): short URLs, and a map nudged by a pixel keeps the same query. */
export function formatBounds(b: Bounds) {
  const r = (v: number) => String(Math.round(v * 10_000) / 10_000);
  return [b.west, b.south, b.east, b.north].map(r).join(",");
}

/** The grid a searched map area is widened to: a hundredth of a degree (about 1 km north to south). */
export const GRID_PER_DEGREE = 100;

/**
 * The area a search really filters by: the map's area widened to the grid. Stays are kept by
 * their exact spot, so an area of any size would let someone shrink it around a stay until it
 * drops out, and so find the spot; widened, an answer tells no more than a grid square.
 */
export function coarseBounds(b: Bounds): Bounds {
  // In micro-degrees first, so that 30.27 (30.26999…) is not taken for the square below it.
  const cell = (v: number) => Math.round(v * 1e6) / (1e6 / GRID_PER_DEGREE);
  const down = (v: number, limit: number) => Math.max(-limit, Math.floor(cell(v)) / GRID_PER_DEGREE);
  const up = (v: number, limit: number) => Math.min(limit, Math.ceil(cell(v)) / GRID_PER_DEGREE);
  const south = down(b.south, 90);
  const north = up(b.north, 90);
  const west = down(b.west, 180);
  const east = up(b.east, 180);
  // An area across the antimeridian that the widening closed all the way round: the whole band.
  if (b.west > b.east && west <= east) return { west: -180, south, east: 180, north };
  return { west, south, east, north };
}

/** Whether a point lies in the area (edges included), across the antimeridian too. The SQL mirrors it. */
export function boundsContain(b: Bounds, lat: number, lng: number) {
  if (lat < b.south || lat > b.north) return false;
  return b.west <= b.east ? lng >= b.west && lng <= b.east : lng >= b.west || lng <= b.east;
}

/** The smallest area holding every point (none: null). */
export function boundsOfPoints(points: { lat: number; lng: number }[]): Bounds | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return {
    west: Math.min(...lngs),
    south: Math.min(...lats),
    east: Math.max(...lngs),
    north: Math.max(...lats),
  };
}

/** The radius of the circle a stay's page draws around its area, in metres. */
export const AREA_RADIUS_M = 700;
const METRES_PER_DEGREE = 111_320;

/**
 * Where a stay's approximate point sits from the home, as two fractions in [0, 1): how far
 * (scaled into 25–60 % of the radius) and in which direction. The server draws them from a
 * secret (area.server.ts), so nobody can work the offset out and undo it.
 */
export interface AreaOffset {
  distance: number;
  bearing: number;
}

/**
 * Where a stay roughly is, for anyone who has not booked it: a point 25 to 60 % of the radius
 * away from the home, in a direction the offset fixes (the same on every visit, so averaging
 * page loads reveals nothing), rounded to 3 decimals. The home is always inside the circle, and
 * never at its centre.
 */
export function approximateArea(offset: AreaOffset, lat: number, lng: number) {
  const distance = AREA_RADIUS_M * (0.25 + 0.35 * offset.distance);
  const bearing = 2 * Math.PI * offset.bearing;
  const dLat = (distance * Math.cos(bearing)) / METRES_PER_DEGREE;
  const dLng = (distance * Math.sin(bearing)) / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  const round = (v: number) => Math.round(v * 1000) / 1000;
  const wrapped = ((lng + dLng + 540) % 360) - 180;
  return {
    lat: round(Math.max(-85, Math.min(85, lat + dLat))),
    lng: round(wrapped),
    radiusM: AREA_RADIUS_M,
  };
}

/** Metres between two points (haversine), for tests and for choosing a zoom. */
export function distanceM(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** Where the maps' tiles come from: a tile server (MAP_TILE_URL), or null for the built-in basemap. */
export type TileSource = { url: string; attribution: string } | null;

/** A stay on the search map. */
export interface MapPin {
  id: number;
  slug: string;
  title: string;
  /** Approximate (see approximateArea): no map shows a home's exact spot before it is booked. */
  lat: number;
  lng: number;
  /** The nightly rate, or the monthly one ("/mo") for long stays, in the stay's currency. */
  label: string;
  /** The rate alone ("$180") and whether it is monthly: the popup words it in the page's language. */
  price: string;
  monthly: boolean;
}

/** A price pin's label: whole units, compact past 10,000 ("$180", "€2,300", "$12K"). */
export function pinLabel(cents: number, currency: string, locale = "en-US") {
  const units = Math.round(cents / 100);
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    maximumFractionDigits: units >= 10_000 ? 1 : 0,
    notation: units >= 10_000 ? "compact" : "standard",
  }).format(units);
}
