import { and, asc, eq, ne } from "drizzle-orm";
import { listings, owners } from "../../../../db/schema/index.ts";
import type { Database } from "../../../platform/db.server.ts";
import { addDays, todayIn } from "../../../shared/dates.ts";
import { windowEnd } from "./calendar-rules.ts";
import { calendarDataIn } from "./calendar.server.ts";
import { gridColumns, gridPages, gridRange, gridRows, gridStart, type GridHome } from "./multi-calendar.ts";

/**
 * The calendar of several homes: the owner's homes (not archived), each with its nights over one
 * page of dates, from the same data and calculation as each home's own calendar.
 */

/** The owner's homes with what their calendars need, by title (archived ones have no calendar to change). */
async function calendarHomes(db: Database, userId: string) {
  return db
    .select({
      id: listings.id,
      title: listings.title,
      city: listings.city,
      currency: listings.currency,
      timeZone: listings.timeZone,
      nightlyRateCents: listings.nightlyRateCents,
      minNights: listings.minNights,
      availabilityMonths: listings.availabilityMonths,
      pricingRules: listings.pricingRules,
    })
    .from(listings)
    .innerJoin(owners, eq(owners.id, listings.ownerId))
    .where(and(eq(owners.userId, userId), ne(listings.status, "archived")))
    .orderBy(asc(listings.title), asc(listings.id));
}

/** One page of the multi-calendar from `?from=`: its columns, one row per home, and the pages around it. */
export async function multiCalendar(db: Database, userId: string, fromParam: string | null) {
  const homes = await calendarHomes(db, userId);
  const todays = homes.map((h) => todayIn(h.timeZone));
  const today = todays.length ? todays.reduce((a, b) => (a < b ? a : b)) : todayIn("UTC");
  const lastNight = homes.length
    ? homes
        .map((h, i) => addDays(windowEnd(todays[i]!, h.availabilityMonths), -1))
        .reduce((a, b) => (a > b ? a : b))
    : today;
  const from = gridStart(fromParam, today, lastNight);
  const range = gridRange(from);
  const data = await Promise.all(homes.map((h, i) => calendarDataIn(db, h, todays[i]!, range)));
  const rows = gridRows(
    homes.map((h, i) => {
      const { today: homeToday, openUntil, ...rest } = data[i]!;
      const home: GridHome = {
        id: h.id,
        title: h.title,
        city: h.city,
        currency: h.currency,
        today: homeToday,
        openUntil,
      };
      return { home, data: rest };
    }),
    range,
  );
  return {
    from,
    today,
    lastNight,
    columns: gridColumns(range),
    rows,
    ...gridPages(from, today, lastNight),
  };
}
export type MultiCalendar = Awaited<ReturnType<typeof multiCalendar>>;
