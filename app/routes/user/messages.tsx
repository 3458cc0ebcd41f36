import { Link } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { ThreadList } from "~/modules/messages/components/thread-list";
import { inboxFilterOf, threadRow, type InboxFilter } from "~/modules/messages/messages";
import { listThreads } from "~/modules/messages/threads.server";
import { platformOf } from "~/platform/context";
import { searchParamsOf } from "~/shared/http.server";
import { pageMeta, SEARCH_PATH } from "~/site";
import { EmptyState, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/messages";
import { metaLanguage } from "~/i18n/meta";
import { useLocalize, useT } from "~/i18n/react";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("inbox", "trips")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("inbox.list");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const filter = inboxFilterOf(searchParamsOf(request).get("filter"));
  const threads = await listThreads(platform.database.db, user.id, filter);
  return {
    filter,
    threads: threads.map(threadRow),
  };
}

/** The inbox's filters, each named by its key of `inbox.list`. */
const FILTERS: { value: InboxFilter; label: "all" | "hosting" | "travelling" }[] = [
  { value: "all", label: "all" },
  { value: "hosting", label: "hosting" },
  { value: "travelling", label: "travelling" },
];

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const { filter, threads } = loaderData;
  const t = useT("inbox.list");
  const localize = useLocalize();
  return (
    <>
      <UserPageHeading title={t("title")} lead={t("lead")} />
      <nav aria-label={t("show")} className="mb-5 flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <Link
            key={f.value}
            to={f.value === "all" ? "/user/messages" : `/user/messages?filter=${f.value}`}
            aria-current={f.value === filter ? "page" : undefined}
            className={`rounded-full border px-4 py-1.5 text-sm font-semibold ${
              f.value === filter
                ? "border-primary bg-primary-soft text-primary"
                : "border-line text-muted hover:bg-surface-2 hover:text-ink"
            }`}
          >
            {t(f.label)}
          </Link>
        ))}
      </nav>
      {threads.length === 0 ? (
        <EmptyState
          icon="messages-square"
          title={filter === "hosting" ? t("noneHosting") : t("none")}
          action={filter === "hosting" ? undefined : { to: localize(SEARCH_PATH), label: t("find") }}
        >
          {filter === "hosting" ? t("noneHostingLead") : t("noneLead")}
        </EmptyState>
      ) : (
        <ThreadList threads={threads} />
      )}
    </>
  );
}
