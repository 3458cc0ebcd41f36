import { translatorFor } from "../../../i18n/language.server.ts";
import { intlLocale, type Locale } from "../../../i18n/locales.ts";
import { zoneChoiceOf } from "./place-choices.ts";

/**
 * A home's time zone as an owner's page says it, in the reader's language: "Chicago (hora central)",
 * the Place step's own words for it (`listingEditor.place.zoneOption`, place-choices.ts). Said by
 * the loader, so the page hydrates as the server drew it whatever the browser's Intl data.
 */
export function zoneSaidIn(locale: Locale, zone: string): string {
  const { city, name } = zoneChoiceOf(zone, intlLocale(locale));
  return translatorFor(locale, "listingEditor.place")("zoneOption", { city, name });
}
