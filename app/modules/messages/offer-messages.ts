import { intlLocale } from "../../i18n/locales.ts";
import type { Voice } from "../../i18n/voice.ts";
import { formatDate, formatInstantIn, type PlacePhrases } from "../../shared/format.ts";

/**
 * The messages the site posts into a thread for the owner when they make or withdraw an offer
 * (decision 3953). They are written to the traveller, so in the traveller's saved language
 * (decision 3855), and stored already written, as a notice is: the thread, its notice, the email
 * and the text message then show the same words without a second rendering. Dates, money and the
 * closing time (on the home's clock) as that language writes them; the price in the home's currency.
 */

/** The stay an offer is for. */
export interface OfferStay {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  pets: number;
}

/** "Mon, Jun 1, 2027 to Thu, Jun 4, 2027, 2 guests, 1 animal" in the voice's language. */
export function offerStaySaid(voice: Voice, stay: OfferStay): string {
  const tag = intlLocale(voice.locale);
  return voice.notice("offerStay", {
    start: formatDate(stay.checkIn, { weekday: "short" }, tag),
    end: formatDate(stay.checkOut, { weekday: "short" }, tag),
    guests: stay.adults + stay.children,
    animals: stay.pets,
  });
}

/** The message that brings the traveller a special offer (with its price) or a pre-approval (none). */
export function offerMadeMessage(
  voice: Voice,
  place: PlacePhrases,
  offer: OfferStay & {
    /** The offered total and the usual one, in cents of `currency`; null for a pre-approval. */
    price: { totalCents: number; usualTotalCents: number } | null;
    currency: string;
    expiresAt: Date;
    timeZone: string;
    city: string;
  },
): string {
  const stay = offerStaySaid(voice, offer);
  const until = formatInstantIn(offer.expiresAt, offer.timeZone, offer.city, intlLocale(voice.locale), place);
  return offer.price
    ? voice.notice("offerSpecial", {
        stay,
        total: voice.money(offer.price.totalCents, offer.currency, true),
        usual: voice.money(offer.price.usualTotalCents, offer.currency, true),
        until,
      })
    : voice.notice("offerPreapproved", { stay, until });
}

/** The owner's note that they withdrew their offer, in the traveller's language. */
export function offerWithdrawnMessage(voice: Voice, offer: OfferStay & { kind: "offer" | "preapproval" }) {
  return voice.notice("offerWithdrawn", { kind: offer.kind, stay: offerStaySaid(voice, offer) });
}
