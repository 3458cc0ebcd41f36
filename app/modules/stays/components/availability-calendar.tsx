import { fromDayNumber, monthOf, shiftMonth, toDayNumber } from "~/shared/dates";
import { useFormat, useLanguage, useT } from "~/i18n/react";
import { weekStartOf } from "~/i18n/locales";

type Range = { start: string; end: string; kind: "booked" | "blocked" };

/** 2023-01-01 was a Sunday: the day names of a week, starting on `first` (0 Sunday … 6 Saturday). */
const weekdayDates = (first: number) =>
  Array.from({ length: 7 }, (_, i) => `2023-01-${String(1 + ((first + i) % 7)).padStart(2, "0")}`);

/** The first days of `count` months from the month of `today`. */
function monthsFrom(today: string, count: number) {
  return Array.from({ length: count }, (_, i) => `${shiftMonth(monthOf(today), i)}-01`);
}

/**
 * Months of nights, server-rendered: booked and blocked nights are struck
 * through and named for screen readers. A night is the date you sleep there
 * (the check-out day of one stay is free for the next check-in). In the page's language: month and
 * day names from Intl, the week starting where the language's region starts it (decision 3800).
 */
export function AvailabilityCalendar({
  today,
  occupied,
  months = 3,
}: {
  today: string;
  occupied: Range[];
  months?: number;
}) {
  const taken = new Map<number, Range["kind"]>();
  for (const range of occupied)
    for (let d = toDayNumber(range.start); d < toDayNumber(range.end); d++) taken.set(d, range.kind);
  const todayNumber = toDayNumber(today);
  const t = useT("stay.calendar");
  const format = useFormat();
  const weekStart = weekStartOf(useLanguage().locale);
  const weekdays = weekdayDates(weekStart).map((iso) => ({
    short: format.date(iso, { weekday: "narrow", month: undefined, day: undefined, year: undefined }),
    long: format.date(iso, { weekday: "long", month: undefined, day: undefined, year: undefined }),
  }));
  return (
    <div>
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {monthsFrom(today, months).map((first) => {
          const firstNumber = toDayNumber(first);
          const lead = (new Date(`${first}T00:00:00Z`).getUTCDay() - weekStart + 7) % 7;
          const nextMonth = monthsFrom(first, 2)[1]!;
          const days = toDayNumber(nextMonth) - firstNumber;
          const cells: (number | null)[] = [
            ...Array(lead).fill(null),
            ...Array.from({ length: days }, (_, i) => firstNumber + i),
          ];
          while (cells.length % 7) cells.push(null);
          const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
          const title = format.date(first, { month: "long", year: "numeric", day: undefined });
          return (
            <table key={first} className="w-full border-separate border-spacing-1 text-center text-sm">
              <caption className="mb-2 text-start font-semibold text-ink">{title}</caption>
              <thead>
                <tr>
                  {weekdays.map((d) => (
                    <th key={d.long} scope="col" abbr={d.long} className="text-xs font-semibold text-muted">
                      {d.short}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week, w) => (
                  <tr key={w}>
                    {week.map((day, i) => {
                      if (day === null) return <td key={i} />;
                      const kind = taken.get(day);
                      const past = day < todayNumber;
                      const iso = fromDayNumber(day);
                      const label = t(kind ?? (past ? "past" : "available"));
                      return (
                        <td
                          key={i}
                          data-date={iso}
                          data-state={past ? "past" : (kind ?? "free")}
                          className={`h-9 rounded-lg tabular ${
                            past
                              ? "text-muted"
                              : kind
                                ? "bg-surface-2 text-muted line-through"
                                : "bg-primary-soft font-medium text-ink"
                          } ${day === todayNumber ? "ring-2 ring-primary" : ""}`}
                        >
                          {format.number(Number(iso.slice(8)))}
                          <span className="sr-only">{t("state", { state: label })}</span>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          );
        })}
      </div>
      <p className="mt-4 flex flex-wrap gap-4 text-sm text-muted">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden className="inline-block size-4 rounded bg-primary-soft" /> {t("availableNight")}
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden className="inline-block size-4 rounded bg-surface-2" /> {t("bookedOrBlocked")}
        </span>
        <span>{t("checkOutFree")}</span>
      </p>
    </div>
  );
}
