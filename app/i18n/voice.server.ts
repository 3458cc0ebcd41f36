import { formatDate, formatMoney } from "../shared/format.ts";
import { cachedFormatter } from "../shared/intl-cache.ts";
import { translatorFor } from "./language.server.ts";
import { DEFAULT_LOCALE, directionOf, intlLocale, isLocale, type Locale } from "./locales.ts";
import type { EmailFrame, Voice } from "./voice.ts";

/** The language we write to someone in: their saved choice (profiles.language), else English. */
export const recipientLocale = (saved: string | null | undefined): Locale =>
  isLocale(saved) ? saved : DEFAULT_LOCALE;

const voices = new Map<Locale, Voice>();

/** The voice of one recipient's language (decision 3855), built once per language. */
export function voiceOf(saved: string | null | undefined): Voice {
  const locale = recipientLocale(saved);
  const known = voices.get(locale);
  if (known) return known;
  const tag = intlLocale(locale);
  const notice = translatorFor(locale, "notice");
  const clock = (time: string) => {
    const [h = "0", m = "0"] = time.split(":");
    return cachedFormatter(
      `clock|${tag}`,
      () => new Intl.DateTimeFormat(tag, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }),
    ).format(new Date(Date.UTC(2000, 0, 1, Number(h), Number(m))));
  };
  const instantIn = (instant: Date, timeZone: string) => {
    const options: Intl.DateTimeFormatOptions = {
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
    };
    try {
      return cachedFormatter(
        `instant-in|${tag}|${timeZone}`,
        () => new Intl.DateTimeFormat(tag, { ...options, timeZone }),
      ).format(instant);
    } catch {
      return cachedFormatter(
        `instant-in|${tag}|UTC`,
        () => new Intl.DateTimeFormat(tag, { ...options, timeZone: "UTC", timeZoneName: "short" }),
      ).format(instant);
    }
  };
  const date = (iso: string) => formatDate(iso, {}, tag);
  const voice: Voice = {
    locale,
    dir: directionOf(locale),
    notice,
    email: translatorFor(locale, "email"),
    sms: translatorFor(locale, "sms"),
    ics: translatorFor(locale, "ics"),
    history: {
      say: translatorFor(locale, "trips.historyParts"),
      money: (cents, currency) => formatMoney(cents, currency, true, tag),
      declineReason: translatorFor(locale, "host.answer.reason"),
    },
    date,
    dates: (stay) => notice("dates", { start: date(stay.start), end: date(stay.end) }),
    money: (cents, currency, exact) => formatMoney(cents, currency, exact, tag),
    list: (parts) =>
      cachedFormatter(`list-and|${tag}`, () => new Intl.ListFormat(tag, { type: "conjunction" })).format(
        parts,
      ),
    clock,
    instantIn,
  };
  voices.set(locale, voice);
  return voice;
}

/** The email layout's own words and direction in the recipient's language (platform/mail.server.ts). */
export function emailFrame(voice: Voice): EmailFrame {
  return {
    lang: voice.locale,
    dir: voice.dir,
    pasteLink: voice.email("pasteLink"),
    tagline: voice.email("tagline"),
  };
}
