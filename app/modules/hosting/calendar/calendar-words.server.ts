import { translatorFor } from "../../../i18n/language.server.ts";
import { intlLocale, type Locale } from "../../../i18n/locales.ts";
import { addDays, nightsBetween } from "../../../shared/dates.ts";
import { formatDate, formatMoney } from "../../../shared/format.ts";
import { NAMELESS_GUEST, type CalendarBooking, type DateRange } from "./calendar-rules.ts";

/**
 * The calendar's toasts and clash refusals in the reader's language (`hostCalendar.said`): one
 * message with its parts each, the nights and prices in the reader's formats. English is the
 * words the calendar always wrote ("Blocked Mar 3 – Mar 5, 2027 (3 nights): …").
 */
export function calendarWordsFor(locale: Locale = "en") {
  const say = translatorFor(locale, "hostCalendar.said");
  const tag = intlLocale(locale);
  /** "Mar 3 – Mar 5, 2027 (3 nights)": the nights of a range as the owner selected them. */
  const nights = (range: DateRange) => {
    const count = nightsBetween(range.start, range.end);
    const last = addDays(range.end, -1);
    const sameYear = range.start.slice(0, 4) === last.slice(0, 4);
    const dates =
      count === 1
        ? formatDate(range.start, {}, tag)
        : say("span", {
            first: formatDate(range.start, { year: sameYear ? undefined : "numeric" }, tag),
            last: formatDate(last, {}, tag),
          });
    return say("nights", { dates, count });
  };
  return {
    nights,
    /** Why nights taken by a booking (or its preparation nights after it) can't be blocked. */
    bookingClash: (booking: CalendarBooking, range: DateRange) =>
      say(range.start >= booking.end ? "clashPreparation" : "clashBooking", {
        kind: booking.status === "pending" ? "request" : "booking",
        guest: booking.guestFirstName === NAMELESS_GUEST ? say("namelessGuest") : booking.guestFirstName,
        nights: nights({ start: booking.start, end: booking.end }),
      }),
    blockClash: (block: DateRange & { reason: string }) =>
      say(block.reason === "imported" ? "clashImported" : "clashMaintenance", { nights: nights(block) }),
    importedOnly: () => say("importedOnly"),
    blocked: (range: DateRange) => say("blocked", { nights: nights(range) }),
    opened: (range: DateRange, importedKept: boolean) =>
      say(importedKept ? "openedImportedKept" : "opened", { nights: nights(range) }),
    noneBlocked: (range: DateRange) => say("noneBlocked", { nights: nights(range) }),
    reset: (range: DateRange, changed: boolean) =>
      say(changed ? "backToRate" : "alreadyAtRate", { nights: nights(range) }),
    priced: (range: DateRange, cents: number, currency: string, minNights: number | null) => {
      const values = { nights: nights(range), price: formatMoney(cents, currency, true, tag) };
      return minNights ? say("pricedMinimum", { ...values, min: minNights }) : say("priced", values);
    },
  };
}

export type CalendarWords = ReturnType<typeof calendarWordsFor>;
