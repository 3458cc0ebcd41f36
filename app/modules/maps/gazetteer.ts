/**
 * Address suggestions from the bundled gazetteer (gazetteer-data.ts), pure: the same in the
 * browser (the place step's suggestions) and in tests. No network: a typed address is matched
 * by its parts ("12 Lake St, Bayfield, Wisconsin") against the places' names, regions and countries.
 */

export interface GazetteerPlace {
  name: string;
  region: string;
  country: string;
  lat: number;
  lng: number;
}

/** Places from the gazetteer's text (one a line: code|name|region|lat|lng); malformed lines skipped. */
export function parseGazetteer(text: string, countries: Record<string, string>): GazetteerPlace[] {
  return text.split("\n").flatMap((line) => {
    const [code, name, region, lat, lng] = line.split("|");
    const country = code ? countries[code] : undefined;
    const la = Number(lat);
    const ln = Number(lng);
    if (!country || !name || region === undefined || !Number.isFinite(la) || !Number.isFinite(ln)) return [];
    if (Math.abs(la) > 90 || Math.abs(ln) > 180) return [];
    return [{ name, region, country, lat: la, lng: ln }];
  });
}

/** Lower case, without accents or punctuation: "Montréal" and "montreal" read the same. */
export const foldText = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

function nameScore(name: string, part: string) {
  if (name === part) return 4;
  if (name.startsWith(part)) return 3;
  if (name.split(" ").some((word) => word.startsWith(part))) return 2;
  return 0;
}

export const MAX_SUGGESTIONS = 6;

/**
 * The places an address may be in, best first: a part of it that names the place (whole, its
 * beginning, or a word's), a region or country named by another part counting too; ties keep the
 * gazetteer's order (bigger places first). Parts under two letters match nothing.
 */
export function suggestPlaces(places: readonly GazetteerPlace[], query: string, limit = MAX_SUGGESTIONS) {
  const parts = query
    .split(",")
    .map(foldText)
    .filter((p) => p.length >= 2);
  if (parts.length === 0) return [];
  const scored: { place: GazetteerPlace; score: number; index: number }[] = [];
  places.forEach((place, index) => {
    const name = foldText(place.name);
    let best = 0;
    let bestPart = -1;
    parts.forEach((part, i) => {
      const s = nameScore(name, part);
      if (s > best) {
        best = s;
        bestPart = i;
      }
    });
    if (best === 0) return;
    const region = foldText(place.region);
    const country = foldText(place.country);
    const context = parts.some(
      (part, i) => i !== bestPart && (region.startsWith(part) || country.startsWith(part)),
    );
    scored.push({ place, score: best + (context ? 2 : 0), index });
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return scored.slice(0, limit).map((s) => s.place);
}

/** A pin's coordinates as the form keeps them: 6 decimals (about 10 cm), longitude wrapped to ±180. */
export function pinValue(lat: number, lng: number) {
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return { lat: round(Math.max(-90, Math.min(90, lat))), lng: round(wrapped) };
}

export type PinDirection = "north" | "south" | "east" | "west";

/** The pin moved `metres` one way (the keyboard's arrows: 10 m, 100 m with Shift). */
export function nudgePin(pin: { lat: number; lng: number }, direction: PinDirection, metres: number) {
  const dLat = metres / 111_320;
  const dLng = metres / (111_320 * Math.max(0.01, Math.cos((pin.lat * Math.PI) / 180)));
  const moved =
    direction === "north"
      ? { lat: pin.lat + dLat, lng: pin.lng }
      : direction === "south"
        ? { lat: pin.lat - dLat, lng: pin.lng }
        : direction === "east"
          ? { lat: pin.lat, lng: pin.lng + dLng }
          : { lat: pin.lat, lng: pin.lng - dLng };
  return pinValue(moved.lat, moved.lng);
}
