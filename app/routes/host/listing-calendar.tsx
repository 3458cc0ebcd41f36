import { data } from "react-router";
import { conflictsOf } from "~/modules/calendar-sync/calendar-sync.server";
import {
  monthAfterChange,
  MONTHS_PER_PAGE,
  pageMonth,
  windowEnd,
} from "~/modules/hosting/calendar/calendar-rules";
import {
  changeCalendarFromForm,
  lastOpenNight,
  listingCalendar,
} from "~/modules/hosting/calendar/calendar.server";
import type { CalendarReply } from "~/modules/hosting/calendar/components/change-panel";
import { ListingCalendar } from "~/modules/hosting/calendar/components/listing-calendar";
import { editorSummary, requireOwnListing } from "~/modules/hosting/listing-editor/editor.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { addDays, monthOf, shiftMonth, todayIn } from "~/shared/dates";
import { readForm, searchParamsOf } from "~/shared/http.server";
import { pageMeta } from "~/site";
import { metaLanguage } from "~/i18n/meta";
import { readerLocale } from "~/modules/profiles/language.server";
import { zoneSaidIn } from "~/modules/hosting/listing-editor/place-names.server";
import { signedInUser } from "~/modules/accounts/guards.server";
import type { Route } from "./+types/listing-calendar";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("host", "hostCalendar")];

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("hostCalendar");
  return pageMeta(
    t("metaTitle", { title: loaderData?.listing.title || t("untitled") }),
    t("metaDescription"),
  );
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const { user, row } = await requireOwnListing(context, params.id);
  const { listing } = row;
  const locale = await readerLocale(platform.database.db, request, user.id);
  const today = todayIn(listing.timeZone);
  const openUntil = windowEnd(today, listing.availabilityMonths);
  const month = pageMonth(searchParamsOf(request).get("month"), today, openUntil);
  const [calendar, conflicts] = await Promise.all([
    listingCalendar(platform.database.db, listing, today, month, MONTHS_PER_PAGE),
    conflictsOf(platform.database.db, listing.id),
  ]);
  const firstMonth = monthOf(today);
  const lastMonth = monthOf(addDays(openUntil, -1));
  return {
    listing: editorSummary(row),
    currency: listing.currency,
    nightlyRateCents: listing.nightlyRateCents,
    minNights: listing.minNights,
    // The home's zone named in the reader's language, not its IANA id.
    zoneName: zoneSaidIn(locale, listing.timeZone),
    today,
    lastNight: lastOpenNight(today, listing.availabilityMonths),
    month,
    months: calendar.months,
    earlier: month > firstMonth ? pageMonth(shiftMonth(month, -MONTHS_PER_PAGE), today, openUntil) : null,
    later: shiftMonth(month, MONTHS_PER_PAGE) <= lastMonth ? shiftMonth(month, MONTHS_PER_PAGE) : null,
    conflicts: conflicts.map((c) => ({
      id: c.id,
      bookingId: c.bookingId,
      feedName: c.feedName,
      nights: c.nights,
    })),
    monthChoices: Array.from({ length: 30 }, (_, i) => shiftMonth(firstMonth, i)).filter(
      (m) => m <= lastMonth,
    ),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const { row } = await requireOwnListing(context, params.id);
  const { listing } = row;
  const form = await readForm(request);
  const db = platform.database.db;
  const locale = await readerLocale(db, request, signedInUser(context).id);
  const outcome = await changeCalendarFromForm(db, listing, form, locale);
  if (!outcome.ok) return data<CalendarReply>(outcome.reply, { status: outcome.status });
  const { range, today, openUntil } = outcome;
  // Back to the months the owner was looking at, or to those of the change when it is off screen.
  const month = monthAfterChange(
    pageMonth(String(form.get("month") ?? ""), today, openUntil),
    range,
    today,
    openUntil,
  );
  return redirectWithToast(platform, `/host/listings/${listing.id}/calendar?month=${month}`, {
    type: "success",
    message: outcome.message,
  });
}

export default function ListingCalendarPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ListingCalendar {...loaderData} reply={actionData as CalendarReply | undefined} />;
}
