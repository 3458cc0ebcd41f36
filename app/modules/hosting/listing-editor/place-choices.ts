/**
 * The Place step's country and time-zone choices in the reader's language (issue 38). The stored
 * values stay as they are (the country's English name, the IANA zone id): only what the owner
 * reads changes, sorted as their language sorts. Built by the page's loader (the server's Intl),
 * so the browser draws what the server drew whatever its own Intl data.
 */
import { COUNTRIES, knownTimeZones } from "./places.ts";

/** A country as the select offers it: the stored name, and the name in the reader's language. */
export interface CountryChoice {
  value: string;
  label: string;
}

/**
 * A time zone as the select offers it: the stored id, its place (from the id: IANA names its
 * zones by a city, written in English) and its name in the reader's language ("hora del
 * Pacífico"); the form joins the two with `listingEditor.place.zoneOption`.
 */
export interface ZoneChoice {
  value: string;
  city: string;
  name: string;
}

/** "America/Argentina/Buenos_Aires" → "Buenos Aires, Argentina"; "UTC" → "UTC". */
export function cityOfZone(zone: string): string {
  const [, ...place] = zone.split("/");
  return (place.length > 0 ? place.reverse() : [zone]).join(", ").replace(/_/g, " ");
}

// A fixed day, not today: a zone's generic name follows the region it belonged to on that day
// (Lisbon was on Central European time in 1970), and the list must not change under a test.
const NAMED_ON = Date.UTC(2026, 0, 15);

/** A zone's generic name in a language ("Pacific Time", "hora del Pacífico"); its id if none. */
export function zoneName(zone: string, tag: string): string {
  try {
    const parts = new Intl.DateTimeFormat(tag, { timeZone: zone, timeZoneName: "longGeneric" }).formatToParts(
      NAMED_ON,
    );
    return parts.find((part) => part.type === "timeZoneName")?.value ?? zone;
  } catch {
    return zone;
  }
}

/** One zone as the Place step offers it, for the other pages that name a home's zone. */
export const zoneChoiceOf = (zone: string, tag: string): ZoneChoice => ({
  value: zone,
  city: cityOfZone(zone),
  name: zoneName(zone, tag),
});

/**
 * A stored country (its English name, as the Place step saves it) named in a language: "United
 * States" → "Estados Unidos". A name not among the countries the editor offers stays as stored.
 */
export function countryNameOf(stored: string, tag: string): string {
  const country = COUNTRIES.find((c) => c.name.toLowerCase() === stored.trim().toLowerCase());
  if (!country) return stored;
  return new Intl.DisplayNames([tag], { type: "region", fallback: "none" }).of(country.code) ?? stored;
}

const countries = new Map<string, CountryChoice[]>();
const zones = new Map<string, ZoneChoice[]>();

/** The countries a home may be listed in, named and sorted in a language (`tag`, an Intl tag). */
export function countryChoices(tag: string): CountryChoice[] {
  let choices = countries.get(tag);
  if (!choices) {
    const names = new Intl.DisplayNames([tag], { type: "region", fallback: "none" });
    const collator = new Intl.Collator(tag);
    choices = COUNTRIES.map((c) => ({ value: c.name, label: names.of(c.code) ?? c.name })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
    countries.set(tag, choices);
  }
  return choices;
}

/** Every time zone the runtime knows, by place, sorted in a language; built once per language. */
export function timeZoneChoices(tag: string): ZoneChoice[] {
  let choices = zones.get(tag);
  if (!choices) {
    const collator = new Intl.Collator(tag);
    choices = knownTimeZones()
      .map((value) => zoneChoiceOf(value, tag))
      .sort((a, b) => collator.compare(a.city, b.city) || collator.compare(a.value, b.value));
    zones.set(tag, choices);
  }
  return choices;
}
