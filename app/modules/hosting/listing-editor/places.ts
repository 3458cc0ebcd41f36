/**
 * Countries a home may be listed in, with what follows from the address: the time zone (by
 * region where a country spans several) and the currency a listing there is priced in. Offline
 * on purpose: no geocoder is reachable, and these are the facts the editor needs.
 */
export interface Country {
  /** The stored value (listings.country), in English. */
  name: string;
  /** Its ISO 3166-1 region code: how each language names it (Intl.DisplayNames). */
  code: string;
  currency: string;
  /** The time zone for the whole country, or for a region not listed in `zones`. */
  zone: string;
  /** Regions (states, provinces) whose time zone differs from `zone`, by lower-case name. */
  zones?: Record<string, string>;
}

const US_ZONES: Record<string, string> = {
  alaska: "America/Anchorage",
  hawaii: "Pacific/Honolulu",
  arizona: "America/Phoenix",
  california: "America/Los_Angeles",
  nevada: "America/Los_Angeles",
  oregon: "America/Los_Angeles",
  washington: "America/Los_Angeles",
  colorado: "America/Denver",
  idaho: "America/Boise",
  montana: "America/Denver",
  "new mexico": "America/Denver",
  utah: "America/Denver",
  wyoming: "America/Denver",
  alabama: "America/Chicago",
  arkansas: "America/Chicago",
  illinois: "America/Chicago",
  iowa: "America/Chicago",
  kansas: "America/Chicago",
  louisiana: "America/Chicago",
  minnesota: "America/Chicago",
  mississippi: "America/Chicago",
  missouri: "America/Chicago",
  nebraska: "America/Chicago",
  "north dakota": "America/Chicago",
  oklahoma: "America/Chicago",
  "south dakota": "America/Chicago",
  tennessee: "America/Chicago",
  texas: "America/Chicago",
  wisconsin: "America/Chicago",
};

export const COUNTRIES: Country[] = [
  { name: "United States", code: "US", currency: "USD", zone: "America/New_York", zones: US_ZONES },
  {
    name: "Canada",
    code: "CA",
    currency: "CAD",
    zone: "America/Toronto",
    zones: {
      "british columbia": "America/Vancouver",
      alberta: "America/Edmonton",
      saskatchewan: "America/Regina",
      manitoba: "America/Winnipeg",
      quebec: "America/Toronto",
      "nova scotia": "America/Halifax",
      "new brunswick": "America/Moncton",
      newfoundland: "America/St_Johns",
      yukon: "America/Whitehorse",
    },
  },
  {
    name: "Mexico",
    code: "MX",
    currency: "MXN",
    zone: "America/Mexico_City",
    zones: {
      "baja california": "America/Tijuana",
      "quintana roo": "America/Cancun",
      sonora: "America/Hermosillo",
    },
  },
  {
    name: "Australia",
    code: "AU",
    currency: "AUD",
    zone: "Australia/Sydney",
    zones: {
      victoria: "Australia/Melbourne",
      queensland: "Australia/Brisbane",
      "western australia": "Australia/Perth",
      "south australia": "Australia/Adelaide",
      tasmania: "Australia/Hobart",
      "northern territory": "Australia/Darwin",
    },
  },
  { name: "New Zealand", code: "NZ", currency: "NZD", zone: "Pacific/Auckland" },
  { name: "United Kingdom", code: "GB", currency: "GBP", zone: "Europe/London" },
  { name: "Ireland", code: "IE", currency: "EUR", zone: "Europe/Dublin" },
  {
    name: "Portugal",
    code: "PT",
    currency: "EUR",
    zone: "Europe/Lisbon",
    zones: { azores: "Atlantic/Azores" },
  },
  {
    name: "Spain",
    code: "ES",
    currency: "EUR",
    zone: "Europe/Madrid",
    zones: { "canary islands": "Atlantic/Canary" },
  },
  { name: "France", code: "FR", currency: "EUR", zone: "Europe/Paris" },
  { name: "Germany", code: "DE", currency: "EUR", zone: "Europe/Berlin" },
  { name: "Netherlands", code: "NL", currency: "EUR", zone: "Europe/Amsterdam" },
  { name: "Belgium", code: "BE", currency: "EUR", zone: "Europe/Brussels" },
  { name: "Italy", code: "IT", currency: "EUR", zone: "Europe/Rome" },
  { name: "Austria", code: "AT", currency: "EUR", zone: "Europe/Vienna" },
  { name: "Switzerland", code: "CH", currency: "CHF", zone: "Europe/Zurich" },
  { name: "Denmark", code: "DK", currency: "DKK", zone: "Europe/Copenhagen" },
  { name: "Sweden", code: "SE", currency: "SEK", zone: "Europe/Stockholm" },
  { name: "Norway", code: "NO", currency: "NOK", zone: "Europe/Oslo" },
  { name: "Japan", code: "JP", currency: "JPY", zone: "Asia/Tokyo" },
];

export const COUNTRY_NAMES = COUNTRIES.map((c) => c.name);
export const CURRENCIES = [...new Set(COUNTRIES.map((c) => c.currency))].sort();

export const countryNamed = (name: string) => COUNTRIES.find((c) => c.name === name);

/** The time zone an address is in, as far as the country and region tell. */
export function timeZoneFor(country: string, region: string): string {
  const found = countryNamed(country);
  if (!found) return "UTC";
  return found.zones?.[region.trim().toLowerCase()] ?? found.zone;
}

/** Every time zone the runtime knows (the owner may choose another than the one suggested). */
export function knownTimeZones(): string[] {
  return Intl.supportedValuesOf("timeZone");
}

export const isKnownTimeZone = (zone: string) => zone === "UTC" || knownTimeZones().includes(zone);
