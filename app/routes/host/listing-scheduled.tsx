import { data, Form, Link } from "react-router";
import { SCHEDULE_CAP, scheduleInput, sideOf } from "~/modules/bookings/scheduled-messages";
import { ScheduledMessageForm } from "~/modules/hosting/components/scheduled-message-form";
import { requireOwnListing } from "~/modules/hosting/listing-editor/editor.server";
import {
  createSchedule,
  deleteSchedule,
  listSchedules,
  scheduleOf,
  updateSchedule,
} from "~/modules/hosting/scheduled-messages.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { parseFields, type FormReply } from "~/shared/forms";
import { readForm, searchParamsOf } from "~/shared/http.server";
import { pageMeta } from "~/site";
import { linkClass, SubmitButton } from "~/ui/form";
import { UserPageHeading } from "~/ui/page";
import { metaLanguage } from "~/i18n/meta";
import { useFormat, useT } from "~/i18n/react";
import { translatorFor } from "~/i18n/language.server";
import { localizeErrors } from "~/i18n/server-messages.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { signedInUser } from "~/modules/accounts/guards.server";
import type { Route } from "./+types/listing-scheduled";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [
  pageNamespaces("host", "savedReplies", "scheduledMessages"),
];

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("scheduledMessages");
  return pageMeta(t("metaTitle", { title: loaderData?.listing.title ?? t("listing") }), t("metaDescription"));
}

const localeOf = (context: Route.LoaderArgs["context"], request: Request) =>
  readerLocale(platformOf(context).database.db, request, signedInUser(context).id);
const sayerOf = async (context: Route.LoaderArgs["context"], request: Request) =>
  translatorFor(await localeOf(context, request), "scheduledMessages");

/**
 * One listing's scheduled messages (decision 3954): the owner's only; anyone else's listing is a
 * 404. `?edit=<id>` opens one of them in the form (decision 3959); any other id is a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { row } = await requireOwnListing(context, params.id);
  const db = platformOf(context).database.db;
  const editId = searchParamsOf(request).get("edit");
  const editing = editId === null ? null : await scheduleOf(db, row.listing.id, editId);
  if (editId !== null && !editing) throw data((await sayerOf(context, request))("notFound"), { status: 404 });
  const schedules = await listSchedules(db, row.listing.id);
  return { listing: { id: row.listing.id, title: row.listing.title }, schedules, editing };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const { row } = await requireOwnListing(context, params.id);
  const db = platform.database.db;
  const form = await readForm(request);
  const path = `/host/listings/${row.listing.id}/scheduled-messages`;
  const locale = await localeOf(context, request);
  const say = translatorFor(locale, "scheduledMessages");
  const done = (message: string) => redirectWithToast(platform, path, { type: "success", message });
  const notFound = () => data(say("notFound"), { status: 404 });
  const intent = form.get("intent");
  if (intent === "delete") {
    if (!(await deleteSchedule(db, row.listing.id, form.get("id")))) throw notFound();
    return done(say("deleted"));
  }
  if (intent !== "create" && intent !== "update")
    return data<FormReply>({ fieldErrors: {}, values: {}, formError: say("chooseChange") }, { status: 400 });
  const parsed = parseFields(scheduleInput, form);
  if (!parsed.ok)
    return data<FormReply>(
      { fieldErrors: localizeErrors(locale, parsed.fieldErrors), values: parsed.values, formError: null },
      { status: 400 },
    );
  if (intent === "update") {
    if (!(await updateSchedule(db, row.listing.id, form.get("id"), parsed.data))) throw notFound();
    return done(say("updated"));
  }
  const made = await createSchedule(db, row.listing.id, parsed.data);
  // The one refusal of a valid message: the listing's cap.
  if (!made.ok)
    return data<FormReply>(
      { fieldErrors: {}, values: parsed.values, formError: say("cap", { cap: SCHEDULE_CAP }) },
      { status: made.status },
    );
  return done(say("added"));
}

export default function ScheduledMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, schedules, editing } = loaderData;
  const reply = actionData as FormReply | undefined;
  const path = `/host/listings/${listing.id}/scheduled-messages`;
  const t = useT("scheduledMessages");
  const { clock } = useFormat();
  return (
    <>
      <UserPageHeading title={t("title")} lead={t("lead", { title: listing.title })}>
        <Link to="/host/messages" className={`text-sm ${linkClass}`}>
          {t("backToMessages")}
        </Link>
      </UserPageHeading>
      <div className="grid gap-6">
        <ScheduledMessageForm reply={reply} editing={editing} kept={schedules.length} cancelTo={path} />
        {schedules.length > 0 && (
          <ul aria-label={t("title")} className="grid gap-3">
            {schedules.map((s) => (
              <li key={s.id} className="rounded-2xl border border-line bg-surface p-4">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">{s.name}</p>
                    <p className="text-sm text-muted">
                      {t("timing", {
                        side: sideOf(s.offsetDays),
                        days: Math.abs(s.offsetDays),
                        anchor: s.anchor,
                        time: clock(s.sendTime),
                      })}
                    </p>
                  </div>
                  <div className="flex items-center gap-4">
                    <Link
                      to={`${path}?edit=${s.id}`}
                      className={`text-sm ${linkClass}`}
                      aria-label={t("editNamed", { name: s.name })}
                    >
                      {t("edit")}
                    </Link>
                    <Form method="post">
                      <input type="hidden" name="id" value={s.id} />
                      <SubmitButton intent="delete" variant="secondary">
                        {t("delete")}
                      </SubmitButton>
                    </Form>
                  </div>
                </div>
                <p className="mt-2 text-sm whitespace-pre-line text-ink">{s.body}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
