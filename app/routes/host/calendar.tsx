import { data } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { changeCalendarFromForm } from "~/modules/hosting/calendar/calendar.server";
import type { CalendarReply } from "~/modules/hosting/calendar/components/change-panel";
import { MultiCalendarPage } from "~/modules/hosting/calendar/components/multi-calendar";
import { gridStart } from "~/modules/hosting/calendar/multi-calendar";
import { multiCalendar } from "~/modules/hosting/calendar/multi-calendar.server";
import { requireOwnListing } from "~/modules/hosting/listing-editor/editor.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { addDays } from "~/shared/dates";
import { readForm, searchParamsOf } from "~/shared/http.server";
import { pageMeta } from "~/site";
import { metaLanguage } from "~/i18n/meta";
import { translatorFor } from "~/i18n/language.server";
import { readerLocale } from "~/modules/profiles/language.server";
import type { Route } from "./+types/calendar";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("host", "hostCalendar")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("hostCalendar.multi");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const db = platformOf(context).database.db;
  return multiCalendar(db, user.id, searchParamsOf(request).get("from"));
}

/**
 * A change to one home's nights from the calendar of several homes: the home is a field of the
 * form (someone else's → 404), the change is the one-home calendar's (`changeCalendar`).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const form = await readForm(request);
  const { row } = await requireOwnListing(context, String(form.get("listing") ?? ""));
  const { listing } = row;
  const db = platform.database.db;
  const locale = await readerLocale(db, request, signedInUser(context).id);
  const outcome = await changeCalendarFromForm(db, listing, form, locale);
  if (!outcome.ok) return data<CalendarReply>(outcome.reply, { status: outcome.status });
  const say = translatorFor(locale, "hostCalendar");
  // Back to the nights the owner was looking at (the change's first night when none was sent).
  const from = gridStart(
    String(form.get("from") ?? "") || outcome.range.start,
    outcome.today,
    addDays(outcome.openUntil, -1),
  );
  return redirectWithToast(platform, `/host/calendar?from=${from}`, {
    type: "success",
    message: translatorFor(locale, "hostCalendar.toast")("homeChanged", {
      home: listing.title || say("untitled"),
      message: outcome.message,
    }),
  });
}

export default function HostCalendar({ loaderData, actionData }: Route.ComponentProps) {
  return <MultiCalendarPage {...loaderData} reply={actionData as CalendarReply | undefined} />;
}
