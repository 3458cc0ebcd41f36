import { useMemo } from "react";
import { useFormat, useLanguage, useT } from "~/i18n/react";
import { intlLocale, weekStartOf } from "~/i18n/locales";
import { addDays, nightsBetween } from "~/shared/dates";
import { NAMELESS_GUEST, type CalendarDay, type DateRange } from "../calendar-rules.ts";

/**
 * The owner's calendars in the page's language (hostCalendar): a night's state in words, a run of
 * nights, month names, and the week's days from where the language starts its week (decision 3800).
 */
export function useCalendarWords() {
  const t = useT("hostCalendar.day");
  const said = useT("hostCalendar.said");
  const format = useFormat();
  const { locale } = useLanguage();
  return useMemo(() => {
    const tag = intlLocale(locale);
    const weekStart = weekStartOf(locale);
    const shortName = new Intl.DateTimeFormat(tag, { weekday: "short", timeZone: "UTC" });
    const narrowName = new Intl.DateTimeFormat(tag, { weekday: "narrow", timeZone: "UTC" });
    // 2027-01-03 is a Sunday: the week's days from the language's first day. A phone's seven columns
    // take the narrow names (Arabic's short names are its whole names: they ran into each other).
    const weekdays = Array.from({ length: 7 }, (_, i) => {
      const date = new Date(`2027-01-${String(3 + ((weekStart + i) % 7)).padStart(2, "0")}T00:00:00Z`);
      return { short: shortName.format(date), narrow: narrowName.format(date) };
    });
    /** A booking's guest by first name, or the page's word for a guest who gave none. */
    const guest = (booking: { guestFirstName: string }) =>
      booking.guestFirstName === NAMELESS_GUEST ? said("namelessGuest") : booking.guestFirstName;
    return {
      guest,
      weekStart,
      weekdays,
      /** Empty cells before the 1st of a month (YYYY-MM) in a week that starts on `weekStart`. */
      lead: (month: string) => (new Date(`${month}-01T00:00:00Z`).getUTCDay() - weekStart + 7) % 7,
      month: (month: string) =>
        format.date(`${month}-01`, { month: "long", day: undefined, year: "numeric" }),
      /** What a night is, in words (screen readers, the cell's title): never colour alone. */
      state(day: CalendarDay) {
        const name = day.booking ? guest(day.booking) : "";
        if (day.state === "blocked")
          return day.block?.reason === "imported"
            ? t("imported", { hasNote: day.block.note ? "yes" : "no", note: day.block.note })
            : day.block?.reason === "maintenance"
              ? t("maintenance")
              : t("blocked");
        if (day.state === "booked" || day.state === "pending") return t(day.state, { guest: name });
        return t(day.state);
      },
      /** "Mar 1 – 4, 2027 (4 nights)" in the language's words. */
      nights(range: DateRange) {
        const count = nightsBetween(range.start, range.end);
        const last = addDays(range.end, -1);
        const sameYear = range.start.slice(0, 4) === last.slice(0, 4);
        return count === 1
          ? t("oneNight", { date: format.date(range.start) })
          : t("run", {
              from: format.date(range.start, { year: sameYear ? undefined : "numeric" }),
              to: format.date(last),
              count,
            });
      },
    };
  }, [locale, t, said, format]);
}
