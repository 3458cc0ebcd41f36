import { exportRanges, listingByCalendarToken } from "~/modules/calendar-sync/calendar-sync.server";
import { listingCalendar } from "~/modules/calendar-sync/ical-export";
import { platformOf } from "~/platform/context";
import { todayIn } from "~/shared/dates";
import type { Route } from "./+types/listing-feed";

const notFound = () =>
  new Response("No calendar at this address: the link may have been replaced by a new one.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * GET /calendar/<token>.ics: a listing's taken nights for other sites to import. The secret
 * token is the only key (no sign-in); it names no guest. See docs/decisions/0902-calendar-sync.md.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const match = /^(.+)\.ics$/.exec(params.file);
  const listing = match ? await listingByCalendarToken(platform.database.db, match[1]!) : null;
  if (!listing) return notFound();
  const ranges = await exportRanges(platform.database.db, listing.id, todayIn(listing.timeZone));
  const body = listingCalendar({
    listingId: listing.id,
    title: listing.title,
    appUrl: platform.env.APP_URL,
    secret: platform.secret,
    ranges,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `inline; filename="listing-${listing.id}.ics"`,
      // Other sites poll it; a short cache spares the database without hiding a new booking for long.
      "Cache-Control": "private, max-age=300",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
    },
  });
}
