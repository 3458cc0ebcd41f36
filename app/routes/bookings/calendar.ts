import { getSessionUser } from "~/modules/accounts/guards.server";
import { tripCalendarFile } from "~/modules/bookings/trip-calendar.server";
import { guestBooking } from "~/modules/bookings/bookings.server";
import { stayGoingAhead } from "~/modules/bookings/booking-view";
import type { Route } from "./+types/calendar";
import { platformOf } from "~/platform/context";
import { requestLocale } from "~/i18n/language.server";
import { voiceOf } from "~/i18n/voice.server";
import { savedLanguage } from "~/modules/notifications/notifications.server";
import { searchParamsOf } from "~/shared/http.server";

/** GET /hotels/confirm/calendar.ics?booking=<id>: the stay as a calendar file, for its guest only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = await getSessionUser(platform, request);
  if (!user) return new Response("Sign in to download your booking.", { status: 401 });
  const { database, env } = platform;
  const trip = await guestBooking(database.db, user.id, searchParamsOf(request).get("booking") ?? "");
  if (!trip) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  // A stay that will not happen has nothing to put in a calendar.
  if (!stayGoingAhead(trip.booking.status))
    return new Response("This booking is no longer going ahead.", {
      status: 410,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  // In the language the traveller reads the site in (decision 3855).
  const voice = voiceOf(
    requestLocale(request, new URL(request.url), await savedLanguage(database.db, user.id)),
  );
  return new Response(tripCalendarFile(trip, env.APP_URL, voice), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="stay-${trip.booking.reference ?? trip.booking.id}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}
