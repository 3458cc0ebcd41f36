import type { Locale } from "./locales.ts";

/** One message of a namespace, with its ICU values. */
export type Say = (key: string, values?: Record<string, string | number>) => string;

/**
 * How the site writes to one person (decision 3855): in the recipient's language, not the sender's.
 * The messages of the namespaces we send (notices, emails, SMS, calendar files) and the formats,
 * in that language; prices stay in the listing's currency and times on the home's clock. Pure: the
 * booking process's notices take one (bookings/process.ts), the server builds it (voice.server.ts).
 */
export interface Voice {
  locale: Locale;
  dir: "ltr" | "rtl";
  notice: Say;
  email: Say;
  sms: Say;
  ics: Say;
  /** A booking history's sentences (`trips.historyParts`, a decline's reasons): said in notices too. */
  history: {
    /** `trips.historyParts`. */
    say: Say;
    /** An amount, exact, in the given currency. */
    money(cents: number, currency: string): string;
    /** A decline's reason from the site's list (`host.answer.reason`). */
    declineReason: Say;
  };
  /** A calendar date ("Mar 1, 2027", "1 mar 2027"). */
  date(iso: string): string;
  /** A stay's dates as one phrase ("Mar 1, 2027 to Mar 8, 2027"). */
  dates(stay: { start: string; end: string }): string;
  money(cents: number, currency: string, exact?: boolean): string;
  /** Parts as one list, as the language writes one ("a, b and c", "a, b y c"). */
  list(parts: string[]): string;
  /** A clock time of the home, from "15:00" ("3:00 PM", "15:00"). */
  clock(time: string): string;
  /** An instant as the clock reads at the home ("Mar 1, 2027, 3:00 PM"). */
  instantIn(instant: Date, timeZone: string): string;
}

/** An email layout's own words and direction in one language (platform/mail.server.ts renders it). */
export interface EmailFrame {
  lang: string;
  dir: "ltr" | "rtl";
  pasteLink: string;
  tagline: string;
}
