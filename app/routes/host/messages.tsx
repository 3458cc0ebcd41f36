import { Link } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { ThreadList } from "~/modules/messages/components/thread-list";
import { threadRow } from "~/modules/messages/messages";
import { listThreads } from "~/modules/messages/threads.server";
import { hostListingChoices } from "~/modules/hosting/reservations.server";
import { platformOf } from "~/platform/context";
import { pageMeta } from "~/site";
import { linkClass } from "~/ui/form";
import { EmptyState, UserPageHeading } from "~/ui/page";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import type { Route } from "./+types/messages";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("host", "hostInbox", "inbox", "trips")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("hostInbox");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

/** The hosting inbox: the owner's conversations about their homes, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const [threads, listings] = await Promise.all([
    listThreads(platform.database.db, user.id, "hosting"),
    hostListingChoices(platform.database.db, user.id),
  ]);
  // Each home's scheduled messages (decision 3954) are reached from here and from a reservation.
  return { threads: threads.map(threadRow), listings: listings.map((l) => ({ id: l.id, title: l.title })) };
}

export default function HostMessages({ loaderData }: Route.ComponentProps) {
  const { threads } = loaderData;
  const t = useT("hostInbox");
  const several = loaderData.listings.length > 1;
  return (
    <>
      <UserPageHeading title={t("title")} lead={t("lead")}>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          <Link to="/host/saved-replies" className={`text-sm ${linkClass}`}>
            {t("savedReplies")}
          </Link>
          {loaderData.listings.map((l) => (
            <Link
              key={l.id}
              to={`/host/listings/${l.id}/scheduled-messages`}
              className={`text-sm ${linkClass}`}
            >
              {several ? t("scheduledFor", { title: l.title }) : t("scheduled")}
            </Link>
          ))}
        </div>
      </UserPageHeading>
      {threads.length === 0 ? (
        <EmptyState icon="messages-square" title={t("emptyTitle")}>
          {t("empty")}
        </EmptyState>
      ) : (
        <ThreadList threads={threads} />
      )}
    </>
  );
}
