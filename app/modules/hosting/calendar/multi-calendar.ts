import { addDays, isIsoDate } from "../../../shared/dates.ts";
import { formatDate } from "../../../shared/format.ts";
import {
  calendarDays,
  WEEKDAYS,
  type CalendarData,
  type CalendarDay,
  type DateRange,
} from "./calendar-rules.ts";

/**
 * The calendar of several homes, pure: rows of the owner's homes, columns of nights from a start
 * date. Each row's nights come from `calendarDays`, the same calculation as one home's month grid
 * (state, booking, block, override and rule price), so the two calendars never disagree.
 */

/** Nights on one page of the multi-calendar (the page links to the previous and next ones). */
export const GRID_NIGHTS = 30;

/** A home's row: what the grid needs to name it and to price its nights. */
export interface GridHome {
  id: number;
  title: string;
  city: string;
  currency: string;
  /** The day after its last open night (its own window). */
  openUntil: string;
  /** Its own today (its time zone). */
  today: string;
}

export interface GridColumn {
  date: string;
  day: number;
  weekday: (typeof WEEKDAYS)[number];
  weekend: boolean;
  /** "March 2027" on the first column and on each 1st of a month, else null. */
  monthLabel: string | null;
}

export interface GridRow extends GridHome {
  nights: CalendarDay[];
}

/** The nights a page shows: from `from`, `GRID_NIGHTS` of them. */
export const gridRange = (from: string, nights = GRID_NIGHTS): DateRange => ({
  start: from,
  end: addDays(from, nights),
});

/**
 * The first night of a page from the address (`?from=2027-03-04`): a date from the earliest
 * home's today to the last open night of any home, else today.
 */
export function gridStart(value: string | null | undefined, today: string, lastNight: string) {
  if (!value || !isIsoDate(value)) return today;
  if (value < today) return today;
  if (value > lastNight) return lastNight < today ? today : lastNight;
  return value;
}

/** The previous and next pages' first nights, or null at an end. */
export function gridPages(from: string, today: string, lastNight: string, nights = GRID_NIGHTS) {
  const earlier = from > today ? gridStart(addDays(from, -nights), today, lastNight) : null;
  const next = addDays(from, nights);
  return { earlier, later: next <= lastNight ? next : null };
}

const monthName = (date: string) => formatDate(date, { month: "long", day: undefined, year: "numeric" });

/** The columns' heads: date, weekday, and the month where a month begins. */
export function gridColumns(range: DateRange): GridColumn[] {
  const out: GridColumn[] = [];
  for (let date = range.start; date < range.end; date = addDays(date, 1)) {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    out.push({
      date,
      day: Number(date.slice(8)),
      weekday: WEEKDAYS[weekday]!,
      // Friday and Saturday nights: the weekend price's nights.
      weekend: weekday === 5 || weekday === 6,
      monthLabel: out.length === 0 || date.endsWith("-01") ? monthName(date) : null,
    });
  }
  return out;
}

/** One row per home, each with its nights over the range (its own today and window). */
export function gridRows(
  homes: { home: GridHome; data: Omit<CalendarData, "today" | "openUntil"> }[],
  range: DateRange,
): GridRow[] {
  return homes.map(({ home, data }) => ({
    ...home,
    nights: calendarDays({ ...data, today: home.today, openUntil: home.openUntil }, range),
  }));
}

/** The nights of one home selected from `anchor` to `date` (either order), as the form's first and last night. */
export function selectionOf(anchor: string, date: string) {
  return anchor <= date ? { start: anchor, last: date } : { start: date, last: anchor };
}
