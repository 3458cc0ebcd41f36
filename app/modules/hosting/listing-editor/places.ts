/**
 * Countries a home may be listed in, with what follows from the address: the time zone (by
 * region where a country spans several) and the currency a listing there is priced in. Offline
 * on purpose: no geocoder is reachable, and these are the facts the editor needs.
 */
export interface Country {
  name: string;
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
  { name: "United States", currency: "USD", zone: "America/New_York", zones: US_ZONES },
  {
    name: "Canada",
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
  { name: "New Zealand", currency: "NZD", zone: "Pacific/Auckland" },
  { name: "United Kingdom", currency: "GBP", zone: "Europe/London" },
  { name: "Ireland", currency: "EUR", zone: "Europe/Dublin" },
  { name: "Portugal", currency: "EUR", zone: "Europe/Lisbon", zones: { azores: "Atlantic/Azores" } },
  { name: "Spain", currency: "EUR", zone: "Europe/Madrid", zones: { "canary islands": "Atlantic/Canary" } },
  { name: "France", currency: "EUR", zone: "Europe/Paris" },
  { name: "Germany", currency: "EUR", zone: "Europe/Berlin" },
  { name: "Netherlands", currency: "EUR", zone: "Europe/Amsterdam" },
  { name: "Belgium", currency: "EUR", zone: "Europe/Brussels" },
  { name: "Italy", currency: "EUR", zone: "Europe/Rome" },
  { name: "Austria", currency: "EUR", zone: "Europe/Vienna" },
  { name: "Switzerland", currency: "CHF", zone: "Europe/Zurich" },
  { name: "Denmark", currency: "DKK", zone: "Europe/Copenhagen" },
  { name: "Sweden", currency: "SEK", zone: "Europe/Stockholm" },
  { name: "Norway", currency: "NOK", zone: "Europe/Oslo" },
  { name: "Japan", currency: "JPY", zone: "Asia/Tokyo" },
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
