import { Icon } from "~/ui/icon";
import { data, Form, Link } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATIONS_PAGE_SIZE,
} from "~/modules/notifications/notifications.server";
import { publishRead } from "~/frame/live.server";
import { redirectWithToast } from "~/platform/flash.server";
import { EmptyState, UserPageHeading } from "~/ui/page";
import { pageMeta } from "~/site";
import type { Route } from "./+types/notifications";
import { readForm, searchParamsOf } from "~/shared/http.server";
import { parseInstant } from "~/shared/dates";
import { platformOf } from "~/platform/context";
import { metaLanguage } from "~/i18n/meta";
import { useFormat, useT } from "~/i18n/react";
import { translatorFor } from "~/i18n/language.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("notifications")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("notifications");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const beforeDate = parseInstant(searchParamsOf(request).get("before")) ?? undefined;
  const rows = await listNotifications(platform.database.db, user.id, beforeDate);
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  return {
    notifications: page.map((n) => ({
      id: n.id,
      title: n.title,
      body: n.body,
      link: n.link,
      read: n.readAt !== null,
      at: n.createdAt.toISOString(),
    })),
    older: rows.length > NOTIFICATIONS_PAGE_SIZE ? page.at(-1)!.createdAt.toISOString() : null,
  };
}

/** Mark one (only one's own: anyone else's id is simply not found) or all as read. */
export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const form = await readForm(request);
  const { database, events } = platform;
  const db = database.db;
  const say = translatorFor(await readerLocale(db, request, user.id), "notifications");
  if (form.get("intent") === "read-all") {
    const changed = await markAllNotificationsRead(db, user.id);
    if (changed > 0) await publishRead(events, user.id);
    return redirectWithToast(platform, "/user/notifications", {
      type: "success",
      message: say("markedRead", { count: changed }),
    });
  }
  if (form.get("intent") === "read") {
    const ok = await markNotificationRead(db, user.id, String(form.get("id") ?? ""));
    if (!ok) return data({ error: say("notFound") }, { status: 404 });
    await publishRead(events, user.id);
    return { ok: true };
  }
  return data({ error: say("unknownAction") }, { status: 400 });
}

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const { notifications, older } = loaderData;
  const unread = notifications.filter((n) => !n.read).length;
  const t = useT("notifications");
  const format = useFormat();
  return (
    <>
      <UserPageHeading title={t("title")} lead={t("lead")}>
        {unread > 0 && (
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value="read-all"
              className="inline-flex h-10 items-center rounded-full border border-line bg-surface px-4 text-sm font-semibold text-ink hover:bg-surface-2"
            >
              {t("markAll")}
            </button>
          </Form>
        )}
      </UserPageHeading>
      {notifications.length === 0 ? (
        <EmptyState icon="bell-off" title={t("noneTitle")}>
          {t("none")}
        </EmptyState>
      ) : (
        <ul className="grid gap-3" aria-label={t("list")}>
          {notifications.map((n) => (
            <li
              key={n.id}
              className={`flex flex-wrap items-start gap-3 rounded-3xl border p-4 ${n.read ? "border-line bg-surface" : "border-primary/40 bg-primary-soft/40"}`}
            >
              <Icon
                name="bell"
                aria-hidden
                className={`mt-0.5 size-5 shrink-0 ${n.read ? "text-muted" : "text-primary"}`}
              />
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink">
                  {!n.read && <span className="sr-only">{t("unread")} </span>}
                  {n.link ? (
                    <Link to={n.link} className="hover:underline">
                      {n.title}
                    </Link>
                  ) : (
                    n.title
                  )}
                </p>
                {n.body && <p className="text-sm text-muted">{n.body}</p>}
                <p className="mt-1 text-xs text-muted">{format.instant(new Date(n.at))}</p>
              </div>
              {!n.read && (
                <Form method="post">
                  <input type="hidden" name="id" value={n.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="read"
                    className="text-sm font-semibold text-primary hover:underline"
                    aria-label={t("markOneLabel", { title: n.title })}
                  >
                    {t("markOne")}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      {older && (
        <Link
          to={`/user/notifications?before=${encodeURIComponent(older)}`}
          className="mt-6 inline-flex font-semibold text-primary hover:underline"
        >
          {t("older")}
        </Link>
      )}
    </>
  );
}
