import { data } from "react-router";
import { conflictsOf } from "~/modules/calendar-sync/calendar-sync.server";
import {
  calendarFormSchema,
  monthAfterChange,
  MONTHS_PER_PAGE,
  pageMonth,
  rangeProblem,
  windowEnd,
} from "~/modules/hosting/calendar/calendar-rules";
import {
  blockNights,
  lastOpenNight,
  listingCalendar,
  openNights,
  priceNights,
} from "~/modules/hosting/calendar/calendar.server";
import { ListingCalendar, type CalendarReply } from "~/modules/hosting/calendar/components/listing-calendar";
import { editorSummary, requireOwnListing } from "~/modules/hosting/listing-editor/editor.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { addDays, monthOf, shiftMonth, todayIn } from "~/shared/dates";
import { formatMoney } from "~/shared/format";
import { parseFields } from "~/shared/forms";
import { readForm, searchParamsOf } from "~/shared/http.server";
import { pageMeta } from "~/site";
import type { Route } from "./+types/listing-calendar";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(
    `Calendar · ${loaderData?.listing.title || "Listing"}`,
    "Block nights, open them again, and set prices for some nights.",
  );

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const { row } = await requireOwnListing(context, params.id);
  const { listing } = row;
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
    timeZone: listing.timeZone,
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
  const parsed = parseFields(calendarFormSchema, form);
  const refuse = (reply: Omit<CalendarReply, "values">, status: number) =>
    data<CalendarReply>({ ...reply, values: parsed.values }, { status });
  if (!parsed.ok) return refuse({ fieldErrors: parsed.fieldErrors, formError: null }, 400);
  const { intent, start, last, rate, minNights } = parsed.data;
  if (listing.status === "archived")
    return refuse(
      { fieldErrors: {}, formError: "This listing is archived: its calendar can't change." },
      409,
    );
  const today = todayIn(listing.timeZone);
  const range = { start, end: addDays(last, 1) };
  const problem = rangeProblem(range, today, listing.availabilityMonths);
  if (problem) return refuse({ fieldErrors: {}, formError: problem }, 400);
  if (intent === "price" && minNights !== null && minNights > listing.maxNights)
    return refuse(
      {
        fieldErrors: {
          minNights: `The minimum stay: at most ${listing.maxNights} nights (the longest stay you take).`,
        },
        formError: null,
      },
      400,
    );
  const db = platform.database.db;
  const outcome =
    intent === "block"
      ? await blockNights(db, listing.id, range)
      : intent === "open"
        ? await openNights(db, listing.id, range)
        : await priceNights(
            db,
            listing.id,
            range,
            intent === "price" ? { nightlyRateCents: rate!, minNights } : null,
            (cents) => formatMoney(cents, listing.currency, true),
          );
  if (!outcome.ok) return refuse({ fieldErrors: {}, formError: outcome.formError }, outcome.status);
  // Back to the months the owner was looking at, or to those of the change when it is off screen.
  const openUntil = windowEnd(today, listing.availabilityMonths);
  const month = monthAfterChange(
    pageMonth(String(form.get("month") ?? ""), today, openUntil),
    range,
    today,
    openUntil,
  );
  return redirectWithToast(platform, `/host/listings/${listing.id}/calendar?month=${month}`, {
    type: "success",
    message: outcome.value,
  });
}

export default function ListingCalendarPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ListingCalendar {...loaderData} reply={actionData as CalendarReply | undefined} />;
}
